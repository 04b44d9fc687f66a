import {
  DATA_VERSION_HEADER,
  IDEMPOTENCY_KEY_HEADER,
  MEDIA_TYPES,
  parseDataVersion,
  type Problem,
} from '@nutrilog/shared/domain';
import type { LoginResponse } from '@nutrilog/shared/schemas';
import { createConnectivity, type ConnectivityState } from './connectivity';
import { API_PATHS } from './endpoints';
import { ApiError, NetworkError } from './errors';
import { previewOfCreate, withClientUuids } from './offline-creates';
import {
  createOfflineQueue,
  isQueueable,
  waitingChanges,
  type OfflineQueue,
  type QueuedChange,
  type QueueHint,
  type QueueStore,
} from './offline-queue';
import type { Query } from './query';
import type { SavedReads } from './saved-reads';
import type { Session } from './session';
import { SYNC_PENDING } from './sync-pending';

export type { Query, QueryValue } from './query';

/** A file the API sent as an attachment. */
export interface Download {
  blob: Blob;
  /** The file name of its Content-Disposition, if it gave one. */
  filename: string | null;
}

export interface ApiClientOptions {
  /** Origin + prefix of the API, '' for the page's own origin. */
  baseUrl?: string;
  session: Session;
  fetch?: typeof fetch;
  /** Keeps what the reads answered and gives it back when the API cannot be reached (the host's client only). */
  savedReads?: SavedReads;
  /** Where writes made while the API cannot be reached wait to be sent (with savedReads, which knows the user). */
  queueStore?: QueueStore;
  /** Says synchronously whether a user has anything queued (local storage in the host). */
  queueHint?: QueueHint;
  /** Makes the uuids of creates and the keys of writes (crypto.randomUUID in the browser). */
  randomUuid?: () => string;
}

/** What a create shows in the lists until the API has answered it: the members' fields the body does not carry. */
export interface WriteOptions {
  preview?: Record<string, unknown>;
}

export interface ApiClient {
  readonly session: Session;
  /** Whether the API is being reached, and how old the saved answers shown instead are. */
  readonly connectivity: ConnectivityState;
  /**
   * Writes made while the API cannot be reached (intake and weight logs, a new product), kept until they are sent;
   * null where nothing is kept (a remote on its own, the tests).
   */
  readonly offlineQueue: OfflineQueue | null;
  /**
   * How many writes this client has sent or queued, counted as each ends: an answer read before the count moved may
   * not show them (swr-config.ts takes an answer read ahead only while it has not moved).
   */
  writesSoFar(): number;
  get<T>(path: string, query?: Query): Promise<T>;
  /**
   * A write the offline queue can take resolves, when the API cannot be reached, with what it will be once sent,
   * marked `syncPending` (queued-overlay.ts); a create is sent with a uuid of the client's own making.
   */
  post<T>(path: string, body?: unknown, options?: WriteOptions): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  /** As post: `options.preview` is what the edited record shows (its embedded parts) while the edit waits. */
  patch<T>(path: string, body?: unknown, options?: WriteOptions): Promise<T>;
  /** Resolves undefined, or with a `syncPending` marker when the delete waits in the offline queue. */
  delete(path: string): Promise<unknown>;
  postForm<T>(path: string, form: FormData): Promise<T>;
  /**
   * POSTs a file's bytes as they are (no decoding: the API reads their encoding) with its media type, e.g. text/csv.
   */
  postFile<T>(path: string, content: Blob | string, contentType: string, query?: Query): Promise<T>;
  /** GETs a file (with the token, which a plain link cannot send). */
  download(path: string, query?: Query): Promise<Download>;
  /** Signs in with a client that sends no token, then stores the new one. */
  login(email: string, password: string): Promise<void>;
  /** Revokes the token on the server (best effort) and forgets it locally. */
  logout(): Promise<void>;
}

