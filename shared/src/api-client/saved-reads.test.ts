import { memoryStorage } from '../../test/memory-storage';
import { memorySavedReadStore } from '../../test/saved-reads';
import { createApiClient } from './client';
import { API_PATHS, productListKey } from './endpoints';
import { NetworkError } from './errors';
import { createSavedReads, FIRST_WRITE_AFTER_LOAD_MS } from './saved-reads';
import { createSession } from './session';

const json = (body: unknown) =>
  new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/ld+json' } });

/** A client whose API answers `answers[path]` until `down` is set, then cannot be reached. */
function offlineClient(answers: Record<string, unknown>, clock = { now: 1_000 }) {
  const storage = memoryStorage();
  const session = createSession(storage);
  const store = memorySavedReadStore();
  const network = { down: false };
  const fetch = jest.fn(async (url: string) => {
    if (network.down) throw new TypeError('Failed to fetch');
    return json(answers[new URL(url, 'http://x').pathname]);
  });
  const savedReads = createSavedReads(store, session, storage, () => clock.now);
  const api = createApiClient({ session, fetch: fetch as unknown as typeof globalThis.fetch, savedReads });
  const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
  return { api, session, store, network, clock, settle, fetch };
}

const PROFILE = { uuid: 'user-a', email: 'a@example.com', preferredLocale: 'en-GB' };

