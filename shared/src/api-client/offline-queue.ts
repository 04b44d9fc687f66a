import { IDEMPOTENCY_KEY_HOURS } from '@nutrilog/shared/domain';
import { ApiError, NetworkError } from './errors';

export type QueuedMethod = 'POST' | 'PATCH' | 'DELETE';

/**
 * Why a queued change is not being sent: `conflict` when its record was deleted on another device, `rejected` when
 * the API refused its values (`problem` says why). Both wait for the user's Discard (or Edit).
 */
export type QueuedStatus = 'waiting' | 'conflict' | 'rejected';

/** One change made while the API could not be reached, kept until the API has confirmed it. */
export interface QueuedChange {
  /** Its Idempotency-Key: a repeat after a lost answer writes nothing twice. */
  key: string;
  user: string;
  /** Position in the user's queue: changes are sent in the order they were made. */
  seq: number;
  method: QueuedMethod;
  path: string;
  body?: unknown;
  /** What the lists show for it until it is synced (a create's member, as the API would answer it). */
  preview?: Record<string, unknown>;
  status: QueuedStatus;
  problem?: string;
  queuedAt: number;
}

/** Where the queue is kept so that nothing is lost on a reload or a crash (IndexedDB in the host). */
export interface QueueStore {
  all(user: string): Promise<QueuedChange[]>;
  put(change: QueuedChange): Promise<void>;
  remove(key: string): Promise<void>;
  clear(user: string): Promise<void>;
}

/** Sends one queued change with its key; rejects with ApiError or NetworkError as the client's requests do. */
export type SendQueued = (change: QueuedChange, key: string) => Promise<unknown>;

export interface OfflineQueueState {
  /** The signed-in user's changes, oldest first (what every list overlays). */
  changes: readonly QueuedChange[];
  syncing: boolean;
}

/**
 * Whether a user has anything queued, kept in local storage beside the token: read synchronously, so that a page with
 * an empty queue opens no IndexedDB for it.
 */
export type QueueHint = Pick<Storage, 'getItem' | 'setItem' | 'removeItem'>;
const hintKey = (user: string) => `offline-queue:${user}`;

/** Writes that may wait in the queue: intake logs and weight logs, created, edited or deleted; new products. */
const QUEUEABLE: readonly { method: QueuedMethod; path: RegExp }[] = [
  { method: 'POST', path: /^\/api\/(intake_logs|weight_logs|products)$/ },
  { method: 'PATCH', path: /^\/api\/(intake_logs|weight_logs)\/[0-9a-f-]{36}$/i },
  { method: 'DELETE', path: /^\/api\/(intake_logs|weight_logs)\/[0-9a-f-]{36}$/i },
];

/** The changes still to be sent, in their order (not those that wait for the user's decision). */
export const waitingChanges = (changes: readonly QueuedChange[]): QueuedChange[] =>
  changes.filter((c) => c.status === 'waiting');

export const isQueueable = (method: string, path: string): method is QueuedMethod =>
  QUEUEABLE.some((rule) => rule.method === method && rule.path.test(path));

/** The API path of the record a change creates, edits or deletes (a create names its own uuid). */
export const recordPathOf = (change: Pick<QueuedChange, 'method' | 'path' | 'body'>): string =>
  change.method === 'POST'
    ? `${change.path}/${String((change.body as { uuid?: unknown } | undefined)?.uuid)}`
    : change.path;

const KEY_LIFETIME_MS = IDEMPOTENCY_KEY_HOURS * 3600_000;

const isUuidTaken = (error: ApiError) =>
  error.status === 422 && error.violations.some((v) => v.propertyPath === 'uuid');

/** What the user reads for a change the API refused: its violations, or the problem's own words. */
const problemText = (error: ApiError) =>
  error.violations.length > 0 ? error.violations.map((v) => v.message).join(' ') : error.message;

/**
 * The offline queue of the signed-in user (docs/architecture.md, "Offline"): a change is stored before it counts as
 * made, sent in order when the API can be reached, and removed only once the API confirmed it. `user()` is whose
 * queue it is, or null while that is not known (nothing is sent then).
 */
