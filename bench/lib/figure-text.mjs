// A figure's `id`, `metrics` and `better` read off its text, for figures that were written without them: the
// results of runs before figures had ids (to turn one into a baseline), and rows of a section that does not set
// them yet. Figures that have an id are left as they are; a text that is not known gets an id from its words.
import { FOOD_SEARCH_ROUTE, readRoutes } from '../api-load.mjs';

const num = (text) => Number(text);
const slug = (text) =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
const routeIds = new Map([...readRoutes(), FOOD_SEARCH_ROUTE].map((route) => [route.name, route]));

/** Each rule: the figure's text, then its id, metrics and better from the figure's and the value's matches. */
const RULES = [
  {
    figure: /^text inference per prompt/,
    value: /^([\d.]+) ms \/ ([\d.]+) ms \(median ([\d.]+) ms\)/,
    make: (f, v) => ({
      id: 'inference/prompt-latency',
      metrics: { p95Ms: num(v[1]), maxMs: num(v[2]), medianMs: num(v[3]) },
      better: {},
    }),
  },
  {
    figure: /^labelled prompts within 15 % of calories/,
    value: /^(\d+) of (\d+)/,
    make: (f, v) => ({
      id: 'inference/prompt-calories',
      metrics: { share: num(v[1]) / num(v[2]) },
      better: { share: 'higher' },
    }),
  },
  {
    figure: /^food search ranking table/,
    value: /^(\d+) \/ (\d+) of (\d+)/,
    make: (f, v) => ({
      id: 'inference/ranking',
      metrics: { first: num(v[1]) / num(v[3]), topThree: num(v[2]) / num(v[3]) },
      better: { first: 'higher', topThree: 'higher' },
    }),
  },
  {
    figure: /^food search matcher per query/,
    value: /^([\d.]+) ms \/ ([\d.]+) ms \(median ([\d.]+) ms\)/,
    make: (f, v) => ({
      id: 'inference/matcher-latency',
      metrics: { p95Ms: num(v[1]), maxMs: num(v[2]), medianMs: num(v[3]) },
      better: {},
    }),
  },
  {
    figure: /^label (photos|decimals): fields read right(?: on (clean|photo-like) renders)?/,
    value: /^(\d+) of (\d+) \([\d.]+ %\), (\d+) ms per image/,
    make: (f, v) => ({
      id: `inference/label-${f[2] ? `decimals-${f[2] === 'clean' ? 'clean' : 'photo'}` : 'photos'}`,
      metrics: { share: num(v[1]) / num(v[2]), msPerImage: num(v[3]) },
      better: { share: 'higher' },
    }),
  },
  {
    figure: /^cold visit of (\S+):/,
    value: /^([\d.]+) KB JS \+ ([\d.]+) KB CSS in (\d+) files; twice: (.*)$/,
    make: (f, v) => ({
      id: `frontend/bytes/${f[1] === '/' ? 'dashboard' : f[1].slice(1)}`,
      metrics: {
        jsKb: num(v[1]),
        cssKb: num(v[2]),
        files: num(v[3]),
        twice: v[4] === 'none' ? 0 : v[4].split(', ').length,
      },
      better: { jsKb: 'lower', cssKb: 'lower', twice: 'lower' },
    }),
  },
  {
    figure: /^click to first paint of (\S+) /,
    value: /^median (\d+) ms, max (\d+) ms/,
    make: (f, v) => ({
      id: `frontend/navigation/${f[1]}`,
      metrics: { medianMs: num(v[1]), maxMs: num(v[2]) },
      better: { maxMs: 'lower' },
    }),
  },
  {
    figure: /^Lighthouse \(mobile\) (?:(\w+) )?\/(\S*):/,
    value: /^(\d+) \/ (\d+) \(LCP (\d+) ms, TBT (\d+) ms\)/,
    make: (f, v) => ({
      id: `frontend/lighthouse/${f[1] ?? f[2]}`,
      metrics: { performance: num(v[1]), accessibility: num(v[2]), lcpMs: num(v[3]), tbtMs: num(v[4]) },
      better: { performance: 'higher', accessibility: 'higher' },
    }),
  },
  {
    figure: /^API on (PGlite|PostgreSQL): (.*food search, .*)$/,
    value: /^p95 ([\d.]+) ms \(p50 ([\d.]+) ms, max ([\d.]+) ms\)/,
    make: (f, v) => ({
      id: `api/${f[1].toLowerCase()}/food-search`,
      metrics: { p95Ms: num(v[1]), p50Ms: num(v[2]), maxMs: num(v[3]) },
      better: { p95Ms: 'lower' },
    }),
  },
  {
    // The write as it was measured before, against the bare route: its share is not the same ratio, so none is kept.
    figure: /^API on (PGlite|PostgreSQL): write: create then delete an intake log$/,
    value: /^(\d+) req\/s = \d+ % of bare \((\d+)\); p99 (\d+) ms/,
    make: (f, v) => ({
      id: `api/${f[1].toLowerCase()}/write/intake-log`,
      metrics: { pairsPerSecond: num(v[1]) / 2, p99Ms: num(v[3]) },
      better: {},
    }),
  },
  {
    figure: /^API on (PGlite|PostgreSQL): (.*)$/,
    value: /^(\d+) req\/s = \d+ % of bare \((\d+)\); p99 (\d+) ms \(bare (\d+) ms/,
    make: (f, v) => {
      const route = routeIds.get(f[2]);
      if (!route) return null;
      const [rps, bareRps, p99Ms, bareP99Ms] = [num(v[1]), num(v[2]), num(v[3]), num(v[4])];
      return {
        id: `api/${f[1].toLowerCase()}/read/${route.id}`,
        metrics: { share: rps / bareRps, rps, bareRps, p99Ms, bareP99Ms, p99VsBare: p99Ms / bareP99Ms },
        better: route.large ? { share: 'higher', p99VsBare: 'lower' } : { share: 'higher', p99Ms: 'lower' },
      };
    },
  },
  {
    figure: /^growth on (PGlite|PostgreSQL): (.*), 10 years \/ 1 year$/,
    value: /^x([\d.]+) \((\d+) vs (\d+) req\/s/,
    make: (f, v) => {
      const route = routeIds.get(f[2]);
      const ratio = num(v[2]) / num(v[3]);
      return {
        id: `api/${f[1].toLowerCase()}/growth/${route?.id ?? slug(f[2])}`,
        metrics: { ratio, oneYearRps: num(v[2]), tenYearsRps: num(v[3]) },
        better: { ratio: 'lower' },
      };
    },
  },
];

/** The figure with an id (and, when its text is known, metrics and better); `section` names an unknown text's id. */
export function withIdFromText(figure, section = 'other') {
  if (figure.id) return figure;
  for (const rule of RULES) {
    const f = rule.figure.exec(figure.figure);
    const v = f && rule.value.exec(figure.value);
    const made = v && rule.make(f, v);
    if (made) return { id: made.id, ...figure, metrics: made.metrics, better: made.better };
  }
  return { id: `${section}/${slug(figure.figure)}`, ...figure };
}
