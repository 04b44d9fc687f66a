// A Markdown-style table of strings, as `pnpm bench` and `pnpm test:load` print their figures.

/** The lines of a table: `header` and each row are arrays of strings, one per column. */
function tableLines(header, rows) {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
  const line = (cells) => `| ${cells.map((c, i) => c.padEnd(widths[i])).join(' | ')} |`;
  return [line(header), `|${widths.map((w) => '-'.repeat(w + 2)).join('|')}|`, ...rows.map(line)];
}

/** Figures `{ figure, value, budget, pass }` as a table of figure, value, budget and verdict. */
export function printFigures(figures) {
  const rows = figures.map((f) => [f.figure, f.value, f.budget, f.pass ? 'ok' : 'OVER BUDGET']);
  for (const line of tableLines(['figure', 'value', 'budget', 'verdict'], rows)) console.log(line);
}
