// `pnpm bench` (.ci/bench.sh builds the app and starts a throw-away PostgreSQL first): every benchmark, one table
// of figure, value, budget and verdict, also written to bench/results/latest.json. Exits 1 when a budget is missed.
//   node run.mjs [--only inference,api,frontend] [--compare]
// Each figure is { id, figure, value, budget, pass, metrics, better }: `id` stays the same from run to run,
// `metrics` are its named numbers and `better` says for the judged ones whether higher or lower is better.
// --compare: then each figure's metrics beside bench/results/baseline.json's (lib/compare.mjs), of the sections
// run; exits 1 also when a judged metric is more than 10 % worse than the baseline's.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { MAIN_HISTORY, measureApiFigures } from './api-figures.mjs';
import { DASHBOARD_JS_BUDGET_KB, measureRouteBytes } from './frontend-bytes.mjs';
import {
  labelFigures,
  measureInference,
  PROMPT_BUDGET_MS,
  PROMPT_SHARE_BUDGET,
  RANKING_FIRST_BUDGET,
  RANKING_TOP_THREE_BUDGET,
  SEARCH_BUDGET_MS,
} from './inference.mjs';
import { BEFORE_COMMIT } from './lib/before-build.mjs';
import { compareFigures, comparisonLines } from './lib/compare.mjs';
import { withIdFromText } from './lib/figure-text.mjs';
import { BENCH_EMAIL, BENCH_PASSWORD, seedDatabase } from './lib/seed.mjs';
import { startStack } from './lib/stack.mjs';
import { printFigures } from './lib/table.mjs';
import {
  ACCESSIBILITY_BUDGET,
  benchmarkIndexRange,
  measureLighthouse,
  PERFORMANCE_BUDGET,
  TBT_BUDGET_MS,
} from './lighthouse.mjs';
import {
  CPU_SLOWDOWN,
  MAIN_THREAD_PAIRS,
  measureMainThread,
  SCRIPT_BUDGET_SHARE,
  startBeforeStack,
  withinBudget,
} from './main-thread.mjs';
import { measureNavigation, NAVIGATION_BUDGET_MS } from './navigation.mjs';
import { measureOffline, OFFLINE_DASHBOARD_BUDGET_MS, REGISTRATION_BUDGET_KB, SYNC_BUDGET_MS } from './offline.mjs';

const { values } = parseArgs({
  options: {
    only: { type: 'string', default: 'inference,api,frontend' },
    compare: { type: 'boolean', default: false },
  },
});
const sections = new Set(values.only.split(','));
const log = (line) => console.error(`bench: ${line}`);
const percent = (part, whole) => `${((part / whole) * 100).toFixed(1)} %`;
const figures = [];
/** Lighthouse's blocking time varies with the machine's load: the median of five runs counts. */
const LIGHTHOUSE_RUNS = 5;

if (sections.has('inference')) {
  log('inference');
  const { prompts, ranking, labels } = measureInference();
  for (const miss of ranking.misses) log(`ranking table: ${miss}`);
  figures.push(
    {
      id: 'inference/prompt-latency',
      figure: `text inference per prompt (${prompts.prompts} labelled prompts), p95 / max`,
      value:
        `${prompts.msP95.toFixed(2)} ms / ${prompts.msMax.toFixed(2)} ms ` +
        `(median ${prompts.msMedian.toFixed(2)} ms)`,
      budget: `< ${PROMPT_BUDGET_MS} ms`,
      pass: prompts.msMax < PROMPT_BUDGET_MS,
      // Fractions of a millisecond, 50 times within budget: shown, not judged.
      metrics: { p95Ms: prompts.msP95, maxMs: prompts.msMax, medianMs: prompts.msMedian },
      better: {},
    },
    {
      id: 'inference/prompt-calories',
      figure: 'labelled prompts within 15 % of calories',
      value: `${prompts.withinCalories15} of ${prompts.prompts} (${(prompts.share * 100).toFixed(1)} %)`,
      budget: `>= ${PROMPT_SHARE_BUDGET * 100} %`,
      pass: prompts.share >= PROMPT_SHARE_BUDGET,
      metrics: { share: prompts.share },
      better: { share: 'higher' },
    },
    {
      id: 'inference/ranking',
      figure: `food search ranking table (${ranking.cases} queries): expected food first / in the top three`,
      value:
        `${ranking.first} / ${ranking.topThree} of ${ranking.cases} ` +
        `(${percent(ranking.first, ranking.cases)} / ${percent(ranking.topThree, ranking.cases)})`,
      budget: `>= ${RANKING_FIRST_BUDGET * 100} % / ${RANKING_TOP_THREE_BUDGET * 100} %`,
      pass:
        ranking.first / ranking.cases >= RANKING_FIRST_BUDGET &&
        ranking.topThree / ranking.cases >= RANKING_TOP_THREE_BUDGET,
      metrics: { first: ranking.first / ranking.cases, topThree: ranking.topThree / ranking.cases },
      better: { first: 'higher', topThree: 'higher' },
    },
    {
      id: 'inference/matcher-latency',
      figure: `food search matcher per query (ranking table, 8.8k reference foods, in process), p95 / max`,
      value:
        `${ranking.msP95.toFixed(2)} ms / ${ranking.msMax.toFixed(2)} ms ` +
        `(median ${ranking.msMedian.toFixed(2)} ms)`,
      budget: `p95 <= ${SEARCH_BUDGET_MS} ms`,
      pass: ranking.msP95 <= SEARCH_BUDGET_MS,
      metrics: { p95Ms: ranking.msP95, maxMs: ranking.msMax, medianMs: ranking.msMedian },
      better: {},
    },
    ...labelFigures(labels),
  );
}

