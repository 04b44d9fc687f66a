// Spreads HTTP requests over several API processes in turn, as a load balancer would (so that the end-to-end suite
// can run against two API processes on one PostgreSQL). Loopback only; used by .ci/stack.mjs with API_PROCESSES.
//   node shared/build/round-robin.mjs --port 4000 --upstream http://127.0.0.1:4010 --upstream http://127.0.0.1:4011
import { parseArgs } from 'node:util';
import fastifyReplyFrom from '@fastify/reply-from';
import Fastify from 'fastify';

const { values } = parseArgs({ options: { port: { type: 'string' }, upstream: { type: 'string', multiple: true } } });
const upstreams = values.upstream ?? [];
const port = Number(values.port);
if (!Number.isInteger(port) || port <= 0 || upstreams.length === 0) {
  console.error('round-robin: give --port N and at least one --upstream URL');
  process.exit(1);
}

const app = Fastify({ logger: { level: process.env.LOG_LEVEL ?? 'warn' } });
// Bodies pass through untouched (JSON, multipart photos): no parsing here.
app.removeAllContentTypeParsers();
app.addContentTypeParser('*', (_request, payload, done) => done(null, payload));
// The API answers its own time-outs (an inference's 20 s, for one), so the balancer waits longer than any of them
// rather than answering 504 after reply-from's default of 10 s (a label photo read on a busy machine took longer).
await app.register(fastifyReplyFrom, {
  http: { agentOptions: { keepAlive: true }, requestOptions: { timeout: 120_000 } },
});

let next = 0;
app.all('/*', (request, reply) => {
  const upstream = upstreams[next];
  next = (next + 1) % upstreams.length;
  return reply.from(`${upstream}${request.url}`);
});

await app.listen({ port, host: '127.0.0.1' });
console.log(`round-robin on http://127.0.0.1:${port} over ${upstreams.join(', ')}`);
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => app.close().then(() => process.exit(0)));
