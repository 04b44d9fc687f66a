// Starts the built API (api/dist/server.js) on a port of its own, on PGlite in a data directory or on
// PostgreSQL (DATABASE_URL), for the load benchmarks; creates users with its CLI (api/dist/cli/user.js).
import { execFile, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const apiDir = path.join(root, 'api');

/** The environment of an API process (server or CLI) on `database`: `{ dataDir }` for PGlite or `{ databaseUrl }`. */
export function databaseEnv(database, extra = {}) {
  const env = { ...process.env, ...extra };
  delete env.DATABASE_URL;
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  else env.DATA_DIR = database.dataDir;
  return env;
}

/** `user create` of the built CLI. On PGlite only while no server holds the data directory. */
export async function createUser(database, email, password) {
  // a password may start with '-'
  const args = ['dist/cli/user.js', 'create', `--email=${email}`, `--password=${password}`];
  await promisify(execFile)(process.execPath, args, { cwd: apiDir, env: databaseEnv(database), timeout: 120_000 });
}

export async function waitForUrl(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

export function stopChild(child) {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.on('exit', resolve);
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 5000).unref();
  });
}

/**
 * `database`: `{ dataDir }` for PGlite or `{ databaseUrl }` for PostgreSQL; `env`: more of the API's settings;
 * `nodeFlags`: options of the API's Node.js (V8's among them, which NODE_OPTIONS does not take).
 */
export async function startApi({ port, database, env: extraEnv = {}, nodeFlags = [] }) {
  // Open Food Facts off: no benchmark may depend on (or load) a service on the internet.
  // On PostgreSQL as deployed: SHARED_DATABASE is its default there, said here so that it cannot change unseen.
  const deployed = database.databaseUrl ? { SHARED_DATABASE: 'true' } : {};
  const env = databaseEnv(database, {
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    OPEN_FOOD_FACTS_URL: 'off',
    ...deployed,
    ...extraEnv,
  });
  delete env.FOOD_DATA_DIR;
  const child = spawn(process.execPath, [...nodeFlags, 'dist/server.js'], {
    cwd: apiDir,
    env,
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/api/docs.json`, child);
  return { url, pid: child.pid, stop: () => stopChild(child) };
}

export async function signIn(apiUrl, email, password) {
  const response = await fetch(`${apiUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!response.ok) throw new Error(`sign-in as ${email} answered ${response.status}: ${await response.text()}`);
  return (await response.json()).accessToken;
}
