import { setupTestApp } from '../testing/harness';

const t = setupTestApp();

const EVIL = 'https://evil.example';
const APP = 'https://app.example.org';

describe('security headers', () => {
  it.each([
    ['a signed-in read', 'signed-in', '/api/auth/profile', 200],
    ['a 401 problem', 'anonymous', '/api/auth/profile', 401],
    ['a 404 problem', 'signed-in', '/api/no-such-thing', 404],
    ['the OpenAPI document', 'anonymous', '/api/docs.json', 200],
  ] as const)('are on %s: nothing kept, sniffed, framed or run', async (_what, who, url, status) => {
    const user = await t.signIn();
    const response = await t.app.inject({ method: 'GET', url, headers: who === 'signed-in' ? user.headers : {} });
    expect(response.statusCode).toBe(status);
    expect(response.headers).toMatchObject({
      'cache-control': 'no-store',
      'x-content-type-options': 'nosniff',
      'x-frame-options': 'DENY',
      'content-security-policy': "default-src 'none';frame-ancestors 'none'",
      'referrer-policy': 'no-referrer',
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
    });
  });

  it('keeps no-store on an answer served from the in-memory cache', async () => {
    const user = await t.signIn();
    await t.app.inject({ method: 'GET', url: '/api/products', headers: user.headers });
    const kept = await t.app.inject({ method: 'GET', url: '/api/products', headers: user.headers });
    expect(kept.statusCode).toBe(200);
    expect(kept.headers['cache-control']).toBe('no-store');
  });

  it('allows no cross-origin browser reads unless CORS_ORIGINS names the origin', async () => {
    const user = await t.signIn();
    const plain = await t.app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { ...user.headers, origin: EVIL },
    });
    expect(plain.headers['access-control-allow-origin']).toBeUndefined();

    const app = await t.buildApp({ corsOrigins: [APP] });
    const preflight = (origin: string) =>
      app.inject({
        method: 'OPTIONS',
        url: '/api/products',
        headers: {
          origin,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'content-type,x-api-key',
        },
      });
    const allowed = await preflight(APP);
    expect(allowed.statusCode).toBe(204);
    expect(allowed.headers['access-control-allow-origin']).toBe(APP);
    expect(String(allowed.headers['access-control-allow-headers']).toLowerCase()).toContain('x-api-key');
    const refused = await preflight(EVIL);
    expect(refused.headers['access-control-allow-origin']).toBeUndefined();

    const read = await app.inject({
      method: 'GET',
      url: '/api/auth/profile',
      headers: { ...user.headers, origin: APP },
    });
    expect(read.headers['access-control-allow-origin']).toBe(APP);
  });
});
