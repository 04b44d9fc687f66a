import type * as Runtime from '@module-federation/enhanced/runtime';
import { ACCESS_TOKEN_KEY, createSession } from '@nutrilog/shared/api-client';
import { jsonResponse, memoryStorage } from '@nutrilog/shared/test';
import type * as AbandonableFetch from './abandonable-fetch';

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const CONFIG = {
  intake: 'https://cdn.example/intake/mf-manifest.json',
  catalog: 'https://cdn.example/catalog/mf-manifest.json',
  statistics: 'https://cdn.example/statistics/mf-manifest.json',
  weight: 'https://cdn.example/weight/mf-manifest.json',
};

const flushPromises = () => new Promise((resolve) => setTimeout(resolve, 0));

const parcel = (name: string) => ({ name, bootstrap: jest.fn(), mount: jest.fn(), unmount: jest.fn() });

let remotes: typeof import('./remotes') & Pick<typeof AbandonableFetch, 'abandonableManifestsPlugin'>;
let loadRemote: jest.MockedFunction<typeof Runtime.loadRemote>;
let registerRemotes: jest.MockedFunction<typeof Runtime.registerRemotes>;
let fetchMock: jest.Mock;

beforeEach(async () => {
  // Fresh module state (the remotes.json promise and the loaded parcels are cached per module).
  jest.resetModules();
  const runtime = await import('@module-federation/enhanced/runtime');
  loadRemote = runtime.loadRemote as jest.MockedFunction<typeof Runtime.loadRemote>;
  registerRemotes = runtime.registerRemotes as jest.MockedFunction<typeof Runtime.registerRemotes>;
  fetchMock = jest.fn(async () => jsonResponse(200, CONFIG, 'application/json'));
  (globalThis as { fetch?: unknown }).fetch = fetchMock;
  remotes = {
    ...(await import('./remotes')),
    abandonableManifestsPlugin: (await import('./abandonable-fetch')).abandonableManifestsPlugin,
  };
});

afterAll(() => {
  delete (globalThis as { fetch?: unknown }).fetch;
});

describe('configureRemotes', () => {
  it('reads /remotes.json without the HTTP cache and registers the four remotes, once', async () => {
    await expect(remotes.configureRemotes()).resolves.toEqual(CONFIG);
    await remotes.configureRemotes();

    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache', signal: expect.any(AbortSignal) });
    expect(
      jest.requireMock<typeof Runtime>('@module-federation/enhanced/runtime').registerPlugins,
    ).toHaveBeenCalledWith([remotes.abandonableManifestsPlugin]);
    expect(registerRemotes).toHaveBeenCalledWith([
      { name: 'intake', entry: CONFIG.intake },
      { name: 'catalog', entry: CONFIG.catalog },
      { name: 'statistics', entry: CONFIG.statistics },
      { name: 'weight', entry: CONFIG.weight },
    ]);
  });

  it('asks again after remotes.json failed', async () => {
    fetchMock.mockImplementationOnce(async () => jsonResponse(503, {}, 'application/json'));
    await expect(remotes.configureRemotes()).rejects.toThrow('remotes.json answered 503');
    await expect(remotes.configureRemotes()).resolves.toEqual(CONFIG);
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });
});

describe('configureRemotesWhenSignedIn', () => {
  it('reads /remotes.json at once when a token is stored', async () => {
    remotes.configureRemotesWhenSignedIn(createSession(memoryStorage({ [ACCESS_TOKEN_KEY]: 'a-token' })));
    await flushPromises();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(registerRemotes).toHaveBeenCalledTimes(1);
  });

  it('signed out: reads nothing until the sign-in stores a token, then reads /remotes.json once', async () => {
    const session = createSession(memoryStorage());
    remotes.configureRemotesWhenSignedIn(session);
    await flushPromises();
    expect(fetchMock).not.toHaveBeenCalled();

    session.setToken('a-token');
    session.clear();
    session.setToken('another-token');
    await flushPromises();
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(fetchMock).toHaveBeenCalledWith('/remotes.json', { cache: 'no-cache', signal: expect.any(AbortSignal) });
  });
});

