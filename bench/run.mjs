// Runs every benchmark against the built app and prints a table of value, budget and verdict.
// Needs a production build first (`pnpm run build`). Exits 1 when a budget is exceeded.
import { measureFirstPage, FIRST_PAGE_BUDGET_KB } from './first-page.mjs';
import { startStack } from './lib/stack.mjs';

const rows = [];
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
process.exit(rows.every((r) => r.ok) ? 0 : 1);
