// Starts the built API (api/dist/server.js) on a port of its own, on PGlite in a data directory or on
// PostgreSQL (DATABASE_URL), for the load benchmarks.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

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

/** `database`: `{ dataDir }` for PGlite or `{ databaseUrl }` for PostgreSQL; `env`: more of the API's settings. */
export async function startApi({ port, database, env: extraEnv = {} }) {
  const env = { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', SEED_DEMO: 'false', ...extraEnv };
  delete env.DATABASE_URL;
  delete env.FOOD_DATA_DIR;
  if (database.databaseUrl) env.DATABASE_URL = database.databaseUrl;
  else env.DATA_DIR = database.dataDir;
  const child = spawn(process.execPath, ['dist/server.js'], { cwd: path.join(root, 'api'), env, stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitForUrl(`${url}/api/docs.json`, child);
  return { url, pid: child.pid, stop: () => stopChild(child) };
}

export async function signIn(apiUrl, email, password) {
  const response = await fetch(`${apiUrl}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password }) });
  if (!response.ok) throw new Error(`sign-in as ${email} answered ${response.status}: ${await response.text()}`);
  return (await response.json()).accessToken;
}
