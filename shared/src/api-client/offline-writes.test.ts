import { memoryStorage } from '../../test/memory-storage';
import { memoryQueueStore } from '../../test/queue-store';
import { memorySavedReadStore } from '../../test/saved-reads';
import { createApiClient } from './client';
import { API_PATHS } from './endpoints';
import { ApiError } from './errors';
import { createSavedReads } from './saved-reads';
import { createSession } from './session';
import { isSyncPending } from './sync-pending';

const PROFILE = { uuid: 'user-a', email: 'a@example.com', preferredLocale: 'en-GB' };
const LOGS = API_PATHS.weightLogs;

interface Log {
  uuid: string;
  date: string;
  weight: number;
}

const problem = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/problem+json' } });
const json = (status: number, body: unknown) =>
  status === 204
    ? new Response(null, { status })
    : new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/ld+json' } });

/**
 * A stand-in of the API's weight logs as the real one behaves: creates under the client's uuid, an Idempotency-Key
 * answered again with its first answer, 404 for a log that is gone, 422 for a weight of 0, 401 once the token is
 * revoked. `network.down` makes every request fail as unreachable; `network.loseAnswers` writes, then fails.
 */
function fakeApi() {
  const logs = new Map<string, Log>();
  const answered = new Map<string, Response>();
  const network = { down: false, loseAnswers: false, revoked: false };
  const received: { method: string; path: string; key: string | null; body: unknown }[] = [];

  function handle(method: string, path: string, body: Record<string, unknown> | undefined): Response {
    if (network.revoked) return problem(401, { status: 401, title: 'Unauthorized' });
    if (path === API_PATHS.profile) return json(200, PROFILE);
    if (method === 'GET' && path === LOGS)
      return json(200, {
        member: [...logs.values()].sort((a, b) => a.date.localeCompare(b.date)),
        totalItems: logs.size,
      });
    const uuid = path.split('/').pop()!;
    if ((method === 'POST' || method === 'PATCH') && body?.weight === 0)
      return problem(422, {
        status: 422,
        violations: [{ propertyPath: 'weight', message: 'Weight must be greater than 0.' }],
      });
    if (method === 'POST') {
      if (logs.has(String(body?.uuid)))
        return problem(422, {
          status: 422,
          violations: [{ propertyPath: 'uuid', message: 'This UUID is already taken.' }],
        });
      const log = { uuid: String(body?.uuid), date: String(body?.date), weight: Number(body?.weight) };
      logs.set(log.uuid, log);
      return json(201, log);
    }
    const log = logs.get(uuid);
    if (!log) return problem(404, { status: 404, title: 'Not Found' });
    if (method === 'DELETE') {
      logs.delete(uuid);
      return json(204, null);
    }
    Object.assign(log, body);
    return json(200, log);
  }

  const fetch = jest.fn(async (url: string, init: RequestInit) => {
    if (network.down) throw new TypeError('Failed to fetch');
    const method = init.method ?? 'GET';
    const path = new URL(url, 'http://x').pathname;
    const key = (init.headers as Record<string, string>)['Idempotency-Key'] ?? null;
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : undefined;
    if (method !== 'GET') received.push({ method, path, key, body });
    const replay = key === null ? undefined : answered.get(key);
    const response = replay ? replay.clone() : handle(method, path, body);
    // As the API: a key is taken only once the token was accepted, and a server fault frees it.
    if (key !== null && !replay && response.status !== 401 && response.status < 500)
      answered.set(key, response.clone());
    if (network.loseAnswers) throw new TypeError('Failed to fetch');
    return response;
  });
  return { logs, network, received, fetch };
}

/** A browser's client: the fake API, the session in `storage`, the saved reads and the queue in `stores`. */
function browser(
  server: ReturnType<typeof fakeApi>,
  storage = memoryStorage(),
  stores = { reads: memorySavedReadStore(), queue: memoryQueueStore() },
) {
  const session = createSession(storage);
  let next = 0;
  const api = createApiClient({
    session,
    fetch: server.fetch as unknown as typeof globalThis.fetch,
    savedReads: createSavedReads(stores.reads, session, storage),
    queueStore: stores.queue,
    queueHint: storage,
    randomUuid: () => `00000000-0000-4000-8000-${String(++next).padStart(12, '0')}`,
  });
  return { api, session, storage, stores };
}

async function signedIn(server: ReturnType<typeof fakeApi>) {
  const b = browser(server);
  b.session.setToken('tok');
  await b.api.get(API_PATHS.profile);
  await b.api.get(LOGS);
  await new Promise((resolve) => setTimeout(resolve, 0));
  return b;
}

