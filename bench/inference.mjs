// The inference benchmarks (issue 7): the labelled meal prompts on the real USDA SR copy and the generated
// nutrition-label images, measured by api/src/bench/inference-bench.ts in a process of its own.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

export const PROMPT_BUDGET_MS = 50;
export const PROMPT_SHARE_BUDGET = 0.9;
export const LABEL_FIELDS_BUDGET = 0.85;

/** The shared reference data: NUTRILOG_SHARED_DATA, else the nearest `shared/data` above the repository. */
export function sharedData() {
  if (process.env.NUTRILOG_SHARED_DATA) return process.env.NUTRILOG_SHARED_DATA;
  for (let dir = root; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'shared', 'data', 'usda-sr'))) return path.join(dir, 'shared', 'data');
    if (path.dirname(dir) === dir) throw new Error('The shared data folder (shared/data/usda-sr) was not found; set NUTRILOG_SHARED_DATA.');
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