describe('saved reads', () => {
  it('answers a read the API cannot answer with what it answered before, and says how old it is', async () => {
    const { api, session, network, clock, settle } = offlineClient({
      [API_PATHS.profile]: PROFILE,
      [API_PATHS.weightLogs]: { member: [{ weight: 80 }] },
    });
    session.setToken('tok');
    // The first read comes before the profile says whose it is: held, then kept once it is known.
    await api.get(API_PATHS.weightLogs, { pagination: false });
    await api.get(API_PATHS.profile);
    await settle();
    expect(api.connectivity.getSnapshot()).toEqual({ offline: false, savedAt: null });

    network.down = true;
    clock.now = 5_000;
    await expect(api.get(API_PATHS.weightLogs, { pagination: false })).resolves.toEqual({ member: [{ weight: 80 }] });
    expect(api.connectivity.getSnapshot()).toEqual({ offline: true, savedAt: 1_000 });
    // A read never answered before still fails as unreachable.
    await expect(api.get(API_PATHS.weightLogs)).rejects.toBeInstanceOf(NetworkError);

    network.down = false;
    await api.get(API_PATHS.profile);
    expect(api.connectivity.getSnapshot()).toEqual({ offline: false, savedAt: null });
  });

  it("answers a name search offline from the kept whole list (a picker's search no one made online)", async () => {
    const { api, session, network, settle } = offlineClient({
      [API_PATHS.profile]: PROFILE,
      [API_PATHS.products]: { member: [{ name: 'Brown bread' }, { name: 'Apple' }, { name: 'White bread' }] },
    });
    session.setToken('tok');
    await api.get(API_PATHS.profile);
    await api.get(...productListKey(''));
    await settle();
    network.down = true;
    await expect(
      api.get(API_PATHS.products, { name: 'BREAD', itemsPerPage: 1, 'order[name]': 'asc' }),
    ).resolves.toEqual({
      member: [{ name: 'Brown bread' }],
      totalItems: 2,
    });
    await expect(api.get(API_PATHS.recipes, { name: 'bread' })).rejects.toBeInstanceOf(NetworkError);
  });

  it('keeps no online service answer and no error', async () => {
    const { api, session, store, network, settle } = offlineClient({
      [API_PATHS.profile]: PROFILE,
      [API_PATHS.foods]: { member: [] },
    });
    session.setToken('tok');
    await api.get(API_PATHS.profile);
    await api.get(API_PATHS.foods, { q: 'apple' });
    await settle();
    expect([...store.rows.keys()]).toEqual([`user-a ${API_PATHS.profile}`]);
    network.down = true;
    await expect(api.get(API_PATHS.foods, { q: 'apple' })).rejects.toBeInstanceOf(NetworkError);
  });

  it("never gives one account's answers to another, and forgets them on signing out", async () => {
    const answers: Record<string, unknown> = { [API_PATHS.profile]: PROFILE, [API_PATHS.goals]: { member: ['a'] } };
    const { api, session, store, network, settle } = offlineClient(answers);
    session.setToken('tok-a');
    await api.get(API_PATHS.profile);
    await api.get(API_PATHS.goals);
    await settle();
    expect(store.rows.size).toBe(2);

    // Another account signs in on the same browser: until its profile is read, nothing is whose it is.
    session.setToken('tok-b');
    network.down = true;
    await expect(api.get(API_PATHS.goals)).rejects.toBeInstanceOf(NetworkError);
    network.down = false;
    answers[API_PATHS.profile] = { ...PROFILE, uuid: 'user-b' };
    await api.get(API_PATHS.profile);
    await settle();
    expect([...store.rows.keys()]).toEqual([`user-b ${API_PATHS.profile}`]);

    await api.logout();
    expect(store.rows.size).toBe(0);
    session.setToken('tok-b');
    network.down = true;
    await expect(api.get(API_PATHS.profile)).rejects.toBeInstanceOf(NetworkError);
  });

  it('writes the answers of one busy moment in one go, the last answer of each URL', async () => {
    const answers: Record<string, unknown> = {
      [API_PATHS.profile]: PROFILE,
      [API_PATHS.goals]: { member: ['first'] },
      [API_PATHS.weightLogs]: { member: [] },
    };
    const { api, session, store, settle } = offlineClient(answers);
    const putAll = jest.spyOn(store, 'putAll');
    session.setToken('tok');
    await api.get(API_PATHS.profile);
    await settle();
    putAll.mockClear();

    await api.get(API_PATHS.goals);
    answers[API_PATHS.goals] = { member: ['second'] };
    await api.get(API_PATHS.goals);
    await api.get(API_PATHS.weightLogs);
    await settle();
    expect(putAll).toHaveBeenCalledTimes(1);
    expect(putAll.mock.calls[0]![0].map(({ url, read }) => [url, read.body])).toEqual([
      [API_PATHS.goals, { member: ['second'] }],
      [API_PATHS.weightLogs, { member: [] }],
    ]);
  });

  it('answers offline from an answer not written yet, and writes none once the user has signed out', async () => {
    const { api, session, store, network, settle } = offlineClient({
      [API_PATHS.profile]: PROFILE,
      [API_PATHS.goals]: { member: ['a'] },
    });
    session.setToken('tok');
    await api.get(API_PATHS.profile);
    await api.get(API_PATHS.goals);
    network.down = true;
    await expect(api.get(API_PATHS.goals)).resolves.toEqual({ member: ['a'] });
    network.down = false;

    await api.logout();
    await settle();
    expect(store.rows.size).toBe(0);
  });

  it("writes the first answers only once the page's load is FIRST_WRITE_AFTER_LOAD_MS behind", async () => {
    jest.useFakeTimers({ doNotFake: ['performance'] });
    const loadEventEnd = performance.now();
    const navigation = jest
      .spyOn(performance, 'getEntriesByType')
      .mockReturnValue([{ loadEventEnd } as PerformanceNavigationTiming]);
    try {
      const { api, session, store } = offlineClient({ [API_PATHS.profile]: PROFILE });
      const putAll = jest.spyOn(store, 'putAll');
      session.setToken('tok');
      await api.get(API_PATHS.profile);

      await jest.advanceTimersByTimeAsync(FIRST_WRITE_AFTER_LOAD_MS - 500);
      expect(putAll).not.toHaveBeenCalled();
      await jest.advanceTimersByTimeAsync(1000);
      expect(putAll).toHaveBeenCalledTimes(1);
    } finally {
      navigation.mockRestore();
      jest.useRealTimers();
    }
  });
});
