// The yardstick of the API load benchmarks: a bare Fastify server that answers each recorded route with the
// same status, headers and bytes the API gave, from memory. Run as a process of its own, like the API:
//   node bare-server.mjs <port> <responses.json>
// (responses: [{ method, path, status, contentType, contentEncoding, headers, body }], body in base64)
import fs from 'node:fs';
import Fastify from 'fastify';

const [port, file] = process.argv.slice(2);
const responses = JSON.parse(fs.readFileSync(file, 'utf8'));
const app = Fastify({ logger: false });
for (const { method, path, status, contentType, contentEncoding, headers = {}, body } of responses) {
  const bytes = Buffer.from(body, 'base64');
  app.route({
    method,
    url: path,
    handler: (_request, reply) => {
      void reply.headers(headers);
      if (contentEncoding) void reply.header('content-encoding', contentEncoding);
      return reply
        .code(status)
        .type(contentType)
        .send(status === 204 ? undefined : bytes);
    },
  });
}
await app.listen({ port: Number(port), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