describe('remoteLoaders', () => {
  it("loads the remote's routes module once and shares it between preloading and mounting", async () => {
    const weight = parcel('weight');
    loadRemote.mockResolvedValue({ default: weight });

    remotes.preloadRemote('weight');
    await expect(remotes.remoteLoaders.weight()).resolves.toBe(weight);
    await expect(remotes.remoteLoaders.weight()).resolves.toBe(weight);

    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(loadRemote).toHaveBeenCalledWith('weight/routes');
  });

  it('accepts a module that exposes the lifecycles without a default export', async () => {
    const catalog = parcel('catalog');
    loadRemote.mockResolvedValue(catalog);
    await expect(remotes.remoteLoaders.catalog()).resolves.toBe(catalog);
  });

  it('re-registers a remote that failed to load, so that a retry fetches it anew', async () => {
    const intake = parcel('intake');
    loadRemote.mockRejectedValueOnce(new Error('manifest 404')).mockResolvedValueOnce({ default: intake });

    await expect(remotes.remoteLoaders.intake()).rejects.toThrow('manifest 404');
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'intake', entry: CONFIG.intake }], { force: true });

    await expect(remotes.remoteLoaders.intake()).resolves.toBe(intake);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('answers a load in flight to every caller (a retry after a time-out waits for the same download)', async () => {
    const weight = parcel('weight');
    let arrive!: (value: unknown) => void;
    loadRemote.mockReturnValue(new Promise((resolve) => (arrive = resolve)));

    const first = remotes.remoteLoaders.weight();
    const retry = remotes.remoteLoaders.weight();
    arrive({ default: weight });

    await expect(first).resolves.toBe(weight);
    await expect(retry).resolves.toBe(weight);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(registerRemotes).not.toHaveBeenCalledWith(expect.anything(), { force: true });
  });

  it('reload forgets code that failed to mount: registers the remote anew, empties its chunks, reloads', async () => {
    const broken = parcel('weight');
    const fixed = parcel('weight');
    loadRemote.mockResolvedValueOnce({ default: broken }).mockResolvedValueOnce({ default: fixed });
    const chunks = globalThis as { webpackChunkweight?: unknown[]; webpackChunkcatalog?: unknown[] };
    await expect(remotes.remoteLoaders.weight()).resolves.toBe(broken);
    chunks.webpackChunkweight = [[[3806], {}]];
    chunks.webpackChunkcatalog = [[[1], {}]];

    await expect(remotes.remoteLoaders.weight({ reload: true })).resolves.toBe(fixed);

    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'weight', entry: CONFIG.weight }], { force: true });
    expect(chunks.webpackChunkweight).toBeUndefined();
    expect(chunks.webpackChunkcatalog).toEqual([[[1], {}]]);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    // What the reload brought is what later callers get.
    await expect(remotes.remoteLoaders.weight()).resolves.toBe(fixed);
    expect(loadRemote).toHaveBeenCalledTimes(2);
    delete chunks.webpackChunkcatalog;
  });

  it("empties a remote's chunk list when its load fails, so that a retry runs none of the chunks it got", async () => {
    loadRemote.mockRejectedValueOnce(new Error('chunk answered 500'));
    const chunks = globalThis as { webpackChunkintake?: unknown[] };
    chunks.webpackChunkintake = [[[7698], {}]];

    await expect(remotes.remoteLoaders.intake()).rejects.toThrow('chunk answered 500');

    expect(chunks.webpackChunkintake).toBeUndefined();
  });

  it('treats an empty module as a failure', async () => {
    loadRemote.mockResolvedValue(null);
    await expect(remotes.remoteLoaders.statistics()).rejects.toThrow('Remote statistics exposes no routes');
  });

  it('preloading swallows a failure; mounting later still sees it', async () => {
    loadRemote.mockRejectedValue(new Error('down'));
    const unhandled = jest.fn();
    process.on('unhandledRejection', unhandled);
    try {
      remotes.preloadRemote('weight');
      await new Promise((resolve) => setTimeout(resolve, 20));
      expect(loadRemote).toHaveBeenCalledTimes(1);
      expect(unhandled).not.toHaveBeenCalled();
      await expect(remotes.remoteLoaders.weight()).rejects.toThrow('down');
    } finally {
      process.off('unhandledRejection', unhandled);
    }
  });
});

