// Starts the composed app once for the whole run: a fresh PGlite data directory with the test users
// (created with the API's CLI before the server takes the directory's lock), then .ci/stack.mjs.
// It does not build: the test command builds first (pnpm run build), and this fails fast if a build is missing.
import { execFile, spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { chromium } from '@playwright/test';
import { writeLabelVideo } from './label-video';
import { startOpenFoodFactsFixtures } from './open-food-facts-fixtures';
import {
  BASE_PORT,
  BASE_URL,
  CHROMIUM_PATH,
  ENV,
  FRONT_ENDS_ROOT,
  PORTS,
  ROOT,
  RUN_DIR,
  servedDist,
  USERS,
  type TestUser,
} from './stack';

const run = promisify(execFile);

/** The stack's output, for when something fails (e2e/.tmp, the default run directory, is ignored by git). */
export const STACK_LOG = path.join(RUN_DIR, 'stack.log');
const READY_LINE = `Nutrilog is running at ${BASE_URL}/`;
const START_TIMEOUT_MS = 120_000;

const FRONT_ENDS = ['host', ...['intake', 'catalog', 'statistics', 'weight'].map((name) => `mfe-${name}`)];

const REQUIRED_BUILDS = [
  'api/dist/server.js',
  'api/dist/cli/user.js',
  'host/dist/index.html',
  ...['intake', 'catalog', 'statistics', 'weight'].map((name) => `mfe-${name}/dist/mf-manifest.json`),
];

function assertBuilt(): void {
  const missing = REQUIRED_BUILDS.filter((file) => !fs.existsSync(path.join(ROOT, file)));
  if (missing.length > 0) {
    throw new Error(`Not built: ${missing.join(', ')}. Build first with \`pnpm run build\` at the repository root.`);
  }
}

/** This run's copy of the five front-end builds, which the stack serves (FRONT_ENDS_ROOT). */
function copyFrontEnds(): void {
  fs.rmSync(FRONT_ENDS_ROOT, { recursive: true, force: true });
  for (const app of FRONT_ENDS)
    fs.cpSync(path.join(ROOT, app, 'dist'), servedDist(app), { recursive: true, preserveTimestamps: true });
}

function assertPortFree(port: number): Promise<void> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        new Error(
          `Port ${port} is not free (${error.code}); the e2e stack uses ${BASE_PORT}-${BASE_PORT + 5}. ` +
            'Is an earlier e2e stack still running? Stop it, or choose other ports with E2E_BASE_PORT.',
        ),
      ),
    );
    server.listen(port, '127.0.0.1', () => server.close(() => resolve()));
  });
}

/**
 * E2E_API_PROCESSES=N (N > 1): N API processes on the PostgreSQL database of DATABASE_URL (an empty one, e.g. from
 * .ci/with-postgres.sh) behind a round-robin balancer (or nginx), instead of one process on PGlite.
 */
const API_PROCESSES = Number(process.env.E2E_API_PROCESSES ?? 1);
/** E2E_WEB_SERVER=nginx: the front ends and the API behind nginx as deployed (deploy/nginx), not the Node servers. */
const WEB_SERVER = process.env.E2E_WEB_SERVER === 'nginx' ? 'nginx' : 'node';

/**
 * The stack's environment: this run's data directory and ports, PGlite (or E2E_API_PROCESSES on PostgreSQL), no
 * demo user, the Open Food Facts stand-in.
 */
function stackEnv(dataDir: string, openFoodFactsUrl: string): NodeJS.ProcessEnv {
  if (API_PROCESSES > 1 && !process.env.DATABASE_URL)
    throw new Error('E2E_API_PROCESSES needs DATABASE_URL (bash .ci/with-postgres.sh …).');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    STACK_BASE_PORT: String(BASE_PORT),
    STACK_HOST: 'localhost',
    DATA_DIR: dataDir,
    SEED_DEMO: 'false',
    LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
    OPEN_FOOD_FACTS_URL: openFoodFactsUrl,
    API_PROCESSES: String(API_PROCESSES),
    STACK_FRONTEND_ROOT: FRONT_ENDS_ROOT,
    STACK_WEB_SERVER: WEB_SERVER,
    STACK_NGINX_DIR: path.join(RUN_DIR, 'nginx'),
  };
  // Variables of an outer environment that would move the database or the servers away from this run's.
  for (const name of ['PORT', 'HOST', 'API_URL', ...(API_PROCESSES > 1 ? [] : ['DATABASE_URL'])]) delete env[name];
  return env;
}

