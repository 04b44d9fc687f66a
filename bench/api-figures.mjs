// The API figures of `pnpm bench`: seeds each database, loads the API beside the bare route (reads) and beside the
// database's own rate (the write), then compares 10 years of history with 1. PGlite always; PostgreSQL when
// DATABASE_URL names a server to use (the API then runs with SHARED_DATABASE on, as deployed).
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  CONNECTIONS,
  GROWTH_BUDGET,
  LARGE_P99_BUDGET,
  measureApiLoad,
  measureGrowth,
  P99_BUDGET_MS,
  READ_SHARE_BUDGET,
  WRITE_SHARE_BUDGET,
} from './api-load.mjs';
import { FOOD_SEARCH_P95_BUDGET_MS, measureFoodSearch } from './food-search.mjs';
import { sharedData } from './inference.mjs';
import { signIn, startApi } from './lib/api-server.mjs';
import { createDatabase, postgresAvailable } from './lib/postgres.mjs';
import { BENCH_EMAIL, BENCH_PASSWORD, seedDatabase } from './lib/seed.mjs';

export const MAIN_HISTORY = { years: 3, others: 1000 };

const percent = (share) => `${Math.round(share * 100)} %`;

function databases(workDir) {
  const list = [{ id: 'pglite', name: 'PGlite', make: (label) => ({ dataDir: path.join(workDir, label) }) }];
  if (postgresAvailable())
    list.push({
      id: 'postgresql',
      name: 'PostgreSQL',
      make: (label) => ({ databaseUrl: createDatabase(`bench_${label}`) }),
    });
  return list;
}

/**
 * A read row: at least half the bare route's rate; p99 within P99_BUDGET_MS, or for a large answer within
 * LARGE_P99_BUDGET of the bare route's.
 */
function readFigure(database, row) {
  const p99VsBare = row.api.p99 / row.bare.p99;
  const p99Pass = row.large ? p99VsBare <= LARGE_P99_BUDGET : row.api.p99 <= P99_BUDGET_MS;
  return {
    id: `api/${database.id}/read/${row.id}`,
    figure: `API on ${database.name}: ${row.name}`,
    value:
      `${Math.round(row.api.rps)} req/s = ${percent(row.share)} of bare (${Math.round(row.bare.rps)}); ` +
      `p99 ${row.api.p99} ms (bare ${row.bare.p99} ms${row.large ? `, x${p99VsBare.toFixed(2)}` : ''})`,
    budget: row.large
      ? `>= ${percent(READ_SHARE_BUDGET)} of bare, p99 <= x${LARGE_P99_BUDGET} ` +
        `bare's at ${CONNECTIONS} connections (large answer)`
      : `>= ${percent(READ_SHARE_BUDGET)} of bare, p99 <= ${P99_BUDGET_MS} ms at ${CONNECTIONS} connections`,
    pass: row.share >= READ_SHARE_BUDGET && p99Pass,
    metrics: {
      share: row.share,
      rps: row.api.rps,
      bareRps: row.bare.rps,
      p99Ms: row.api.p99,
      bareP99Ms: row.bare.p99,
      p99VsBare,
    },
    better: row.large ? { share: 'higher', p99VsBare: 'lower' } : { share: 'higher', p99Ms: 'lower' },
  };
}

/**
 * The write row: create-then-delete pairs per second on both sides (autocannon's requests / 2, the database's pairs).
 */
function writeFigure(database, row) {
  const own = row.database;
  return {
    id: `api/${database.id}/write/${row.id}`,
    figure: `API on ${database.name}: ${row.name}`,
    value:
      `${Math.round(row.apiPairs)} pairs/s (${Math.round(row.api.rps)} req/s / 2) = ` +
      `${percent(row.share)} of the database's own rate (${Math.round(own.pairsPerSecond)} pairs/s, the ` +
      `same statements: ${own.how}); p99 ${row.api.p99} ms per request at ${CONNECTIONS} connections`,
    budget: `>= ${percent(WRITE_SHARE_BUDGET)} of the database's own rate`,
    pass: row.share >= WRITE_SHARE_BUDGET,
    metrics: {
      share: row.share,
      pairsPerSecond: row.apiPairs,
      databasePairsPerSecond: own.pairsPerSecond,
      p99Ms: row.api.p99,
    },
    better: { share: 'higher' },
  };
}

/** The food search's latency on a server of its own over the seeded main database. */
async function measureFoodSearchOn(database, port) {
  const api = await startApi({ port, database });
  try {
    return await measureFoodSearch({ apiUrl: api.url, token: await signIn(api.url, BENCH_EMAIL, BENCH_PASSWORD) });
  } finally {
    await api.stop();
  }
}

/** Figures `{ id, figure, value, budget, pass, metrics, better }` (see run.mjs). */
export async function measureApiFigures({ port = 18700, log = console.error } = {}) {
  const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-bench-api-'));
  const figures = [];
  for (const database of databases(workDir)) {
    const main = database.make('main');
    // The main database holds the USDA SR reference foods too (the food search).
    const seeded = seedDatabase(main, { ...MAIN_HISTORY, foods: path.join(sharedData(), 'usda-sr') });
    log(
      `${database.name}: seeding ${MAIN_HISTORY.years} years of one user, a month ` +
        `of ${MAIN_HISTORY.others} others and the reference foods (${seeded} s)`,
    );
    for (const row of await measureApiLoad({ database: main, port, log }))
      figures.push(row.write ? writeFigure(database, row) : readFigure(database, row));
    const search = await measureFoodSearchOn(main, port + 20);
    log(`food search: p95 ${search.p95} ms (p50 ${search.p50} ms, max ${search.max} ms, ${search.requests} requests)`);
    figures.push({
      id: `api/${database.id}/food-search`,
      figure:
        `API on ${database.name}: food search, 8.8k reference foods + 200 ` +
        `own products, not kept in memory (${search.requests} requests)`,
      value: `p95 ${search.p95} ms (p50 ${search.p50} ms, max ${search.max} ms)`,
      budget: `p95 <= ${FOOD_SEARCH_P95_BUDGET_MS} ms`,
      pass: search.p95 <= FOOD_SEARCH_P95_BUDGET_MS,
      metrics: { p95Ms: search.p95, p50Ms: search.p50, maxMs: search.max },
      better: { p95Ms: 'lower' },
    });
    const [oneYear, tenYears] = [database.make('one_year'), database.make('ten_years')];
    seedDatabase(oneYear, { years: 1, others: 0 });
    seedDatabase(tenYears, { years: 10, others: 0 });
    for (const row of await measureGrowth({ oneYear, tenYears, port: port + 10, log })) {
      figures.push({
        id: `api/${database.id}/growth/${row.id}`,
        figure: `growth on ${database.name}: ${row.name}, 10 years / 1 year`,
        value:
          `x${row.ratio.toFixed(2)} (${Math.round(row.oneYear)} vs ` +
          `${Math.round(row.tenYears)} req/s at 10 connections, no cache)`,
        budget: `<= x${GROWTH_BUDGET}`,
        pass: row.ratio <= GROWTH_BUDGET,
        metrics: { ratio: row.ratio, oneYearRps: row.oneYear, tenYearsRps: row.tenYears },
        better: { ratio: 'lower' },
      });
    }
  }
  return { figures, cleanUp: () => fs.rmSync(workDir, { recursive: true, force: true }) };
}