export function createOfflineQueue(
  store: QueueStore,
  user: () => string | null,
  send: SendQueued,
  hint: QueueHint | null = null,
  now: () => number = () => Date.now(),
) {
  let state: OfflineQueueState = { changes: [], syncing: false };
  let loadedFor: string | null = null;
  let loading: Promise<void> | null = null;
  let flushing: Promise<void> | null = null;
  let again = false;
  const listeners = new Set<() => void>();
  const syncedListeners = new Set<() => void>();

  const set = (next: Partial<OfflineQueueState>) => {
    state = { ...state, ...next };
    if (next.changes && loadedFor !== null) {
      if (state.changes.length > 0) hint?.setItem(hintKey(loadedFor), '1');
      else hint?.removeItem(hintKey(loadedFor));
    }
    listeners.forEach((listener) => listener());
  };

  /** Reads the user's queue from the store once per user (after a reload, the changes of the last visit). */
  function load(): Promise<void> {
    const current = user();
    if (current === loadedFor) return loading ?? Promise.resolve();
    loadedFor = current;
    // Nothing queued (the usual case): the first page's reads do not wait for IndexedDB to open.
    if (current === null || (hint !== null && hint.getItem(hintKey(current)) === null)) {
      set({ changes: [] });
      return Promise.resolve();
    }
    loading = store.all(current).then(
      (changes) => {
        if (loadedFor === current) set({ changes: [...changes].sort((a, b) => a.seq - b.seq) });
      },
      () => undefined,
    );
    return loading;
  }

  const replace = (key: string, change: QueuedChange | null) =>
    set({
      changes: change
        ? state.changes.map((c) => (c.key === key ? change : c))
        : state.changes.filter((c) => c.key !== key),
    });

  async function settle(change: QueuedChange, status: QueuedStatus, problem: string) {
    const settled = { ...change, status, problem };
    await store.put(settled);
    replace(change.key, settled);
  }

  async function done(change: QueuedChange) {
    await store.remove(change.key);
    replace(change.key, null);
  }

  /** Sends one change; false when sending has to stop for now (no connection, signed out, a server fault). */
  async function sendOne(change: QueuedChange): Promise<boolean> {
    // The API keeps keys for a day: an older change is sent under a fresh one (a create's uuid still guards it).
    const key = now() - change.queuedAt < KEY_LIFETIME_MS ? change.key : `${change.key}-${now()}`;
    try {
      await send(change, key);
    } catch (error) {
      if (error instanceof NetworkError || !(error instanceof ApiError)) return false;
      if (error.status === 404 && change.method === 'DELETE') {
        // Deleted already, here or on another device: what the change asked for is true.
      } else if (error.status === 404) {
        await settle(change, 'conflict', 'deleted elsewhere');
        return true;
      } else if (change.method === 'POST' && isUuidTaken(error)) {
        // Its first send was written, but the answer (and the key, a day on) was lost.
      } else if (error.status === 422 || error.status === 400) {
        await settle(change, 'rejected', problemText(error));
        return true;
      } else {
        return false; // 401 (the session asks to sign in again), 409, 429, 5xx: kept, sent again later
      }
    }
    await done(change);
    return true;
  }

  async function flushNow(): Promise<void> {
    await load();
    const owner = loadedFor;
    let sent = 0;
    set({ syncing: true });
    try {
      for (;;) {
        const [next] = waitingChanges(state.changes);
        if (next === undefined || owner === null || user() !== owner) break;
        if (!(await sendOne(next))) break;
        sent += 1;
      }
    } finally {
      set({ syncing: false });
    }
    if (sent > 0) syncedListeners.forEach((listener) => listener());
  }

  return {
    getSnapshot: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    /** Called after changes were confirmed: the screens read again what the API now holds. */
    onSynced(listener: () => void) {
      syncedListeners.add(listener);
      return () => void syncedListeners.delete(listener);
    },
    load,
    /** Whether a new write must wait its turn behind changes not yet sent. */
    async hasWaiting(): Promise<boolean> {
      await load();
      return waitingChanges(state.changes).length > 0;
    },
    /** Stores a change; resolves once it is kept (it then survives a reload). Null when no user is known. */
    async add(
      change: Pick<QueuedChange, 'key' | 'method' | 'path' | 'body' | 'preview'>,
    ): Promise<QueuedChange | null> {
      await load();
      const owner = loadedFor;
      if (owner === null) return null;
      const last = state.changes[state.changes.length - 1];
      const queued: QueuedChange = {
        ...change,
        user: owner,
        seq: Math.max(now(), (last?.seq ?? 0) + 1),
        status: 'waiting',
        queuedAt: now(),
      };
      await store.put(queued);
      set({ changes: [...state.changes, queued] });
      return queued;
    },
    /**
     * Sends what waits, in order; one run at a time. A call during a run makes it go round once more (the connection
     * may have come back after the run's last try).
     */
    flush(): Promise<void> {
      if (flushing) {
        again = true;
        return flushing;
      }
      flushing = (async () => {
        do {
          again = false;
          await flushNow();
        } while (again);
      })().finally(() => {
        flushing = null;
      });
      return flushing;
    },
    /**
     * The refused change that a write to the record at `path` corrects (the Edit of "Needs your attention"): its
     * create, or an edit of it, that the API refused; undefined when there is none.
     */
    refusedFor(path: string): QueuedChange | undefined {
      return state.changes.findLast((c) => c.status === 'rejected' && recordPathOf(c) === path);
    },
    /**
     * Puts a corrected change in the place of a refused one (same turn in the order), waiting to be sent under its
     * own new key: the API keeps the refused answer under the old one.
     */
    async amend(refused: QueuedChange, next: Pick<QueuedChange, 'key' | 'body' | 'preview'>): Promise<void> {
      const { problem: _problem, ...rest } = refused;
      const amended: QueuedChange = { ...rest, ...next, status: 'waiting', queuedAt: now() };
      await store.put(amended);
      await store.remove(refused.key);
      set({ changes: state.changes.map((c) => (c.key === refused.key ? amended : c)) });
    },
    /** The user gives up a change that cannot be sent (or any change, on Discard). */
    async discard(key: string): Promise<void> {
      await store.remove(key);
      replace(key, null);
    },
    /** On a confirmed sign-out: the user's changes go with their saved data. */
    async clear(): Promise<void> {
      const owner = loadedFor ?? user();
      if (owner !== null) await store.clear(owner);
      set({ changes: [] });
    },
  };
}

export type OfflineQueue = ReturnType<typeof createOfflineQueue>;
