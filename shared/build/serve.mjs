// Serves one built front end as in production: static files from its own origin.
// The host also proxies /api to the API and answers /remotes.json, the run-time map of remote manifests.
// With RELEASES_DIR, the remotes' releases are served from the release store: a remote (`--remote NAME`) serves its
// store folder, every version under its own path, and the host's /remotes.json names each live version (from the
// registry, read on every request). See docs/architecture.md, "Releasing a remote".
import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { parseArgs } from 'node:util';
import fastifyCors from '@fastify/cors';
import fastifyHelmet from '@fastify/helmet';
import fastifyProxy from '@fastify/http-proxy';
import fastifyStatic from '@fastify/static';
import Fastify from 'fastify';
import { liveRemotes } from './releases/live-remotes.mjs';
import { releasesDir, remoteName, remoteStoreDir, remoteUrlVariable } from './releases/paths.mjs';
import { readRegistry } from './releases/registry-file.mjs';
import { PORTS } from './webpack.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string' },
    host: { type: 'boolean', default: false },
    remote: { type: 'string' },
  },
});

const port = Number(values.port ?? process.env.PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error('serve: give a port with --port N or PORT=N');
  process.exit(1);
}
const store = process.env.RELEASES_DIR ? releasesDir() : undefined;
const releasedRemote = store && values.remote ? remoteName(values.remote) : undefined;
if (releasedRemote) mkdirSync(remoteStoreDir(store, releasedRemote), { recursive: true });
const root = releasedRemote ? remoteStoreDir(store, releasedRemote) : path.resolve(values.dir);
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });

// Entry points must be re-read on every load so that a redeployed remote is picked up; hashed files never change.
// The web app manifest and its icons are named without a hash (the manifest and index.html name them): revalidated.
// (With preCompressed the file sent may be the .gz/.br sibling: match that too.)
const noCache =
  /(?:index\.html|favicon\.(?:svg|ico)|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json|sw\.js|manifest\.webmanifest|\/icons\/[^/]+\.png)(?:\.gz|\.br)?$/;
const setHeaders = (res, filePath) => {
  res.setHeader('Cache-Control', noCache.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable');
};

const REMOTES = ['intake', 'catalog', 'statistics', 'weight'];

/**
 * Where the host finds a remote's manifest: REMOTE_<NAME>_URL, else the remote's default port on the page's host name.
 */
const remoteUrl = (name, request) => {
  const fromEnv = process.env[remoteUrlVariable(name)];
  if (fromEnv) return fromEnv;
  const hostname = request.hostname.replace(/:\d+$/, '');
  return `${request.protocol}://${hostname}:${PORTS[name]}/mf-manifest.json`;
};

// A remote's files are read by the host's pages only: its manifest by fetch (CORS), its scripts cross-origin.
const hostOrigins = (process.env.HOST_ORIGINS ?? `http://localhost:${PORTS.host},http://127.0.0.1:${PORTS.host}`)
  .split(',')
  .map((origin) => origin.trim())
  .filter(Boolean);

// Pages run only their own code and, on the host, the remotes' (exactly their origins); they talk only to their
// own origin (the host proxies the API under /api) and the remotes', and cannot be framed. Fluent UI (Griffel)
// and ApexCharts set inline styles; the barcode reader compiles WebAssembly.
const remoteOrigins = values.host
  ? [
      (request) =>
        REMOTES.map(
          (name) => new URL(remoteUrl(name, { hostname: request.headers.host ?? '', protocol: 'http' })).origin,
        ).join(' '),
    ]
  : [];
const contentSecurityPolicy = {
  useDefaults: false,
  directives: {
    defaultSrc: ["'self'"],
    manifestSrc: ["'self'"],
    scriptSrc: ["'self'", "'wasm-unsafe-eval'", ...remoteOrigins],
    connectSrc: ["'self'", ...remoteOrigins],
    styleSrc: ["'self'", "'unsafe-inline'"],
    imgSrc: ["'self'", 'data:', 'blob:'],
    mediaSrc: ["'self'", 'blob:'],
    fontSrc: ["'self'", 'data:'],
    workerSrc: ["'self'", 'blob:'],
    objectSrc: ["'none'"],
    baseUri: ["'self'"],
    formAction: ["'self'"],
    frameAncestors: ["'none'"],
  },
};

await app.register(fastifyHelmet, {
  contentSecurityPolicy,
  // A remote's scripts are loaded by the host's pages, from another origin.
  crossOriginResourcePolicy: { policy: values.host ? 'same-origin' : 'cross-origin' },
  // HTTPS is the deployment's proxy's business; on loopback HSTS means nothing.
  strictTransportSecurity: false,
  frameguard: { action: 'deny' },
});
if (!values.host) await app.register(fastifyCors, { origin: hostOrigins });
// wildcard (the default) looks files up per request: files of a redeploy are served without a restart.
await app.register(fastifyStatic, {
  root,
  preCompressed: true,
  setHeaders,
  cacheControl: false,
  index: ['index.html'],
});

if (values.host) {
  const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${PORTS.api}`;
  await app.register(fastifyProxy, { upstream: apiUrl, prefix: '/api', rewritePrefix: '/api' });

  app.get('/remotes.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    const urls = Object.fromEntries(REMOTES.map((n) => [n, remoteUrl(n, request)]));
    return store ? liveRemotes(readRegistry(store), urls) : urls;
  });
  // Single-page app: any other GET that is not a file answers the shell.
  // Paths with a file extension are assets: a missing one is a 404, not the shell (which would fail as a script).
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if (
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      !/\.[a-z0-9]+$/i.test(pathname)
    ) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ status: 404, title: 'Not Found' });
  });
}

const listenHost = process.env.SERVE_HOST ?? '127.0.0.1';
await app.listen({ port, host: listenHost });
console.log(`serving ${root} on http://${listenHost}:${port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