const queue = (b: { api: { offlineQueue: unknown } }) =>
  b.api.offlineQueue as NonNullable<ReturnType<typeof createApiClient>['offlineQueue']>;
const members = async (b: Awaited<ReturnType<typeof signedIn>>) =>
  (await b.api.get<{ member: (Log & { syncPending?: boolean })[] }>(LOGS)).member;

describe('writes while the API cannot be reached', () => {
  it('are kept, shown in the list as waiting, and sent exactly once when it answers again', async () => {
    const server = fakeApi();
    const b = await signedIn(server);
    server.network.down = true;

    const created = await b.api.post<Log>(LOGS, { date: '2026-12-01T07:00:00Z', weight: 80.5 });
    expect(isSyncPending(created)).toBe(true);
    expect(created).toMatchObject({ weight: 80.5, uuid: '00000000-0000-4000-8000-000000000001' });
    expect(await members(b)).toEqual([expect.objectContaining({ weight: 80.5, syncPending: true })]);
    expect(queue(b).getSnapshot().changes).toHaveLength(1);

    server.network.down = false;
    await b.api.get(LOGS);
    await queue(b).flush();
    expect([...server.logs.values()]).toEqual([
      { uuid: '00000000-0000-4000-8000-000000000001', date: '2026-12-01T07:00:00Z', weight: 80.5 },
    ]);
    expect(queue(b).getSnapshot().changes).toEqual([]);
    expect(b.stores.queue.rows.size).toBe(0);
    expect(await members(b)).toEqual([expect.not.objectContaining({ syncPending: true })]);
  });

  it('keep their order: a write made while others wait is sent after them', async () => {
    const server = fakeApi();
    const b = await signedIn(server);
    server.network.down = true;
    const created = await b.api.post<Log>(LOGS, { date: '2026-12-01T07:00:00Z', weight: 80 });
    await b.api.patch(`${LOGS}/${created.uuid}`, { weight: 79 });
    expect(await members(b)).toEqual([expect.objectContaining({ weight: 79, syncPending: true })]);

    server.network.down = false;
    // Online again, but the create still waits: this delete goes behind it, not before it.
    await b.api.delete(`${LOGS}/${created.uuid}`);
    await queue(b).flush();
    expect(server.received.map((r) => r.method)).toEqual(['POST', 'PATCH', 'DELETE']);
    expect(new Set(server.received.map((r) => r.key)).size).toBe(3);
    expect(server.logs.size).toBe(0);
  });

  it('move the count of writes as soon as they are sent or kept, one kept behind others with no request included', async () => {
    const server = fakeApi();
    const b = await signedIn(server);
    const before = b.api.writesSoFar();
    server.network.down = true;
    const created = await b.api.post<Log>(LOGS, { date: '2026-12-01T07:00:00Z', weight: 80 });
    expect(b.api.writesSoFar()).toBeGreaterThan(before);

    // From here no request ends: only keeping the edit behind the waiting create can move the count.
    server.fetch.mockImplementation(() => new Promise<Response>(() => {}));
    const kept = b.api.writesSoFar();
    await b.api.patch(`${LOGS}/${created.uuid}`, { weight: 79 });
    expect(b.api.writesSoFar()).toBeGreaterThan(kept);
    expect(
      queue(b)
        .getSnapshot()
        .changes.map((c) => c.method),
    ).toEqual(['POST', 'PATCH']);
  });

  it('survive a reload: another client over the same stores sends them', async () => {
    const server = fakeApi();
    const first = await signedIn(server);
    server.network.down = true;
    await first.api.post(LOGS, { date: '2026-12-02T07:00:00Z', weight: 81 });

    const reloaded = browser(server, first.storage, first.stores);
    expect(await members(reloaded as Awaited<ReturnType<typeof signedIn>>)).toEqual([
      expect.objectContaining({ weight: 81, syncPending: true }),
    ]);
    server.network.down = false;
    await queue(reloaded).flush();
    expect(server.logs.size).toBe(1);
  });

  it('are written once when the first answer was lost: the retry carries the same key', async () => {
    const server = fakeApi();
    const b = await signedIn(server);
    server.network.loseAnswers = true;
    await b.api.post(LOGS, { date: '2026-12-01T07:00:00Z', weight: 80 });
    expect(server.logs.size).toBe(1);
    server.network.loseAnswers = false;
    await queue(b).flush();
    expect(server.logs.size).toBe(1);
    expect(server.received).toHaveLength(2);
    expect(server.received[0]!.key).toBe(server.received[1]!.key);
    expect(queue(b).getSnapshot().changes).toEqual([]);
  });

  it('report an edit of a log deleted elsewhere as a conflict, and go on with the rest', async () => {
    const server = fakeApi();
    const b = await signedIn(server);
    const log = await b.api.post<Log>(LOGS, { date: '2026-12-01T07:00:00Z', weight: 80 });
    server.network.down = true;
    await b.api.patch(`${LOGS}/${log.uuid}`, { weight: 79 });
    await b.api.post(LOGS, { date: '2026-12-02T07:00:00Z', weight: 0 });
    await b.api.post(LOGS, { date: '2026-12-03T07:00:00Z', weight: 78 });
    server.logs.delete(log.uuid); // on another device

    server.network.down = false;
    await queue(b).flush();
    const changes = queue(b).getSnapshot().changes;
    expect(changes.map((c) => [c.method, c.status, c.problem])).toEqual([
      ['PATCH', 'conflict', 'deleted elsewhere'],
      ['POST', 'rejected', 'Weight must be greater than 0.'],
    ]);
    expect([...server.logs.values()].map((l) => l.weight)).toEqual([78]);
    // Neither is shown as data; both wait for the user.
    expect((await members(b)).map((m) => m.weight)).toEqual([78]);

    await queue(b).discard(changes[0]!.key);
    expect(
      queue(b)
        .getSnapshot()
        .changes.map((c) => c.method),
    ).toEqual(['POST']);
    expect(b.stores.queue.rows.size).toBe(1);
  });

  it('wait through a 401: the session asks to sign in again and nothing is dropped', async () => {
    const server = fakeApi();
    const b = await signedIn(server);
    server.network.down = true;
    await b.api.post(LOGS, { date: '2026-12-01T07:00:00Z', weight: 80 });
    server.network.down = false;
    server.network.revoked = true;
    await queue(b).flush();
    expect(b.session.getToken()).toBeNull();
    expect(
      queue(b)
        .getSnapshot()
        .changes.map((c) => c.status),
    ).toEqual(['waiting']);

    server.network.revoked = false;
    b.session.setToken('tok-2');
    await b.api.get(API_PATHS.profile);
    await queue(b).flush();
    expect(server.logs.size).toBe(1);
  });

  it('cost a page with nothing queued no read of the store: a hint in local storage says whether anything waits', async () => {
    const server = fakeApi();
    const stores = { reads: memorySavedReadStore(), queue: memoryQueueStore() };
    const all = jest.spyOn(stores.queue, 'all');
    const b = browser(server, memoryStorage(), stores);
    b.session.setToken('tok');
    await b.api.get(API_PATHS.profile);
    await b.api.get(LOGS);
    expect(all).not.toHaveBeenCalled();
    server.network.down = true;
    await b.api.post(LOGS, { date: '2026-12-01T07:00:00Z', weight: 80 });
    expect(b.storage.getItem(`offline-queue:${PROFILE.uuid}`)).toBe('1');
    server.network.down = false;
    await queue(b).flush();
    expect(b.storage.getItem(`offline-queue:${PROFILE.uuid}`)).toBeNull();
  });

  it('are cleared with the saved data on signing out', async () => {
    const server = fakeApi();
    const b = await signedIn(server);
    server.network.down = true;
    await b.api.post(LOGS, { date: '2026-12-01T07:00:00Z', weight: 80 });
    await b.api.logout();
    expect(b.stores.queue.rows.size).toBe(0);
    expect(queue(b).getSnapshot().changes).toEqual([]);
  });

  it("still fail with the API's error when the API answered (nothing is queued)", async () => {
    const server = fakeApi();
    const b = await signedIn(server);
    await expect(b.api.post(LOGS, { date: '2026-12-01T07:00:00Z', weight: 0 })).rejects.toBeInstanceOf(ApiError);
    expect(queue(b).getSnapshot().changes).toEqual([]);
  });
});