describe('a Retry after the time-out (abandonStalled)', () => {
  /** A request that answers only when given up. */
  const neverAnswered = (_url: string, init?: RequestInit) =>
    new Promise<Response>((_resolve, reject) =>
      init?.signal?.addEventListener('abort', () => reject(init.signal?.reason)),
    );
  /** The federation runtime as far as the manifest goes: fetched through the plugin, then the routes module. */
  const loadThroughManifest = (name: keyof typeof CONFIG, answer: unknown) => async () => {
    const manifest = await (remotes.abandonableManifestsPlugin.fetch!(CONFIG[name], {}) as Promise<Response>);
    await manifest.json();
    return answer;
  };

  it('gives up a manifest request with no answer, asks again; the given-up load forgets the remote first', async () => {
    const weight = parcel('weight');
    await remotes.configureRemotes();
    fetchMock.mockImplementationOnce(neverAnswered);
    loadRemote.mockImplementation(loadThroughManifest('weight', { default: weight }));

    const stalled = remotes.remoteLoaders.weight();
    stalled.catch(() => undefined);
    await flushPromises();
    expect(fetchMock).toHaveBeenLastCalledWith(CONFIG.weight, { signal: expect.any(AbortSignal) });

    const retried = remotes.remoteLoaders.weight({ abandonStalled: true });
    await expect(stalled).rejects.toMatchObject({ name: 'AbortError' });
    await expect(retried).resolves.toBe(weight);
    expect(registerRemotes).toHaveBeenLastCalledWith([{ name: 'weight', entry: CONFIG.weight }], { force: true });
    expect(loadRemote).toHaveBeenCalledTimes(2);
    await expect(remotes.remoteLoaders.weight()).resolves.toBe(weight);
    expect(loadRemote).toHaveBeenCalledTimes(2);
  });

  it('gives up a remotes.json request that has not answered and reads it again', async () => {
    const intake = parcel('intake');
    fetchMock.mockImplementationOnce(neverAnswered);
    loadRemote.mockResolvedValue({ default: intake });

    const stalled = remotes.remoteLoaders.intake();
    stalled.catch(() => undefined);
    await flushPromises();
    const retried = remotes.remoteLoaders.intake({ abandonStalled: true });

    await expect(stalled).rejects.toMatchObject({ name: 'AbortError' });
    await expect(retried).resolves.toBe(intake);
    expect(fetchMock).toHaveBeenCalledTimes(2);
    expect(fetchMock).toHaveBeenLastCalledWith('/remotes.json', { cache: 'no-cache', signal: expect.any(AbortSignal) });
  });

  it("waits for the load in flight once its manifest answered (a slow download's rest is not restarted)", async () => {
    const weight = parcel('weight');
    let arrive!: (value: unknown) => void;
    await remotes.configureRemotes();
    loadRemote.mockImplementation(async () => {
      await (remotes.abandonableManifestsPlugin.fetch!(CONFIG.weight, {}) as Promise<Response>);
      return new Promise((resolve) => (arrive = resolve));
    });

    const first = remotes.remoteLoaders.weight();
    await flushPromises();
    const retry = remotes.remoteLoaders.weight({ abandonStalled: true });
    arrive({ default: weight });

    await expect(first).resolves.toBe(weight);
    await expect(retry).resolves.toBe(weight);
    expect(loadRemote).toHaveBeenCalledTimes(1);
    expect(registerRemotes).not.toHaveBeenCalledWith(expect.anything(), { force: true });
  });
});
