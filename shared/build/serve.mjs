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

const port = Number(process.env.PORT ?? values.port);
if (!Number.isInteger(port) || port <= 0) {
  console.error('serve: give a port with --port N or PORT=N');
  process.exit(1);
}
const root = path.resolve(values.dir);
const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });

// Entry points must be re-read on every load so that a redeployed remote is picked up; hashed files never change.
const noCache = /(?:index\.html|remoteEntry\.js|mf-manifest\.json|mf-stats\.json|remotes\.json)$/;
const setHeaders = (res, filePath) => {
  res.setHeader('Cache-Control', noCache.test(filePath) ? 'no-cache' : 'public, max-age=31536000, immutable');
};

await app.register(fastifyCors, { origin: true });
await app.register(fastifyStatic, { root, preCompressed: true, setHeaders, cacheControl: false, wildcard: false, index: ['index.html'] });

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
  app.setNotFoundHandler((request, reply) => {
    if (request.method === 'GET' && !request.url.startsWith('/api/')) {
      reply.header('Cache-Control', 'no-cache');
      return reply.sendFile('index.html');
    }
    return reply.code(404).send({ status: 404, title: 'Not Found' });
  });
}

await app.listen({ port, host: process.env.HOST ?? '127.0.0.1' });
console.log(`serving ${root} on http://${process.env.HOST ?? '127.0.0.1'}:${port}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