const frontendFrom = figures.length;
// The front end first, on a quiet machine (after the API runs, PostgreSQL's autovacuum is still busy with the
// seed, and Lighthouse's blocking time grows with any load).
/** `login` or `dashboard`: the page of a Lighthouse or main-thread row, in its figure's id. */
const pageSlug = (page) => (page.includes('login') ? 'login' : 'dashboard');

if (sections.has('frontend')) {
  log('front end: seeding the dashboard user, then bytes per route, navigation, Lighthouse, offline');
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-bench-stack-'));
  seedDatabase({ dataDir }, { years: MAIN_HISTORY.years, others: 0 });
  // The before build's front end (bench/lib/before-build.mjs) gets a copy of the seeded directory, taken before the
  // app's own stack opens it; it is loaded in turn with this build for the main-thread figure.
  const before = await startBeforeStack({
    basePort: 18320,
    email: BENCH_EMAIL,
    password: BENCH_PASSWORD,
    dataDir,
    log,
  });
  const stack = await startStack({ basePort: 18300, email: BENCH_EMAIL, password: BENCH_PASSWORD, dataDir });
  try {
    for (const row of await measureRouteBytes(stack)) {
      const isDashboard = row.route === '/';
      figures.push({
        figure: `cold visit of ${row.route}: gzip JS + CSS, shared libraries loaded twice`,
        value:
          `${row.jsKb.toFixed(1)} KB JS + ${row.cssKb.toFixed(1)} KB CSS in ${row.files} ` +
          `files; twice: ${row.duplicates.length ? row.duplicates.join(', ') : 'none'}`,
        budget: isDashboard ? `JS <= ${DASHBOARD_JS_BUDGET_KB} KB; none twice` : 'none twice',
        pass: row.duplicates.length === 0 && (!isDashboard || row.jsKb <= DASHBOARD_JS_BUDGET_KB),
      });
    }
    for (const row of await measureNavigation(stack)) {
      figures.push({
        figure: `click to first paint of ${row.remote} (${row.link}), first visit`,
        value: `median ${row.medianMs} ms, max ${row.maxMs} ms (${row.samplesMs.join(', ')})`,
        budget: `<= ${NAVIGATION_BUDGET_MS} ms`,
        pass: row.maxMs <= NAVIGATION_BUDGET_MS,
      });
    }
    for (const row of await measureLighthouse(stack, { runs: LIGHTHOUSE_RUNS })) {
      figures.push({
        id: `frontend/lighthouse/${pageSlug(row.page)}`,
        metrics: {
          performance: row.performance,
          accessibility: row.accessibility,
          tbtMs: Math.round(row.medianTbt),
          lcpMs: Math.round(row.metrics.LCP),
        },
        better: { performance: 'higher', accessibility: 'higher', tbtMs: 'lower' },
        figure: `Lighthouse (mobile) ${row.page}: performance / accessibility / TBT, median of ${LIGHTHOUSE_RUNS}`,
        value:
          `${row.performance} / ${row.accessibility} / ` +
          `${Math.round(row.medianTbt)} ms (LCP ${Math.round(row.metrics.LCP)} ms; ` +
          `benchmark index ${benchmarkIndexRange(row)})`,
        budget: `>= ${PERFORMANCE_BUDGET} / >= ${ACCESSIBILITY_BUDGET} / <= ${TBT_BUDGET_MS} ms`,
        pass:
          row.performance >= PERFORMANCE_BUDGET &&
          row.accessibility >= ACCESSIBILITY_BUDGET &&
          row.medianTbt <= TBT_BUDGET_MS,
      });
    }
    for (const row of await measureMainThread(stack, { runs: MAIN_THREAD_PAIRS, before: before.stack })) {
      figures.push({
        id: `frontend/main-thread/${pageSlug(row.page)}`,
        metrics: {
          share: row.share,
          scriptMs: row.scriptMs,
          scriptCpuMs: row.scriptCpuMs,
          longTaskMs: row.longTaskMs,
          beforeMs: row.beforeMs,
        },
        better: { share: 'lower' },
        figure:
          `first load of ${row.page}: main-thread script time at ${CPU_SLOWDOWN}× CPU ` +
          `slowdown, median of ${MAIN_THREAD_PAIRS}, against ${BEFORE_COMMIT}'s loaded in turn`,
        value:
          `${row.scriptMs} ms = ${Math.round(row.share * 100)} % of ${BEFORE_COMMIT}'s ` +
          `${row.beforeMs} ms (CPU ${row.scriptCpuMs} against ${row.beforeCpuMs} ms; ` +
          `long tasks ${row.longTaskMs} ms, ${row.blockingMs} ms over 50 ms)`,
        budget: `<= ${SCRIPT_BUDGET_SHARE * 100} % of ${BEFORE_COMMIT}'s`,
        pass: withinBudget(row),
      });
    }
    // Last: the worker's caches and the queue's requests are the only load it adds.
    const offline = await measureOffline(stack, { log });
    figures.push(
      {
        id: 'frontend/offline/registration',
        figure: "first visit: the service worker's registration (its chunk, after the page, and its code in main.js)",
        value:
          `${offline.registration.totalKb.toFixed(1)} KB gzip (chunk ${offline.registration.chunkKb.toFixed(1)}, ` +
          `in main.js ${offline.registration.inMainKb.toFixed(1)})`,
        budget: `<= ${REGISTRATION_BUDGET_KB} KB`,
        pass: offline.registration.totalKb <= REGISTRATION_BUDGET_KB,
        metrics: { kb: offline.registration.totalKb },
        better: { kb: 'lower' },
      },
      {
        id: 'frontend/offline/dashboard',
        figure: 'second visit with no connection: navigation start to a saved log on the dashboard, median of 5',
        value:
          `median ${Math.round(offline.offlineDashboard.medianMs)} ms ` +
          `(${offline.offlineDashboard.samplesMs.map(Math.round).join(', ')})`,
        budget: `<= ${OFFLINE_DASHBOARD_BUDGET_MS} ms`,
        pass: offline.offlineDashboard.medianMs <= OFFLINE_DASHBOARD_BUDGET_MS,
        metrics: { medianMs: offline.offlineDashboard.medianMs, maxMs: offline.offlineDashboard.maxMs },
        better: { medianMs: 'lower' },
      },
      {
        id: 'frontend/offline/sync',
        figure: `${offline.sync.changes} queued changes: back online to every one confirmed by the API`,
        value: `${Math.round(offline.sync.ms)} ms`,
        budget: `<= ${SYNC_BUDGET_MS} ms`,
        pass: offline.sync.ms <= SYNC_BUDGET_MS,
        metrics: { ms: offline.sync.ms },
        better: { ms: 'lower' },
      },
    );
  } finally {
    await stack.stop();
    await before.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  }
}

