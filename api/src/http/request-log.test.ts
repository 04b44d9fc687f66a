import http from 'node:http';
import { PassThrough } from 'node:stream';
import type { AppConfig } from '../config';
import { setupTestApp } from '../testing/harness';

const t = setupTestApp();

/** An app logging at info into memory, in `format`, with a route that fails as a bug would. */
async function loggingApp(format: AppConfig['logFormat']) {
  let text = '';
  const logStream = new PassThrough();
  logStream.on('data', (chunk: Buffer) => (text += chunk.toString()));
  const app = await t.buildApp({ logLevel: 'info', logFormat: format }, { logStream });
  app.get('/api/test-failure', async () => {
    throw new Error('a bug in a handler');
  });
  const lines = () => text.split('\n').filter(Boolean);
  return { app, lines };
}

const json = (lines: string[]) => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

describe('the log', () => {
  it('writes one JSON line per request, under its request id', async () => {
    const { app, lines } = await loggingApp('json');
    await app.inject({ method: 'GET', url: '/api/health/live' });
    const [line, ...more] = json(lines());
    expect(more).toEqual([]);
    expect(line).toMatchObject({
      level: 30,
      reqId: expect.stringMatching(/^req-/),
      res: { statusCode: 200 },
      msg: expect.stringMatching(/^GET \/api\/health\/live 200 \d+\.\d ms$/),
    });
  });

  it("takes the request id from the web server's X-Request-Id", async () => {
    const { app, lines } = await loggingApp('json');
    await app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'f3a9c2d1e0' } });
    expect(json(lines())).toEqual([expect.objectContaining({ reqId: 'f3a9c2d1e0' })]);
  });

  it('writes an error in full, with the same request id as its request line', async () => {
    const { app, lines } = await loggingApp('json');
    const response = await app.inject({ method: 'GET', url: '/api/test-failure' });
    expect(response.statusCode).toBe(500);
    const [failure, request] = json(lines());
    expect(failure).toMatchObject({
      level: 50,
      msg: 'request failed',
      err: { message: 'a bug in a handler', stack: expect.stringContaining('request-log.test.ts') },
    });
    expect(request).toMatchObject({ msg: expect.stringMatching(/^GET \/api\/test-failure 500 /) });
    expect(failure!.reqId).toBe(request!.reqId);
  });

  it('logs a read answered before Fastify under the id the web server gave it', async () => {
    const { app, lines } = await loggingApp('json');
    const base = await app.listen({ port: 0, host: '127.0.0.1' });
    const me = await t.signIn();
    const read = (id: string) =>
      new Promise<void>((resolve, reject) =>
        http
          .get(`${base}/api/weight_logs`, { headers: { ...me.headers, 'x-request-id': id } }, (response) =>
            response.resume().on('end', resolve),
          )
          .on('error', reject),
      );
    await read('first-read');
    await read('kept-read');
    // Only the requests' lines: listening writes one of its own.
    const requests = json(lines()).filter((line) => line.res !== undefined);
    expect(requests.map((line) => [line.reqId, line.kept ?? false])).toEqual([
      ['first-read', false],
      ['kept-read', true],
    ]);
  });

  it('with LOG_FORMAT=pretty, writes one short line per request and an error with its stack', async () => {
    const { app, lines } = await loggingApp('pretty');
    await app.inject({ method: 'GET', url: '/api/health/live', headers: { 'x-request-id': 'abc123' } });
    expect(lines()).toEqual([
      expect.stringMatching(/^\[\d\d:\d\d:\d\d\] INFO: \(abc123\) GET \/api\/health\/live 200 \d+\.\d ms$/),
    ]);

    await app.inject({ method: 'GET', url: '/api/test-failure' });
    const failure = lines().slice(1).join('\n');
    expect(failure).toMatch(/ERROR: \(req-\d+\) request failed/);
    expect(failure).toContain('a bug in a handler');
    expect(failure).toContain('request-log.test.ts');
  });
});
