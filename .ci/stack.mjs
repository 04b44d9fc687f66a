#!/usr/bin/env node
// Starts the composed app as in production: the API, the host and the four remotes, each on its own port.
// Used by the start command and by the end-to-end tests. Stops everything on SIGINT/SIGTERM or when one dies.
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { remoteUrlVariable } from '../shared/build/releases/paths.mjs';
import { NGINX, prepareNginx } from './stack-nginx.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const base = Number(process.env.STACK_BASE_PORT ?? 0);
const ports = base
  ? { api: base, host: base + 1, intake: base + 2, catalog: base + 3, statistics: base + 4, weight: base + 5 }
  : { api: 4000, host: 8080, intake: 8081, catalog: 8082, statistics: 8083, weight: 8084 };
const hostName = process.env.STACK_HOST ?? 'localhost';
const apiUrl = `http://127.0.0.1:${ports.api}`;
const remotes = ['intake', 'catalog', 'statistics', 'weight'];

const children = [];
let stopping = false;

function start(name, cwd, args, env, command = process.execPath) {
  const child = spawn(command, args, {
    cwd: path.join(root, cwd),
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const prefix = (line) => `[${name}] ${line}`;
  for (const stream of [child.stdout, child.stderr]) {
    let buffer = '';
    stream.on('data', (chunk) => {
      buffer += chunk;
      const lines = buffer.split('\n');
      buffer = lines.pop();
      for (const line of lines) console.log(prefix(line));
    });
  }
  child.on('exit', (code) => {
    if (!stopping) {
      console.error(prefix(`exited with code ${code}; stopping the stack`));
      stop(1);
    }
  });
  children.push(child);
  return child;
}

async function waitFor(url, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

function stop(code = 0) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 3000).unref();
  Promise.all(children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r))))).then(() =>
    process.exit(code),
  );
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

// STACK_WEB_SERVER=nginx: nginx in front as deployed (deploy/nginx), the API processes behind its upstream; else the
// Node server (shared/build/serve.mjs) for each front end.
const behindNginx = process.env.STACK_WEB_SERVER === 'nginx';
// API_PROCESSES=N (N > 1, with DATABASE_URL): N API processes on one PostgreSQL, behind nginx or a round-robin
// balancer.
const apiProcesses = Number(process.env.API_PROCESSES ?? 1);
if (apiProcesses > 1 && !process.env.DATABASE_URL) {
  console.error('API_PROCESSES needs DATABASE_URL: a PGlite data directory is held by one process.');
  process.exit(1);
}
const apiUrls = behindNginx ? [] : [apiUrl];
const upstreams =
  behindNginx || apiProcesses > 1 ? Array.from({ length: apiProcesses }, (_, i) => ports.api + 10 + i) : [];
apiUrls.push(...upstreams.map((port) => `http://127.0.0.1:${port}`));
// Migrations take kysely's lock on PostgreSQL; only the first process may seed the demo account. Behind a proxy the
// client's address is the X-Forwarded-For one (rate limits), as deployed.
upstreams.forEach((port, i) =>
  start(`api-${i + 1}`, 'api', ['dist/server.js'], {
    PORT: String(port),
    SEED_DEMO: i === 0 ? process.env.SEED_DEMO : 'false',
    ...(behindNginx ? { TRUST_PROXY: 'true' } : {}),
  }),
);
if (upstreams.length === 0) start('api', 'api', ['dist/server.js'], { PORT: String(ports.api) });
else if (!behindNginx)
  start(
    'balancer',
    'api',
    [
      path.join(root, 'shared/build/round-robin.mjs'),
      '--port',
      String(ports.api),
      ...upstreams.flatMap((port) => ['--upstream', `http://127.0.0.1:${port}`]),
    ],
    {},
  );

const serve = path.join(root, 'shared/build/serve.mjs');
// STACK_FRONTEND_ROOT: serve the front ends' builds from another tree's `<app>/dist` (the benchmark's before build,
// an end-to-end run's own copy).
const frontEndDir = (app) =>
  process.env.STACK_FRONTEND_ROOT
    ? path.join(process.env.STACK_FRONTEND_ROOT, app, 'dist')
    : path.join(root, app, 'dist');
// The remotes answer CORS for the host's pages, on the host name the URL shows and on 127.0.0.1.
const hostOrigins = [...new Set([hostName, '127.0.0.1'])].map((name) => `http://${name}:${ports.host}`);
if (behindNginx) {
  const runDir = process.env.STACK_NGINX_DIR ?? path.join(root, '.nginx');
  try {
    const args = prepareNginx({ runDir, ports, hostName, hostOrigins, apiPorts: upstreams, frontEndDir, remotes });
    start('nginx', '.', args, {}, NGINX);
  } catch (error) {
    // `nginx -t` printed what is wrong above; the API processes already started are stopped with the rest.
    console.error(`nginx: ${error.message}`);
    stop(1);
  }
} else {
  for (const remote of remotes)
    start(
      remote,
      `mfe-${remote}`,
      [serve, '--dir', frontEndDir(`mfe-${remote}`), '--remote', remote, '--port', String(ports[remote])],
      {
        HOST_ORIGINS: hostOrigins.join(','),
      },
    );
  start('host', 'host', [serve, '--dir', frontEndDir('host'), '--host', '--port', String(ports.host)], {
    API_URL: apiUrl,
    ...Object.fromEntries(
      remotes.map((r) => [remoteUrlVariable(r), `http://${hostName}:${ports[r]}/mf-manifest.json`]),
    ),
  });
}

try {
  await Promise.all([
    ...apiUrls.map((url) => waitFor(`${url}/api/docs.json`)),
    ...['host', ...remotes].map((n) => waitFor(`http://127.0.0.1:${ports[n]}/`)),
  ]);
  console.log(`\nNutrilog is running at http://${hostName}:${ports.host}/`);
  console.log(
    'Sign in with the demo account: its password is the "Demo sign-in" line above, printed on the first start',
  );
  console.log('of an empty database only. Forgotten? Stop the app, then:');
  console.log(
    "  pnpm --filter @nutrilog/api user:reset-password --email demo@nutrilog.app --password 'a new password'",
  );
  console.log('Stop it with Ctrl+C.');
} catch (error) {
  console.error(String(error));
  stop(1);
}