// Front-end rows written without an id get theirs (and their metrics) from their text.
figures.splice(
  frontendFrom,
  figures.length - frontendFrom,
  ...figures.slice(frontendFrom).map((figure) => withIdFromText(figure, 'frontend')),
);

let api;
if (sections.has('api')) {
  log('API: seeding and loading (PGlite, then PostgreSQL when DATABASE_URL is set)');
  api = await measureApiFigures({ log });
  figures.push(...api.figures);
}
api?.cleanUp();

printFigures(figures);

/**
 * Chromium's version: the front-end figures moved by half from one machine of the same kind to the next, and a new
 * browser is one possible cause.
 */
function chromiumVersion() {
  try {
    return execFileSync(process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

// The same figures for tools and for comparing runs, with the machine and date.
const results = {
  date: new Date().toISOString(),
  machine: {
    platform: `${os.platform()} ${os.release()}`,
    cpus: os.cpus().length,
    cpu: os.cpus()[0]?.model ?? 'unknown',
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    node: process.version,
    chromium: chromiumVersion(),
  },
  figures,
};
const resultsDir = new URL('./results/', import.meta.url);
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(new URL('latest.json', resultsDir), `${JSON.stringify(results, null, 2)}\n`);
console.log('\nWritten to bench/results/latest.json');

let worse = 0;
if (values.compare) {
  const baselineFile = new URL('baseline.json', resultsDir);
  if (fs.existsSync(baselineFile)) {
    const baseline = JSON.parse(fs.readFileSync(baselineFile, 'utf8'));
    console.log(`\nAgainst bench/results/baseline.json (${baseline.date ?? 'no date'}): ${baseline.note ?? 'no note'}`);
    const comparison = compareFigures(figures, baseline.figures, { sections });
    for (const line of comparisonLines(comparison)) console.log(line);
    worse = comparison.worse;
  } else {
    console.log('\nNo bench/results/baseline.json to compare with.');
  }
}

process.exit(figures.every((f) => f.pass) && worse === 0 ? 0 : 1);