describe('a change the API refused, edited (its Edit under "Needs your attention")', () => {
  /** A create queued offline that the API refuses once it is sent. */
  async function refusedCreate() {
    const server = fakeApi();
    const b = await signedIn(server);
    server.network.down = true;
    const created = await b.api.post<Log>(LOGS, { date: '2026-12-01T07:00:00Z', weight: 0 });
    server.network.down = false;
    await queue(b).flush();
    const [refused] = queue(b).getSnapshot().changes;
    expect(refused).toMatchObject({ status: 'rejected', problem: 'Weight must be greater than 0.' });
    return { server, b, uuid: created.uuid, refused: refused! };
  }

  it('is read by its record with the values the API refused, and left out of the lists', async () => {
    const { b, uuid } = await refusedCreate();
    expect(await b.api.get(`${LOGS}/${uuid}`)).toMatchObject({ uuid, weight: 0, syncPending: true });
    expect(await members(b)).toEqual([]);
  });

  it('is sent corrected in its place under a new key, and the refused change goes', async () => {
    const { server, b, uuid, refused } = await refusedCreate();
    await b.api.patch(`${LOGS}/${uuid}`, { weight: 79.5 });
    expect([...server.logs.values()]).toEqual([{ uuid, date: '2026-12-01T07:00:00Z', weight: 79.5 }]);
    const sent = server.received.at(-1)!;
    expect(sent).toMatchObject({ method: 'POST', path: LOGS, body: { uuid, weight: 79.5 } });
    expect(sent.key).not.toBe(refused.key);
    expect(queue(b).getSnapshot().changes).toEqual([]);
    expect(b.stores.queue.rows.size).toBe(0);
  });

  it("throws the API's violations when the correction is refused too, and keeps the change", async () => {
    const { b, uuid, refused } = await refusedCreate();
    const error = await b.api.patch(`${LOGS}/${uuid}`, { date: '2026-12-02T07:00:00Z' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).violations).toEqual([
      expect.objectContaining({ propertyPath: 'weight', message: 'Weight must be greater than 0.' }),
    ]);
    expect(queue(b).getSnapshot().changes).toEqual([refused]);
  });

  it("waits in the refused change's place when the API cannot be reached", async () => {
    const { server, b, uuid, refused } = await refusedCreate();
    server.network.down = true;
    const answer = await b.api.patch(`${LOGS}/${uuid}`, { weight: 79.5 });
    expect(isSyncPending(answer)).toBe(true);
    const [waiting] = queue(b).getSnapshot().changes;
    expect(waiting).toMatchObject({
      status: 'waiting',
      seq: refused.seq,
      method: 'POST',
      body: { uuid, weight: 79.5 },
    });
    expect(waiting).not.toHaveProperty('problem');
    expect([...b.stores.queue.rows.keys()]).toEqual([waiting!.key]);

    server.network.down = false;
    await queue(b).flush();
    expect([...server.logs.values()]).toEqual([{ uuid, date: '2026-12-01T07:00:00Z', weight: 79.5 }]);
  });
});

