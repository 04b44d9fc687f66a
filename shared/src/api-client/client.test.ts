import { createApiClient } from './client';
import { ApiError } from './errors';
import { ACCESS_TOKEN_KEY, createSession } from './session';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (k: string) => data.get(k) ?? null,
    setItem: (k: string, v: string) => void data.set(k, v),
    removeItem: (k: string) => void data.delete(k),
  };
}

function respond(status: number, body?: unknown, contentType = 'application/ld+json') {
  return new Response(body === undefined ? null : JSON.stringify(body), { status, headers: { 'content-type': contentType } });
}

describe('api client', () => {
  it('sends the stored token as X-API-KEY and JSON-LD content types', async () => {
    const storage = memoryStorage();
    storage.setItem(ACCESS_TOKEN_KEY, 'tok');
    const fetch = jest.fn().mockImplementation(async () => respond(200, { ok: true }));
    const api = createApiClient({ session: createSession(storage), fetch });

    await api.post('/api/things', { a: 1 });
    await api.patch('/api/things/1', { a: 2 });
    await api.get('/api/things', { name: 'x y', page: 2, skip: undefined });

    const [postUrl, post] = fetch.mock.calls[0];
    expect(postUrl).toBe('/api/things');
    expect(post.headers['X-API-KEY']).toBe('tok');
    expect(post.headers['Content-Type']).toBe('application/ld+json');
    expect(fetch.mock.calls[1][1].headers['Content-Type']).toBe('application/merge-patch+json');
    expect(fetch.mock.calls[2][0]).toBe('/api/things?name=x+y&page=2');
  });

  it('clears the session on any 401', async () => {
    const storage = memoryStorage();
    const session = createSession(storage);
    session.setToken('expired');
    const listener = jest.fn();
    session.subscribe(listener);
    const api = createApiClient({ session, fetch: jest.fn().mockResolvedValue(respond(401, { status: 401, title: 'Unauthorized', type: 'about:blank' }, 'application/problem+json')) });

    await expect(api.get('/api/auth/profile')).rejects.toBeInstanceOf(ApiError);
    expect(session.getToken()).toBeNull();
    expect(listener).toHaveBeenCalledWith(null);
  });

  it('logs in without a token header and stores the new token', async () => {
    const session = createSession(memoryStorage());
    session.setToken('old');
    const fetch = jest.fn().mockResolvedValue(respond(200, { accessToken: 'new' }));
    await createApiClient({ session, fetch }).login('a@b.c', 'pw');
    expect(fetch.mock.calls[0][1].headers['X-API-KEY']).toBeUndefined();
    expect(session.getToken()).toBe('new');
  });

  it('keeps the session when a login fails and exposes the violations', async () => {
    const session = createSession(memoryStorage());
    const problem = { type: 'about:blank', title: 'Unprocessable', status: 422, violations: [{ propertyPath: 'email', message: 'Email is required.' }] };
    const api = createApiClient({ session, fetch: jest.fn().mockResolvedValue(respond(422, problem, 'application/problem+json')) });
    const error = await api.login('', 'x').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).violations).toEqual(problem.violations);
  });

  it('forgets the token on logout even when the server is unreachable', async () => {
    const session = createSession(memoryStorage());
    session.setToken('tok');
    await createApiClient({ session, fetch: jest.fn().mockRejectedValue(new TypeError('down')) }).logout();
    expect(session.getToken()).toBeNull();
  });
});
