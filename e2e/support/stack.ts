// What the tests and the global setup agree on: where the stack listens and who can sign in.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository root (e2e/support/ → ../..). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * This run's own files (the stack's log, the fake camera's video, Playwright's results): E2E_RUN_DIR, so that two
 * runs can go at once (the test command runs the PGlite and the two-process run side by side); e2e/.tmp by default.
 */
export const RUN_DIR = path.resolve(process.env.E2E_RUN_DIR ?? path.join(ROOT, 'e2e/.tmp'));

/**
 * Where the stack serves a front end's build from: a copy in the run directory that the global setup makes, so that
 * the redeploy spec can replace a remote's build without touching the repository's or another run's; the
 * repository's own `<app>/dist` for a stack started by hand (E2E_EXTERNAL_STACK=1).
 */
export const FRONT_ENDS_ROOT = process.env.E2E_EXTERNAL_STACK === '1' ? ROOT : path.join(RUN_DIR, 'front-ends');
export const servedDist = (app: string) => path.join(FRONT_ENDS_ROOT, app, 'dist');

/** Debian's Chromium: Playwright's own browser download does not work on these machines. */
export const CHROMIUM_PATH = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

/**
 * Base port of the stack under test (.ci/stack.mjs: api on N, host N+1, intake N+2, catalog N+3,
 * statistics N+4, weight N+5). Kept away from the default ports (4000, 8080-8084) of a running dev stack.
 */
export const BASE_PORT = Number(process.env.E2E_BASE_PORT ?? 18100);

export const PORTS = {
  api: BASE_PORT,
  host: BASE_PORT + 1,
  intake: BASE_PORT + 2,
  catalog: BASE_PORT + 3,
  statistics: BASE_PORT + 4,
  weight: BASE_PORT + 5,
} as const;

export type RemoteName = 'intake' | 'catalog' | 'statistics' | 'weight';

/** The host's origin, as the stack prints it ('Nutrilog is running at http://localhost:PORT/'). */
export const BASE_URL = `http://localhost:${PORTS.host}`;

/** The origin a remote is served from, as the host's /remotes.json points at it. */
export const remoteOrigin = (name: RemoteName) => `http://localhost:${PORTS[name]}`;

export interface TestUser {
  email: string;
  password: string;
}

/** Created with the API's user CLI by the global setup, in a fresh data directory (no demo user). */
export const USERS = {
  /** Signs in and out, navigates; its profile is never changed. */
  main: { email: 'e2e@nutrilog.test', password: 'e2e-password-1' },
  /** Changes its preferred language; kept apart so that other tests always see English. */
  locale: { email: 'e2e-locale@nutrilog.test', password: 'e2e-password-2' },
  /** Builds products and recipes; kept apart so other tests see an empty catalogue. */
  catalog: { email: 'e2e-catalog@nutrilog.test', password: 'e2e-password-3' },
  /** Logs what it eats; its days are its own, so the dashboard totals are exact. */
  intake: { email: 'e2e-intake@nutrilog.test', password: 'e2e-password-4' },
  /** Logs just after midnight in a time zone far from UTC. */
  timezone: { email: 'e2e-timezone@nutrilog.test', password: 'e2e-password-5' },
  /** Sets goals; its dashboard shows them. */
  goals: { email: 'e2e-goals@nutrilog.test', password: 'e2e-password-6' },
  /** Reads its statistics in English. */
  statistics: { email: 'e2e-statistics@nutrilog.test', password: 'e2e-password-7' },
  /** Reads its statistics in Dutch. */
  statisticsNl: { email: 'e2e-statistics-nl@nutrilog.test', password: 'e2e-password-8' },
  /** Logs its weight over two weeks. */
  weight: { email: 'e2e-weight@nutrilog.test', password: 'e2e-password-9' },
  /** Has a single weight log, in Dutch. */
  weightNl: { email: 'e2e-weight-nl@nutrilog.test', password: 'e2e-password-10' },
  /** Fills in logs and products from text, in English. */
  inference: { email: 'e2e-inference@nutrilog.test', password: 'e2e-password-11' },
  /** Fills in a log from Dutch text. */
  inferenceNl: { email: 'e2e-inference-nl@nutrilog.test', password: 'e2e-password-12' },
  /** Has a product, a goal and a weigh-in, and exports them. */
  transferSource: { email: 'e2e-transfer-source@nutrilog.test', password: 'e2e-password-13' },
  /** Empty until it imports the source's export. */
  transferTarget: { email: 'e2e-transfer-target@nutrilog.test', password: 'e2e-password-14' },
  /** Imports weight logs from CSV files, good and bad. */
  transferCsv: { email: 'e2e-transfer-csv@nutrilog.test', password: 'e2e-password-15' },
  /** Starts empty and logs a banana from the food database, in English. */
  foods: { email: 'e2e-foods@nutrilog.test', password: 'e2e-password-16' },
  /** Starts empty and logs "kipfilet" from the food database, in Dutch. */
  foodsNl: { email: 'e2e-foods-nl@nutrilog.test', password: 'e2e-password-17' },
  /** Starts empty and adds a food from the products page's food database dialog. */
  foodsDialog: { email: 'e2e-foods-dialog@nutrilog.test', password: 'e2e-password-18' },
  /** Has a meal today and yesterday and a weigh-in, and reads them with no connection. */
  offline: { email: 'e2e-offline@nutrilog.test', password: 'e2e-password-19' },
  /** Logs meals and a weigh-in with no connection, and signs out with changes not synced. */
  offlineWrites: { email: 'e2e-offline-writes@nutrilog.test', password: 'e2e-password-20' },
  /** Edits offline a log that another device deletes meanwhile. */
  offlineConflict: { email: 'e2e-offline-conflict@nutrilog.test', password: 'e2e-password-21' },
  /** Logs a product offline that another device deletes meanwhile, then corrects the refused log. */
  offlineRefused: { email: 'e2e-offline-refused@nutrilog.test', password: 'e2e-password-22' },
  /** Creates a product with a portion offline and logs that portion before the API has seen either. */
  offlineProduct: { email: 'e2e-offline-product@nutrilog.test', password: 'e2e-password-23' },
} satisfies Record<string, TestUser>;

/** Environment variables through which the global setup hands the running stack to the teardown. */
export const ENV = {
  stackPid: 'NUTRILOG_E2E_STACK_PID',
  tempDir: 'NUTRILOG_E2E_TEMP_DIR',
} as const;
