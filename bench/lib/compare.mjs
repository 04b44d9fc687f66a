// Compares the figures of a run with a baseline's (`pnpm bench --compare`, bench/compare.mjs). Figures are matched by
// `id`; each figure's `metrics` are named numbers and `better` says, for the metrics that are judged, whether a
// higher or a lower value is better. A judged metric more than `threshold` (a fraction) worse than the baseline's is
// flagged. Metrics without a direction are shown beside the baseline's, never flagged (absolute rates and timings
// of a shared machine: the judged ones are ratios measured side by side in one run, or budgeted values).

export const WORSE_THRESHOLD = 0.1;

/** The section of a figure: the first part of its id (`api/pglite/read/products` -> `api`). */
export const sectionOf = (figure) => String(figure.id ?? '').split('/')[0];

/** The relative change from `baseline` to `latest` (0.1 = 10 % more); null when it cannot be said. */
export function relativeChange(latest, baseline) {
  if (
    typeof latest !== 'number' ||
    typeof baseline !== 'number' ||
    !Number.isFinite(latest) ||
    !Number.isFinite(baseline)
  )
    return null;
  if (baseline === 0) return latest === 0 ? 0 : Math.sign(latest) * Infinity;
  return (latest - baseline) / Math.abs(baseline);
}

/** Whether a change is worse by more than `threshold` for a metric where `better` is 'higher' or 'lower'. */
export function isWorse(change, better, threshold = WORSE_THRESHOLD) {
  if (change === null || (better !== 'higher' && better !== 'lower')) return false;
  return better === 'higher' ? change < -threshold : change > threshold;
}

function compareMetrics(latest, baseline, threshold) {
  const names = [...new Set([...Object.keys(latest.metrics ?? {}), ...Object.keys(baseline.metrics ?? {})])];
  return names.map((name) => {
    const [now, before] = [latest.metrics?.[name], baseline.metrics?.[name]];
    const better = latest.better?.[name] ?? baseline.better?.[name] ?? null;
    const change = relativeChange(now, before);
    return {
      name,
      latest: now ?? null,
      baseline: before ?? null,
      better,
      change,
      worse: isWorse(change, better, threshold),
    };
  });
}

/**
 * Rows `{ id, figure, status, metrics, worse }`, status 'compared', 'new' (only in the latest) or 'missing' (only in
 * the baseline); `sections`: when given, baseline figures of other sections (not run) are left out.
 * Returns `{ rows, worse }` (the number of figures with a metric flagged worse).
 */
export function compareFigures(latestFigures, baselineFigures, { threshold = WORSE_THRESHOLD, sections } = {}) {
  const withId = (figures) => (figures ?? []).filter((figure) => typeof figure?.id === 'string' && figure.id !== '');
  const baseline = withId(baselineFigures).filter((figure) => !sections || sections.has(sectionOf(figure)));
  const latest = withId(latestFigures);
  const baselineById = new Map(baseline.map((figure) => [figure.id, figure]));
  const latestIds = new Set(latest.map((figure) => figure.id));
  const rows = latest.map((figure) => {
    const before = baselineById.get(figure.id);
    if (!before) return { id: figure.id, figure: figure.figure, status: 'new', metrics: [], worse: false };
    const metrics = compareMetrics(figure, before, threshold);
    return {
      id: figure.id,
      figure: figure.figure,
      status: 'compared',
      metrics,
      worse: metrics.some((metric) => metric.worse),
    };
  });
  for (const figure of baseline)
    if (!latestIds.has(figure.id))
      rows.push({ id: figure.id, figure: figure.figure, status: 'missing', metrics: [], worse: false });
  return { rows, worse: rows.filter((row) => row.worse).length };
}

const number = (value) => {
  if (value === null || value === undefined) return '-';
  if (Math.abs(value) >= 100) return String(Math.round(value));
  if (Math.abs(value) >= 1) return value.toFixed(2).replace(/\.?0+$/, '');
  return value.toFixed(3).replace(/\.?0+$/, '') || '0';
};

function changeText(change) {
  if (change === null) return '';
  if (!Number.isFinite(change)) return change > 0 ? ' (new > 0)' : ' (< 0)';
  return ` (${change >= 0 ? '+' : ''}${(change * 100).toFixed(1)} %)`;
}

/** The comparison as lines of text: one per figure, its metrics beside the baseline's. */
export function comparisonLines({ rows, worse }, { threshold = WORSE_THRESHOLD } = {}) {
  const lines = [];
  for (const row of rows) {
    if (row.status !== 'compared') {
      lines.push(
        `${row.status === 'new' ? 'NEW    ' : 'MISSING'} ${row.id}  ` +
          `${row.status === 'new' ? '(not in the baseline)' : '(in the baseline, not in this run)'}`,
      );
      continue;
    }
    const metrics = row.metrics.map((m) => {
      const judged = m.better ? '' : ' (info)';
      return (
        `${m.name} ${number(m.latest)} vs ` +
        `${number(m.baseline)}${changeText(m.change)}${judged}${m.worse ? ' WORSE' : ''}`
      );
    });
    lines.push(`${row.worse ? 'WORSE  ' : 'ok     '} ${row.id}: ${metrics.length ? metrics.join('; ') : 'no metrics'}`);
  }
  const compared = rows.filter((row) => row.status === 'compared').length;
  lines.push(
    `${compared} figures compared with the baseline, ${worse} more than ${Math.round(threshold * 100)} % worse.`,
  );
  return lines;
}
