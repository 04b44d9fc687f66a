import { setupTestApp } from '../../testing/harness';
import { METRICS_PATH } from './routes';

const t = setupTestApp();

/** The value of one sample line of the text format, e.g. `nutrilog_kept_answers_total{result="hit"}`. */
function sample(text: string, name: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${name} `));
  return line === undefined ? undefined : Number(line.slice(name.length + 1));
}

const metricsOf = async (app = t.app, headers: Record<string, string> = {}) => {
  const response = await app.inject({ method: 'GET', url: METRICS_PATH, headers });
  return { status: response.statusCode, type: response.headers['content-type'], text: response.body };
};

describe('GET /metrics', () => {
  it("answers Prometheus's text format with the process's own metrics", async () => {
    const { status, type, text } = await metricsOf();
    expect(status).toBe(200);
    expect(type).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(text).toContain('# TYPE process_cpu_user_seconds_total counter');
    expect(text).toContain('# TYPE nodejs_eventloop_lag_seconds gauge');
  });

  it('counts and times requests by their route template and status, never by the uuid in the URL', async () => {
    const me = await t.signIn();
    const missing = '/api/products/0b5c7f1e-3c0a-4a51-9d7e-5f1a2b3c4d5e';
    await t.app.inject({ method: 'GET', url: missing, headers: me.headers });
    await t.app.inject({ method: 'GET', url: missing, headers: me.headers });
    await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    const { text } = await metricsOf();
    const route = 'method="GET",route="/api/products/:uuid",status="404"';
    expect(sample(text, `nutrilog_http_requests_total{${route}}`)).toBe(2);
    expect(sample(text, `nutrilog_http_request_duration_seconds_count{${route}}`)).toBe(2);
    expect(sample(text, `nutrilog_http_request_duration_seconds_bucket{le="+Inf",${route}}`)).toBe(2);
    expect(sample(text, 'nutrilog_http_requests_total{method="GET",route="unmatched",status="404"}')).toBe(1);
    expect(text).not.toContain('0b5c7f1e');
  });

  it('counts kept answers sent and made, and their hit ratio', async () => {
    const app = await t.buildApp();
    const me = await t.signIn();
    for (let i = 0; i < 4; i += 1) await app.inject({ method: 'GET', url: '/api/products', headers: me.headers });
    const { text } = await metricsOf(app);
    expect(sample(text, 'nutrilog_kept_answers_total{result="miss"}')).toBe(1);
    expect(sample(text, 'nutrilog_kept_answers_total{result="hit"}')).toBe(3);
    expect(sample(text, 'nutrilog_kept_answer_hit_ratio')).toBe(0.75);
  });

  it('times an inference by its kind and provider', async () => {
    const me = await t.signIn();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/products/inference',
      headers: { ...me.headers, 'content-type': 'application/json' },
      payload: { prompt: 'nothing that is a food' },
    });
    expect(response.statusCode).toBe(422);
    const { text } = await metricsOf();
    expect(sample(text, 'nutrilog_inference_duration_seconds_count{kind="product",provider="offline"}')).toBe(1);
  });

  it("shows how the database's connections are used, when the database says", async () => {
    const app = await t.buildApp({}, { databaseUse: () => ({ busy: 3, idle: 7, waiting: 2, max: 10 }) });
    const { text } = await metricsOf(app);
    expect(sample(text, 'nutrilog_database_connections{state="busy"}')).toBe(3);
    expect(sample(text, 'nutrilog_database_connections{state="idle"}')).toBe(7);
    expect(sample(text, 'nutrilog_database_waiting_queries')).toBe(2);
    expect(sample(text, 'nutrilog_database_max_connections')).toBe(10);
  });

  describe('who may read them', () => {
    const token = 'a-metrics-token-of-32-characters';

    it('refuses a request a proxy forwarded, even from loopback', async () => {
      const { status } = await metricsOf(t.app, { 'x-forwarded-for': '203.0.113.9' });
      expect(status).toBe(403);
    });

    it('answers a forwarded request that carries METRICS_TOKEN, and refuses a wrong one', async () => {
      const app = await t.buildApp({ metricsToken: token });
      const forwarded = { 'x-forwarded-for': '203.0.113.9' };
      expect((await metricsOf(app, { ...forwarded, authorization: `Bearer ${token}` })).status).toBe(200);
      expect((await metricsOf(app, { ...forwarded, authorization: `Bearer ${token.slice(1)}x` })).status).toBe(403);
      expect((await metricsOf(app, { ...forwarded, authorization: token })).status).toBe(403);
    });

    it('answers a client on another machine only with the token', async () => {
      const app = await t.buildApp({ metricsToken: token });
      const remote = { method: 'GET' as const, url: METRICS_PATH, remoteAddress: '198.51.100.4' };
      expect((await app.inject(remote)).statusCode).toBe(403);
      expect((await app.inject({ ...remote, headers: { authorization: `Bearer ${token}` } })).statusCode).toBe(200);
    });
  });
});