/** Every test user in one run of the CLI (one start of the database instead of one per user). */
async function createUsers(users: TestUser[], env: NodeJS.ProcessEnv): Promise<void> {
  const args = [
    'api/dist/cli/user.js',
    'create',
    ...users.flatMap((user) => ['--email', user.email, '--password', user.password]),
  ];
  try {
    await run(process.execPath, args, { cwd: ROOT, env, timeout: 120_000 });
  } catch (error) {
    const { stdout, stderr } = error as { stdout?: string; stderr?: string };
    throw new Error(`Creating the test users failed:\n${stdout ?? ''}${stderr ?? ''}`, { cause: error });
  }
}

function readLog(): string {
  try {
    return fs.readFileSync(STACK_LOG, 'utf8');
  } catch {
    return '';
  }
}

const tail = (text: string, lines = 40) => text.split('\n').slice(-lines).join('\n');

/** Kills the stack's whole process group (the launcher and its six servers). */
export function killGroup(pid: number, signal: NodeJS.Signals | 0): boolean {
  try {
    process.kill(-pid, signal);
    return true;
  } catch {
    return false; // already gone
  }
}

async function startStack(env: NodeJS.ProcessEnv): Promise<number> {
  fs.mkdirSync(path.dirname(STACK_LOG), { recursive: true });
  const log = fs.openSync(STACK_LOG, 'w');
  // Its own process group (detached), writing straight to the log file: it never waits on this process.
  const child = spawn(process.execPath, ['.ci/stack.mjs'], {
    cwd: ROOT,
    env,
    detached: true,
    stdio: ['ignore', log, log],
  });
  fs.closeSync(log);
  child.unref();
  const pid = child.pid;
  if (pid === undefined) throw new Error('The stack could not be started.');
  let exitCode: number | null = null;
  child.once('exit', (code) => (exitCode = code ?? -1));
  // Last resort if the run is interrupted before the teardown: never leave servers behind.
  process.once('exit', () => killGroup(pid, 'SIGKILL'));

  const deadline = Date.now() + START_TIMEOUT_MS;
  while (Date.now() < deadline) {
    if (readLog().includes(READY_LINE)) return pid;
    if (exitCode !== null)
      throw new Error(`The stack exited with code ${exitCode} before it was ready:\n${tail(readLog())}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  killGroup(pid, 'SIGKILL');
  throw new Error(`The stack did not print "${READY_LINE}" within ${START_TIMEOUT_MS / 1000} s:\n${tail(readLog())}`);
}

/** For debugging against a stack started by hand (with the test users): E2E_EXTERNAL_STACK=1. */
async function assertExternalStack(): Promise<void> {
  const response = await fetch(`${BASE_URL}/remotes.json`).catch((error: unknown) => {
    throw new Error(`E2E_EXTERNAL_STACK=1 but nothing answers at ${BASE_URL} (E2E_BASE_PORT=${BASE_PORT}).`, {
      cause: error,
    });
  });
  if (!response.ok) throw new Error(`E2E_EXTERNAL_STACK=1 but ${BASE_URL}/remotes.json answered ${response.status}.`);
}

export default async function globalSetup(): Promise<void> {
  await prepareLabelCamera();
  if (process.env.E2E_EXTERNAL_STACK === '1') return assertExternalStack();
  assertBuilt();
  for (const port of Object.values(PORTS)) await assertPortFree(port);
  copyFrontEnds();

  const tempDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-e2e-'));
  process.env[ENV.tempDir] = tempDir;
  // Lives in this (the runner's) process until the teardown closes it.
  const openFoodFacts = await startOpenFoodFactsFixtures();
  (globalThis as { closeOpenFoodFactsFixtures?: () => Promise<void> }).closeOpenFoodFactsFixtures = openFoodFacts.close;
  const env = stackEnv(path.join(tempDir, 'data'), openFoodFacts.url);

  // The CLI and the server cannot share the PGlite directory: users first, then the server.
  await createUsers(Object.values(USERS), env);

  const pid = await startStack(env);
  process.env[ENV.stackPid] = String(pid);
}

/** The label the camera project's fake camera films (see playwright.config.ts), drawn by a Chromium of its own. */
async function prepareLabelCamera(): Promise<void> {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: ['--no-sandbox', '--disable-gpu'] });
  try {
    await writeLabelVideo(browser);
  } finally {
    await browser.close();
  }
}
