import { memoryStorage } from '../../test/memory-storage';
import { attachmentFilename, createApiClient } from './client';
import { ApiError } from './errors';
import { ACCESS_TOKEN_KEY, createSession } from './session';

function respond(status: number, body?: unknown, contentType = 'application/ld+json') {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': contentType },
  });
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

  it('sends the highest data version the API answered for the current token, and none for a new token', async () => {
    const storage = memoryStorage();
    const session = createSession(storage);
    session.setToken('tok');
    const versions = ['5', '7', null, '6', 'not a number'];
    const fetch = jest.fn().mockImplementation(async () => {
      const version = versions.shift();
      return new Response('{}', {
        status: 200,
        headers: { 'content-type': 'application/ld+json', ...(version ? { 'x-data-version': version } : {}) },
      });
    });
    const api = createApiClient({ session, fetch });

    for (let i = 0; i < 5; i += 1) await api.get('/api/things');
    const sent = fetch.mock.calls.map(([, init]) => init.headers['X-Data-Version'] ?? null);
    expect(sent).toEqual([null, '5', '7', '7', '7']);

    session.setToken('another');
    await api.get('/api/things');
    expect(fetch.mock.calls[5][1].headers['X-Data-Version']).toBeUndefined();
  });

  it('clears the session on any 401', async () => {
    const storage = memoryStorage();
    const session = createSession(storage);
    session.setToken('expired');
    const listener = jest.fn();
    session.subscribe(listener);
    const api = createApiClient({
      session,
      fetch: jest
        .fn()
        .mockResolvedValue(
          respond(401, { status: 401, title: 'Unauthorized', type: 'about:blank' }, 'application/problem+json'),
        ),
    });

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
    const problem = {
      type: 'about:blank',
      title: 'Unprocessable',
      status: 422,
      violations: [{ propertyPath: 'email', message: 'Email is required.' }],
    };
    const api = createApiClient({
      session,
      fetch: jest.fn().mockResolvedValue(respond(422, problem, 'application/problem+json')),
    });
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

  it('downloads a file with the token and tells its name; a failed download is an ApiError', async () => {
    const storage = memoryStorage();
    storage.setItem(ACCESS_TOKEN_KEY, 'tok');
    const fetch = jest
      .fn()
      .mockResolvedValueOnce(
        new Response('\uFEFFdate,weight\r\n', {
          status: 200,
          headers: { 'content-type': 'text/csv; charset=utf-8', 'content-disposition': 'attachment; filename="w.csv"' },
        }),
      )
      .mockResolvedValueOnce(
        respond(
          422,
          { status: 422, title: 'Unprocessable Entity', type: '/api/errors/422' },
          'application/problem+json',
        ),
      );
    const api = createApiClient({ session: createSession(storage), fetch });

    const file = await api.download('/api/export/weight_logs.csv', { timezone: 'Europe/Amsterdam' });

    expect(fetch.mock.calls[0][0]).toBe('/api/export/weight_logs.csv?timezone=Europe%2FAmsterdam');
    expect(fetch.mock.calls[0][1].headers['X-API-KEY']).toBe('tok');
    expect(file.filename).toBe('w.csv');
    // The bytes as sent, byte order mark included (Blob.text() would drop it).
    expect(Buffer.from(await file.blob.arrayBuffer()).toString('utf8')).toBe('\uFEFFdate,weight\r\n');
    await expect(api.download('/api/export/weight_logs.csv', { timezone: 'Mars' })).rejects.toMatchObject({
      status: 422,
    });
  });

  it("posts a file's bytes as they are, with its media type and a query", async () => {
    const fetch = jest.fn().mockImplementation(async () => respond(200, { imported: 1 }));
    const api = createApiClient({ session: createSession(memoryStorage()), fetch });

    const file = new Blob([Uint8Array.from([0x64, 0xe9, 0x0a])]); // not UTF-8: sent as it is, not as text
    await expect(api.postFile('/api/import/weight_logs.csv', file, 'text/csv', { timezone: 'UTC' })).resolves.toEqual({
      imported: 1,
    });

    const [url, init] = fetch.mock.calls[0];
    expect(url).toBe('/api/import/weight_logs.csv?timezone=UTC');
    expect(init).toMatchObject({ method: 'POST', headers: { 'Content-Type': 'text/csv' } });
    expect(init.body).toBe(file);
  });

  it('reads the file name of a Content-Disposition', () => {
    expect(attachmentFilename('attachment; filename="nutrilog-export-2024-05-01.json"')).toBe(
      'nutrilog-export-2024-05-01.json',
    );
    expect(attachmentFilename('attachment; filename=data.csv')).toBe('data.csv');
    expect(attachmentFilename('inline')).toBeNull();
    expect(attachmentFilename(null)).toBeNull();
  });
});
