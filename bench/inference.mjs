// The inference benchmarks: the labelled meal prompts and the food search's ranking table on the real USDA SR copy,
// and the generated nutrition-label images, measured by api/src/bench/inference-bench.ts in a process of its own.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const PROMPT_BUDGET_MS = 50;
export const PROMPT_SHARE_BUDGET = 0.95;
export const RANKING_FIRST_BUDGET = 0.95;
export const RANKING_TOP_THREE_BUDGET = 1;
/** The food search at the API answers within 15 ms (p95); the matcher in process is a part of it. */
export const SEARCH_BUDGET_MS = 15;
export const LABEL_FIELDS_BUDGET = 0.85;
export const CLEAN_LABEL_FIELDS_BUDGET = 0.98;
export const PHOTO_LABEL_FIELDS_BUDGET = 0.95;

/** The shared reference data: NUTRILOG_SHARED_DATA, else the nearest `shared/data` above the repository. */
export function sharedData() {
  if (process.env.NUTRILOG_SHARED_DATA) return process.env.NUTRILOG_SHARED_DATA;
  for (let dir = root; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'shared', 'data', 'usda-sr'))) return path.join(dir, 'shared', 'data');
    if (path.dirname(dir) === dir)
      throw new Error('The shared data folder (shared/data/usda-sr) was not found; set NUTRILOG_SHARED_DATA.');
  }
}

export function measureInference() {
  const output = execFileSync('pnpm', ['--filter', '@nutrilog/api', 'exec', 'tsx', 'src/bench/inference-bench.ts'], {
    cwd: root,
    env: { ...process.env, NUTRILOG_SHARED_DATA: sharedData() },
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  return JSON.parse(output.trim().split('\n').at(-1));
}

/** The label rows: every kind of generated label, and the decimal-point sets, clean and photographed. */
export function labelFigures({ generated, clean, photo }) {
  const row = (id, figure, measured, budget) => ({
    id: `inference/${id}`,
    figure,
    value:
      `${measured.fieldsRight} of ${measured.fieldsAsked} ` +
      `(${((measured.fieldsRight / measured.fieldsAsked) * 100).toFixed(1)} %), ` +
      `${Math.round(measured.msPerImage)} ms per image`,
    budget: `>= ${budget * 100} %`,
    pass: measured.fieldsRight / measured.fieldsAsked >= budget,
    metrics: { share: measured.fieldsRight / measured.fieldsAsked, msPerImage: measured.msPerImage },
    better: { share: 'higher' },
  });
  return [
    row(
      'label-photos',
      `label photos: fields read right (${generated.cases} generated labels)`,
      generated,
      LABEL_FIELDS_BUDGET,
    ),
    row(
      'label-decimals-clean',
      `label decimals: fields read right on clean renders (${clean.cases} labels)`,
      clean,
      CLEAN_LABEL_FIELDS_BUDGET,
    ),
    row(
      'label-decimals-photo',
      `label decimals: fields read right on photo-like renders (${photo.cases} JPEGs)`,
      photo,
      PHOTO_LABEL_FIELDS_BUDGET,
    ),
  ];
}