export function buildUrl(baseUrl: string, path: string, query?: Query): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  const qs = params.toString();
  return `${baseUrl}${path}${qs ? `?${qs}` : ''}`;
}

async function readProblem(response: Response): Promise<Problem | null> {
  const type = response.headers.get('content-type') ?? '';
  if (!type.includes('json')) return null;
  try {
    return (await response.json()) as Problem;
  } catch {
    return null;
  }
}

/** `attachment; filename="x.csv"` → `x.csv`. */
export function attachmentFilename(contentDisposition: string | null): string | null {
  const match = /filename="([^"]+)"|filename=([^;\s]+)/i.exec(contentDisposition ?? '');
  return match?.[1] ?? match?.[2] ?? null;
}

/**
 * The highest data version the API has answered with for the current token: sent with every request, so that any
 * API process answers with this client's own writes in view (docs/decisions.md, "Token reads leased for a quarter
 * of a second"). A new token starts afresh.
 */
function dataVersionTracker() {
  let token: string | null = null;
  let highest: bigint | null = null;
  return {
    highest: (current: string | null) =>
      current !== null && current === token && highest !== null ? String(highest) : null,
    seen(current: string | null, header: string | null) {
      const version = parseDataVersion(header);
      if (current === null || version === undefined) return;
      if (current !== token) [token, highest] = [current, null];
      if (highest === null || version > highest) highest = version;
    },
  };
}

/** One request's body and headers beyond the token and the data version, which every request gets. */
interface SendOptions {
  body?: BodyInit;
  contentType?: string;
  /** false: sent without the token (signing in). */
  auth?: boolean;
  accept?: string;
  idempotencyKey?: string;
}

/**
 * The one fetch layer of the front end: JSON in and out, X-API-KEY when a token is stored,
 * problem+json turned into ApiError, and any 401 turned into a sign-out.
 */
