// Serves one built front end as in production: static files from its own origin.
// The host also proxies /api to the API and answers /remotes.json, the run-time map of remote manifests.
import path from 'node:path';
import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import fastifyStatic from '@fastify/static';
import fastifyCors from '@fastify/cors';
import fastifyProxy from '@fastify/http-proxy';
import { PORTS } from './webpack.mjs';

const { values } = parseArgs({
  options: {
    dir: { type: 'string', default: 'dist' },
    port: { type: 'string' },
    host: { type: 'boolean', default: false },
  },
});

const port = Number(values.port ?? process.env.PORT);
if (!Number.isInteger(port) || port <= 0) {
  console.error('serve: give a port with --port N or PORT=N');
  process.exit(1);
}
const root = path.resolve(values.dir);
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });

// Entry points must be re-read on every load so that a redeployed remote is picked up; hashed files never change.
// (With preCompressed the file sent may be the .gz/.br sibling: match that too.)
const noCache = /(?:index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json)(?:\.gz|\.br)?$/;
const setHeaders = (res, filePath) => {
  res.setHeader('Cache-Control', noCache.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable');
};

await app.register(fastifyCors, { origin: true });
// wildcard (the default) looks files up per request: files of a redeploy are served without a restart.
await app.register(fastifyStatic, { root, preCompressed: true, setHeaders, cacheControl: false, index: ['index.html'] });

if (values.host) {
  const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${PORTS.api}`;
  await app.register(fastifyProxy, { upstream: apiUrl, prefix: '/api', rewritePrefix: '/api' });

  const remoteUrl = (name, request) => {
    const fromEnv = process.env[`REMOTE_${name.toUpperCase()}_URL`];
    if (fromEnv) return fromEnv;
    const hostname = request.hostname.replace(/:\d+$/, '');
    return `${request.protocol}://${hostname}:${PORTS[name]}/mf-manifest.json`;
  };
  app.get('/remotes.json', async (request, reply) => {
    reply.header('Cache-Control', 'no-cache');
    return Object.fromEntries(['intake', 'catalog', 'statistics', 'weight'].map((n) => [n, remoteUrl(n, request)]));
  });
  // Single-page app: any other GET that is not a file answers the shell.
  // Paths with a file extension are assets: a missing one is a 404, not the shell (which would fail as a script).
  app.setNotFoundHandler((request, reply) => {
    const pathname = request.url.split('?')[0];
    if ((request.method === 'GET' || request.method === 'HEAD') && !pathname.startsWith('/api/') && !/\.[a-z0-9]+$/i.test(pathname)) {
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
