import { API_PATHS } from './endpoints';
import type { Session } from './session';

/** One answer of the API kept for reading offline: its body and when it was answered. */
export interface SavedRead {
  body: unknown;
  savedAt: number;
}

/** One answer to keep: whose, of which URL. */
export interface SavedReadRow {
  user: string;
  url: string;
  read: SavedRead;
}

/**
 * Where the answers the screens read are kept, per user, for when the API cannot be reached (the host keeps them in
 * IndexedDB: host/src/lib/offline). `url` is the request's path and query.
 */
export interface SavedReadStore {
  get(user: string, url: string): Promise<SavedRead | undefined>;
  /** Stores the answers in one go (one IndexedDB transaction). */
  putAll(rows: SavedReadRow[]): Promise<void>;
  /** Forgets every answer kept for `user`. */
  clear(user: string): Promise<void>;
}

/** Whose answers the stored token reads: learnt from the profile, kept beside the token. */
export const SAVED_READS_OWNER_KEY = 'saved-reads-owner';

/** Reads that are not the user's own data: an online service's answers, or a question asked of a model. */
const NOT_KEPT = [
  API_PATHS.foods,
  API_PATHS.productFromBarcode,
  API_PATHS.productFromFood,
  API_PATHS.productInference,
  API_PATHS.imageInferences,
  API_PATHS.intakeLogInference,
];
export const isKeptRead = (path: string): boolean =>
  path.startsWith('/api/') && !NOT_KEPT.some((p) => path === p || path.startsWith(`${p}/`));

/**
 * How long after the page's load event the answers are first written. Opening IndexedDB and copying a dozen answers
 * into it ran while the dashboard's remote and data were still arriving (docs/decisions.md, "Saved answers for
 * offline reading"); none of it is needed before the page is left or the network goes.
 */
export const FIRST_WRITE_AFTER_LOAD_MS = 3000;

/** Milliseconds from now until FIRST_WRITE_AFTER_LOAD_MS after the load event (0 when the page has no such timing). */
function untilSettled(): number {
  const [navigation] = (globalThis.performance?.getEntriesByType?.('navigation') ??
    []) as PerformanceNavigationTiming[];
  if (!navigation?.loadEventEnd) return 0;
  return Math.max(0, navigation.loadEventEnd + FIRST_WRITE_AFTER_LOAD_MS - performance.now());
}

/** Resolves once the page has loaded and settled (above); outside a page, at once. */
function pageSettled(): Promise<void> {
  const loaded =
    typeof document === 'undefined' || document.readyState === 'complete'
      ? Promise.resolve()
      : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));
  return loaded.then(() => {
    const wait = untilSettled();
    return wait > 0 ? new Promise<void>((resolve) => setTimeout(resolve, wait)) : undefined;
  });
}

/**
 * Runs `task` once the page has settled and its main thread has nothing else to do: IndexedDB copies what it stores
 * on the calling thread, and a large answer (years of weight logs) would otherwise do that in the task that renders
 * it; the first page's answers wait for its scripts, which need the thread more.
 */
function whenIdle(task: () => Promise<void>): Promise<void> {
  return pageSettled().then(
    () =>
      new Promise((resolve, reject) => {
        const run = () => task().then(resolve, reject);
        if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 2000 });
        else setTimeout(run, 0);
      }),
  );
}

/** The last answer per URL, held until whose it is is known (the first reads of a sign-in come before the profile). */
const MAX_HELD = 200;

/**
 * Keeps the answers of the signed-in user's reads and gives them back when the API cannot be reached. The user is
 * the profile's uuid, learnt from the first profile answer for a token, so that a second account on the same
 * browser never sees the first one's data; when another user signs in, the previous one's answers are dropped.
 */
export function createSavedReads(
  store: SavedReadStore,
  session: Session,
  storage: Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>,
  now: () => number = () => Date.now(),
) {
  const held = new Map<string, SavedRead>();
  let heldFor: string | null = null;
  // The answers waiting for the next idle moment, all written then in one transaction: a first page's dozen reads
  // cost one transaction instead of a dozen.
  const waiting = new Map<string, SavedReadRow>();
  let flush: Promise<void> | null = null;

  const readOwner = (): { token: string; user: string } | null => {
    try {
      return JSON.parse(storage.getItem(SAVED_READS_OWNER_KEY) ?? 'null') as { token: string; user: string } | null;
    } catch {
      return null;
    }
  };
  const owner = (): string | null => {
    const token = session.getToken();
    const stored = readOwner();
    return token !== null && stored?.token === token ? stored.user : null;
  };
  const putWhenIdle = (user: string, url: string, read: SavedRead): Promise<void> => {
    waiting.set(`${user} ${url}`, { user, url, read });
    flush ??= whenIdle(async () => {
      flush = null;
      const rows = [...waiting.values()];
      waiting.clear();
      await store.putAll(rows).catch(() => undefined);
    });
    return flush;
  };
  const forgetWaiting = (user: string | null) => {
    for (const [key, row] of waiting) if (user === null || row.user === user) waiting.delete(key);
  };

  function learnOwner(token: string, user: string) {
    const previous = readOwner();
    if (previous && previous.user !== user) {
      forgetWaiting(previous.user);
      void store.clear(previous.user).catch(() => undefined);
    }
    storage.setItem(SAVED_READS_OWNER_KEY, JSON.stringify({ token, user }));
    if (heldFor === token) for (const [url, read] of held) void putWhenIdle(user, url, read);
    held.clear();
  }

  return {
    /** Whose data the stored token reads, once the profile said so; null before. */
    owner,
    /** After a read answered: keep it under its user, or hold it until the user is known. */
    async keep(path: string, url: string, body: unknown): Promise<void> {
      const token = session.getToken();
      if (token === null || !isKeptRead(path)) return;
      const read = { body, savedAt: now() };
      if (path === API_PATHS.profile) {
        const uuid = (body as { uuid?: unknown } | undefined)?.uuid;
        if (typeof uuid === 'string') learnOwner(token, uuid);
      }
      const user = owner();
      if (user !== null) return putWhenIdle(user, url, read);
      if (heldFor !== token) {
        held.clear();
        heldFor = token;
      }
      if (held.size < MAX_HELD || held.has(url)) held.set(url, read);
    },
    /** The kept answer of `url` for the signed-in user, if there is one. */
    async find(path: string, url: string): Promise<SavedRead | undefined> {
      const user = owner();
      if (user === null || !isKeptRead(path)) return undefined;
      return waiting.get(`${user} ${url}`)?.read ?? store.get(user, url).catch(() => undefined);
    },
    /** On signing out: the user's kept answers are forgotten with the token. */
    async forget(): Promise<void> {
      const stored = readOwner();
      held.clear();
      forgetWaiting(null);
      storage.removeItem(SAVED_READS_OWNER_KEY);
      if (stored) await store.clear(stored.user).catch(() => undefined);
    },
  };
}

export type SavedReads = ReturnType<typeof createSavedReads>;
