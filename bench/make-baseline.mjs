// Makes bench/results/baseline.json, the figures `pnpm bench --compare` holds a run against, from a run's results:
//   node bench/make-baseline.mjs [results.json] "why this run is the baseline"
// Figures without an id get one (and their metrics) from their text (lib/figure-text.mjs). A baseline is replaced
// only with a note of why, here and in the commit message.
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { withIdFromText } from './lib/figure-text.mjs';

const results = fileURLToPath(new URL('./results/', import.meta.url));
const [from = `${results}latest.json`, note] = process.argv.slice(2);
if (!note) {
  console.error('usage: node bench/make-baseline.mjs [results.json] "why this run is the baseline"');
  process.exit(2);
}
const run = JSON.parse(fs.readFileSync(from, 'utf8'));
const baseline = {
  note,
  date: run.date,
  machine: run.machine,
  figures: run.figures.map((figure) => withIdFromText(figure)),
};
const ids = baseline.figures.map((figure) => figure.id);
const twice = ids.filter((id, index) => ids.indexOf(id) !== index);
if (twice.length > 0) throw new Error(`figures with the same id: ${twice.join(', ')}`);
fs.mkdirSync(results, { recursive: true });
fs.writeFileSync(`${results}baseline.json`, `${JSON.stringify(baseline, null, 2)}\n`);
console.log(
  `Written to bench/results/baseline.json (${baseline.figures.length} ` +
    `figures, ${baseline.figures.filter((f) => f.metrics).length} with metrics)`,
);
