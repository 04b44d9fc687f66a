// Runs every benchmark against the built app and prints a table of value, budget and verdict.
// Needs a production build first (`pnpm run build`). Exits 1 when a budget is exceeded.
import fs from 'node:fs';
import os from 'node:os';
import { measureFirstPage, FIRST_PAGE_BUDGET_KB } from './first-page.mjs';
import { LABEL_FIELDS_BUDGET, measureInference, PROMPT_BUDGET_MS, PROMPT_SHARE_BUDGET } from './inference.mjs';
import { startStack } from './lib/stack.mjs';

const rows = [];

const { prompts, labels } = measureInference();
rows.push(
  {
    benchmark: `text inference per prompt (${prompts.prompts} labelled prompts), p95 / max`,
    value: `${prompts.msP95.toFixed(2)} ms / ${prompts.msMax.toFixed(2)} ms (median ${prompts.msMedian.toFixed(2)} ms)`,
    budget: `< ${PROMPT_BUDGET_MS} ms`,
    ok: prompts.msMax < PROMPT_BUDGET_MS,
  },
  {
    benchmark: 'labelled prompts within 15 % of calories',
    value: `${prompts.withinCalories15} of ${prompts.prompts} (${(prompts.share * 100).toFixed(1)} %)`,
    budget: `>= ${PROMPT_SHARE_BUDGET * 100} %`,
    ok: prompts.share >= PROMPT_SHARE_BUDGET,
  },
  {
    benchmark: `label photos: fields read right (${labels.cases} generated labels)`,
    value: `${labels.fieldsRight} of ${labels.fieldsAsked} (${((labels.fieldsRight / labels.fieldsAsked) * 100).toFixed(1)} %), ${Math.round(labels.msPerImage)} ms per image`,
    budget: `>= ${LABEL_FIELDS_BUDGET * 100} %`,
    ok: labels.fieldsRight / labels.fieldsAsked >= LABEL_FIELDS_BUDGET,
  },
);

const stack = await startStack();
try {
  const firstPage = await measureFirstPage(stack);
  rows.push({
    benchmark: 'first page JS, gzip (host + dashboard remote)',
    value: `${firstPage.totalKb.toFixed(1)} KB in ${firstPage.files} files`,
    budget: `< ${FIRST_PAGE_BUDGET_KB} KB`,
    ok: firstPage.totalKb < FIRST_PAGE_BUDGET_KB,
  });
} finally {
  await stack.stop();
}

const header = ['benchmark', 'value', 'budget', 'verdict'];
const table = rows.map((r) => [r.benchmark, r.value, r.budget, r.ok ? 'ok' : 'OVER BUDGET']);
const widths = header.map((h, i) => Math.max(h.length, ...table.map((row) => row[i].length)));
const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
console.log(line(header));
console.log(`|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`);
for (const row of table) console.log(line(row));

// The same table for tools and for comparing runs: bench/results/latest.json, with the machine and date.
const results = {
  date: new Date().toISOString(),
  machine: { platform: `${os.platform()} ${os.release()}`, cpus: os.cpus().length, cpu: os.cpus()[0]?.model ?? 'unknown', memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version },
  figures: rows.map((r) => ({ figure: r.benchmark, value: r.value, budget: r.budget, pass: r.ok })),
};
const resultsDir = new URL('./results/', import.meta.url);
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(new URL('latest.json', resultsDir), `${JSON.stringify(results, null, 2)}\n`);
console.log(`\nWritten to bench/results/latest.json`);

process.exit(rows.every((r) => r.ok) ? 0 : 1);
