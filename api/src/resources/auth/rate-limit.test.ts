import type { FastifyInstance } from 'fastify';
import { setupTestApp } from '../../testing/harness';

const t = setupTestApp({
  config: { loginThrottle: { maxFailuresPerEmail: 2, maxFailuresPerIp: 3, windowMinutes: 15 } },
});

function login(app: FastifyInstance, email: string, password: string, ip = '192.0.2.1') {
  return app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password }, remoteAddress: ip });
}

describe('failed-login rate limits', () => {
  it('answers 429 problem+json with Retry-After once an email failed too often, right password or not', async () => {
    const app = await t.buildApp();
    const user = await t.createUser();
    expect((await login(app, user.email, 'wrong', '192.0.2.1')).statusCode).toBe(401);
    expect((await login(app, user.email.toUpperCase(), 'wrong', '192.0.2.2')).statusCode).toBe(401);

    const blocked = await login(app, user.email, user.password, '192.0.2.3');
    expect(blocked.statusCode).toBe(429);
    expect(blocked.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(890);
    expect(Number(blocked.headers['retry-after'])).toBeLessThanOrEqual(900);
    expect(blocked.json()).toMatchObject({ type: '/api/errors/429', title: 'Too Many Requests', status: 429 });
  });

  it('answers 429 once a client IP has too many failures, whatever the email', async () => {
    const app = await t.buildApp();
    const user = await t.createUser();
    for (const email of ['a@example.test', 'b@example.test', 'c@example.test']) {
      expect((await login(app, email, 'wrong')).statusCode).toBe(401);
    }
    expect((await login(app, user.email, user.password)).statusCode).toBe(429);
    expect((await login(app, user.email, user.password, '198.51.100.7')).statusCode).toBe(200);
  });

  it('holds across two API processes on one database', async () => {
    const [first, second] = [await t.buildApp(), await t.buildApp()];
    const user = await t.createUser();
    expect((await login(first, user.email, 'wrong', '192.0.2.10')).statusCode).toBe(401);
    expect((await login(second, user.email, 'wrong', '192.0.2.11')).statusCode).toBe(401);
    expect((await login(first, user.email, user.password, '192.0.2.12')).statusCode).toBe(429);
    expect((await login(second, user.email, user.password, '192.0.2.13')).statusCode).toBe(429);
  });

  it('counts only failures: a success clears the email’s count', async () => {
    const app = await t.buildApp();
    const user = await t.createUser();
    expect((await login(app, user.email, 'wrong', '203.0.113.1')).statusCode).toBe(401);
    expect((await login(app, user.email, user.password, '203.0.113.2')).statusCode).toBe(200);
    expect((await login(app, user.email, 'wrong', '203.0.113.3')).statusCode).toBe(401);
    expect((await login(app, user.email, user.password, '203.0.113.4')).statusCode).toBe(200);
  });
});
