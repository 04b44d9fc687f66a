// Compares two saved runs without measuring anything:
//   node bench/compare.mjs [latest.json] [baseline.json]     (defaults: bench/results/latest.json, baseline.json)
// Prints each figure's metrics beside the baseline's with the change in per cent; exits 1 when a judged metric is
// more than 10 % worse (lib/compare.mjs).
import fs from 'node:fs';
import { fileURLToPath } from 'node:url';
import { compareFigures, comparisonLines } from './lib/compare.mjs';

const results = fileURLToPath(new URL('./results/', import.meta.url));
const [latestFile = `${results}latest.json`, baselineFile = `${results}baseline.json`] = process.argv.slice(2);
const read = (file) => JSON.parse(fs.readFileSync(file, 'utf8'));
const [latest, baseline] = [read(latestFile), read(baselineFile)];

console.log(
  `Comparing ${latestFile} (${latest.date ?? 'no date'}) with ${baselineFile} (${baseline.date ?? 'no date'})`,
);
if (baseline.note) console.log(`Baseline: ${baseline.note}`);
const comparison = compareFigures(latest.figures, baseline.figures);
for (const line of comparisonLines(comparison)) console.log(line);
process.exit(comparison.worse > 0 ? 1 : 0);