export function createApiClient({
  baseUrl = '',
  session,
  fetch: fetchImpl,
  savedReads,
  queueStore,
  queueHint,
  randomUuid = () => globalThis.crypto.randomUUID(),
}: ApiClientOptions): ApiClient {
  const doFetch = (input: string, init: RequestInit) => (fetchImpl ?? globalThis.fetch)(input, init);
  const dataVersion = dataVersionTracker();
  const connectivity = createConnectivity();
  let writes = 0;

  async function request(method: string, url: string, init: SendOptions): Promise<Response> {
    const headers: Record<string, string> = { Accept: init.accept ?? `${MEDIA_TYPES.ldJson}, ${MEDIA_TYPES.problem}` };
    if (init.contentType) headers['Content-Type'] = init.contentType;
    if (init.idempotencyKey) headers[IDEMPOTENCY_KEY_HEADER] = init.idempotencyKey;
    const token = init.auth === false ? null : session.getToken();
    if (token) headers['X-API-KEY'] = token;
    const version = dataVersion.highest(token);
    if (version !== null) headers[DATA_VERSION_HEADER] = version;
    let response: Response;
    try {
      response = await doFetch(url, { method, headers, body: init.body });
    } catch (error) {
      connectivity.unreachable();
      throw new NetworkError(error);
    } finally {
      if (method !== 'GET') writes += 1;
    }
    connectivity.reached();
    dataVersion.seen(token, response.headers.get(DATA_VERSION_HEADER));
    if (response.status === 401 && init.auth !== false) session.clear();
    if (!response.ok) throw new ApiError(response.status, await readProblem(response));
    return response;
  }

  async function send<T>(method: string, url: string, init: SendOptions = {}): Promise<T> {
    const response = await request(method, url, init);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  const json = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));
  const contentTypeOf = (method: string) => (method === 'PATCH' ? MEDIA_TYPES.mergePatch : MEDIA_TYPES.ldJson);

  const queue =
    savedReads && queueStore
      ? createOfflineQueue(
          queueStore,
          savedReads.owner,
          (change: QueuedChange, key: string) =>
            send(change.method, buildUrl(baseUrl, change.path), {
              body: change.method === 'DELETE' ? undefined : json(change.body ?? {}),
              contentType: change.method === 'DELETE' ? undefined : contentTypeOf(change.method),
              idempotencyKey: key,
            }),
          queueHint ?? null,
        )
      : null;

  /** The answer with the user's queued changes in it (lists, and a record created offline). */
  async function withQueued<T>(path: string, query: Query | undefined, body: T | undefined): Promise<T | undefined> {
    if (!queue) return body;
    await queue.load();
    const { changes } = queue.getSnapshot();
    if (changes.length === 0) return body;
    // Loaded only when something is queued: a page with nothing waiting does not carry it.
    const { overlayQueued } = await import(/* webpackChunkName: "queued-overlay" */ './queued-overlay');
    return overlayQueued(path, query, body, changes) as T | undefined;
  }

  /** A name search no one made online, answered offline from the kept whole list. */
  async function savedSearch(path: string, query: Query | undefined) {
    if (!savedReads) return undefined;
    const { searchWholeList, wholeListOf } = await import(/* webpackChunkName: "offline-search" */ './offline-search');
    const whole = wholeListOf(path, query);
    if (!whole) return undefined;
    const list = await savedReads.find(path, buildUrl(baseUrl, path, whole));
    return list && { body: searchWholeList(list.body, query), savedAt: list.savedAt };
  }

  /** A read, kept for offline use; when the API cannot be reached, the kept answer if there is one. */
  async function read<T>(path: string, query?: Query): Promise<T> {
    const url = buildUrl(baseUrl, path, query);
    if (!savedReads) return send<T>('GET', url);
    let body: T;
    try {
      body = await send<T>('GET', url);
    } catch (error) {
      if (error instanceof ApiError && error.status === 404) {
        // Not written yet: a create that waits, or that the API refused and the user is correcting.
        const queued = await withQueued<T>(path, query, undefined);
        if (queued !== undefined) return queued;
      }
      if (!(error instanceof NetworkError)) throw error;
      const saved = (await savedReads.find(path, url)) ?? (await savedSearch(path, query));
      const answer = await withQueued<T>(path, query, saved?.body as T | undefined);
      if (answer === undefined) throw error;
      connectivity.unreachable(saved?.savedAt);
      return answer;
    }
    void savedReads.keep(path, url, body);
    // The API answered: whatever waits in the queue can go now.
    if (queue && waitingChanges(queue.getSnapshot().changes).length > 0) void queue.flush();
    return (await withQueued(path, query, body)) as T;
  }

  /**
   * A write the queue can take (isQueueable: intake and weight logs, a new product): sent with an Idempotency-Key (a
   * create with its own uuid), and kept in the offline queue, resolving with what it will be, when the API cannot be
   * reached or earlier changes still wait. writesSoFar counts it when it is sent (request) or kept (the queue).
   */
  async function write<T>(method: 'POST' | 'PATCH' | 'DELETE', path: string, body: unknown, options?: WriteOptions) {
    const url = buildUrl(baseUrl, path);
    const contentType = method === 'DELETE' ? undefined : contentTypeOf(method);
    if (!queue || !isQueueable(method, path)) return send<T>(method, url, { body: json(body), contentType });
    const payload = method === 'POST' ? withClientUuids(path, body as Record<string, unknown>, randomUuid) : body;
    const key = randomUuid();
    const queueIt = async (cause: unknown): Promise<T> => {
      const uuid = method === 'POST' ? (payload as { uuid: string }).uuid : path.split('/').pop();
      const preview =
        method === 'POST'
          ? {
              '@id': `${path}/${uuid}`,
              ...(previewOfCreate(path, payload as Record<string, unknown>, new Date()) ?? (payload as object)),
              ...options?.preview,
              uuid,
            }
          : undefined;
      const queued = await queue.add({ key, method, path, body: payload, ...(preview ? { preview } : {}) });
      if (queued === null) throw cause;
      writes += 1;
      const answer = method === 'DELETE' ? {} : { ...(payload as object), ...preview };
      return { ...answer, uuid, [SYNC_PENDING]: true } as T;
    };
    const refused = method === 'PATCH' ? (await queue.load(), queue.refusedFor(path)) : undefined;
    if (refused) return correct<T>(refused, payload as object, key, options);
    if (await queue.hasWaiting()) {
      const answer = await queueIt(new NetworkError('earlier changes wait'));
      void queue.flush();
      return answer;
    }
    try {
      return await send<T>(method, url, { body: json(payload), contentType, idempotencyKey: key });
    } catch (error) {
      if (error instanceof NetworkError) return queueIt(error);
      throw error;
    }
  }

  /**
   * An edit of a change the API refused (its Edit under "Needs your attention"): the change with the edit merged in
   * is sent under a new key, and replaces the refused one once the API took it. The API refusing it again throws its
   * error for the form; with no answer, or earlier changes waiting, it waits in the refused change's place.
   */
  async function correct<T>(refused: QueuedChange, patch: object, key: string, options?: WriteOptions): Promise<T> {
    const q = queue!;
    const body: Record<string, unknown> = { ...(refused.body as object), ...patch };
    // A product's portions follow its corrected nutrients.
    const computed = refused.method === 'POST' ? previewOfCreate(refused.path, body, new Date()) : undefined;
    const preview = refused.preview
      ? { ...refused.preview, ...patch, ...computed, ...options?.preview }
      : options?.preview;
    const next = { key, body, ...(preview ? { preview } : {}) };
    const url = buildUrl(baseUrl, refused.path);
    const waitInPlace = async () => {
      await q.amend(refused, next);
      writes += 1;
      void q.flush();
      return { ...body, ...preview, [SYNC_PENDING]: true } as T;
    };
    if (await q.hasWaiting()) return waitInPlace();
    try {
      const answer = await send<T>(refused.method, url, {
        body: json(body),
        contentType: contentTypeOf(refused.method),
        idempotencyKey: key,
      });
      await q.discard(refused.key);
      return answer;
    } catch (error) {
      if (error instanceof NetworkError) return waitInPlace();
      throw error;
    }
  }

  return {
    session,
    connectivity,
    offlineQueue: queue,
    writesSoFar: () => writes,
    get: read,
    post: (path, body, options) => write('POST', path, body ?? {}, options),
    put: (path, body) =>
      send('PUT', buildUrl(baseUrl, path), { body: json(body ?? {}), contentType: MEDIA_TYPES.ldJson }),
    patch: (path, body, options) => write('PATCH', path, body ?? {}, options),
    delete: (path) => write('DELETE', path, undefined),
    postForm: (path, form) => send('POST', buildUrl(baseUrl, path), { body: form }),
    postFile: (path, content, contentType, query) =>
      send('POST', buildUrl(baseUrl, path, query), { body: content, contentType }),
    async download(path, query) {
      const response = await request('GET', buildUrl(baseUrl, path, query), { accept: `*/*, ${MEDIA_TYPES.problem}` });
      return { blob: await response.blob(), filename: attachmentFilename(response.headers.get('content-disposition')) };
    },
    async login(email, password) {
      const { accessToken } = await send<LoginResponse>('POST', buildUrl(baseUrl, API_PATHS.login), {
        body: json({ email, password }),
        contentType: MEDIA_TYPES.ldJson,
        auth: false,
      });
      session.setToken(accessToken);
    },
    async logout() {
      try {
        if (session.getToken())
          await send('POST', buildUrl(baseUrl, API_PATHS.logout), { body: '{}', contentType: MEDIA_TYPES.ldJson });
      } catch {
        // The token is forgotten locally whatever the server says.
      } finally {
        await queue?.clear();
        session.clear();
        await savedReads?.forget();
      }
    },
  };
}