describe('a product created while the API cannot be reached', () => {
  const OATS = {
    name: 'Oats',
    unit: 'gram',
    nutrientsPer: 100,
    nutrients: { calories: 380, proteins: 13 },
    portions: [{ name: 'Bowl', amount: 40 }],
  };

  it('is shown with its portions and their nutrients, and a log of one of them is sent after it', async () => {
    const server = fakeApi();
    const b = await signedIn(server);
    server.network.down = true;

    const product = await b.api.post<{ uuid: string; portions: { '@id': string; uuid: string }[] }>(
      API_PATHS.products,
      OATS,
    );
    expect(isSyncPending(product)).toBe(true);
    const [bowl] = product.portions;
    expect(bowl).toMatchObject({
      '@id': `/api/portions/${bowl!.uuid}`,
      name: 'Bowl',
      amount: 40,
      effectiveNutrients: { calories: 152, proteins: 5.2 },
    });
    expect(await b.api.get(`${API_PATHS.products}/${product.uuid}`)).toMatchObject({
      '@id': `/api/products/${product.uuid}`,
      '@type': 'Product',
      name: 'Oats',
      favorite: false,
      intakeLogCount: 0,
      portions: [expect.objectContaining({ uuid: bowl!.uuid })],
    });
    await b.api.post(API_PATHS.intakeLogs, {
      type: 'product',
      date: '2026-12-01T08:00:00Z',
      product: `/api/products/${product.uuid}`,
      portion: bowl!['@id'],
      quantity: 1,
    });

    server.network.down = false;
    await queue(b).flush();
    expect(server.received.map((r) => [r.method, r.path])).toEqual([
      ['POST', API_PATHS.products],
      ['POST', API_PATHS.intakeLogs],
    ]);
    expect(server.received[0]!.body).toMatchObject({
      uuid: product.uuid,
      portions: [{ uuid: bowl!.uuid, name: 'Bowl', amount: 40 }],
    });
    expect(server.received[1]!.body).toMatchObject({ portion: `/api/portions/${bowl!.uuid}` });
  });
});
