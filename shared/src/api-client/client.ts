import { DATA_VERSION_HEADER, MEDIA_TYPES, parseDataVersion, type Problem } from '@nutrilog/shared/domain';
import type { LoginResponse } from '@nutrilog/shared/schemas';
import { createConnectivity, type ConnectivityState } from './connectivity';
import { API_PATHS } from './endpoints';
import { ApiError, NetworkError } from './errors';
import type { Query } from './query';
import type { SavedReads } from './saved-reads';
import type { Session } from './session';

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
}

export interface ApiClient {
  readonly session: Session;
  /** Whether the API is being reached, and how old the saved answers shown instead are. */
  readonly connectivity: ConnectivityState;
  get<T>(path: string, query?: Query): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  delete(path: string): Promise<void>;
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

/**
 * The one fetch layer of the front end: JSON in and out, X-API-KEY when a token is stored,
 * problem+json turned into ApiError, and any 401 turned into a sign-out.
 */
export function createApiClient({ baseUrl = '', session, fetch: fetchImpl, savedReads }: ApiClientOptions): ApiClient {
  const doFetch = (input: string, init: RequestInit) => (fetchImpl ?? globalThis.fetch)(input, init);
  const dataVersion = dataVersionTracker();
  const connectivity = createConnectivity();

  async function request(
    method: string,
    url: string,
    init: { body?: BodyInit; contentType?: string; auth?: boolean; accept?: string },
  ): Promise<Response> {
    const headers: Record<string, string> = { Accept: init.accept ?? `${MEDIA_TYPES.ldJson}, ${MEDIA_TYPES.problem}` };
    if (init.contentType) headers['Content-Type'] = init.contentType;
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
    }
    connectivity.reached();
    dataVersion.seen(token, response.headers.get(DATA_VERSION_HEADER));
    if (response.status === 401 && init.auth !== false) session.clear();
    if (!response.ok) throw new ApiError(response.status, await readProblem(response));
    return response;
  }

  async function send<T>(
    method: string,
    url: string,
    init: { body?: BodyInit; contentType?: string; auth?: boolean } = {},
  ): Promise<T> {
    const response = await request(method, url, init);
    if (response.status === 204) return undefined as T;
    const text = await response.text();
    return (text ? JSON.parse(text) : undefined) as T;
  }

  /** A read, kept for offline use; when the API cannot be reached, the kept answer if there is one. */
  async function read<T>(path: string, query?: Query): Promise<T> {
    const url = buildUrl(baseUrl, path, query);
    if (!savedReads) return send<T>('GET', url);
    try {
      const body = await send<T>('GET', url);
      void savedReads.keep(path, url, body);
      return body;
    } catch (error) {
      const saved = error instanceof NetworkError ? await savedReads.find(path, url) : undefined;
      if (!saved) throw error;
      connectivity.unreachable(saved.savedAt);
      return saved.body as T;
    }
  }

  const json = (body: unknown) => (body === undefined ? undefined : JSON.stringify(body));

  return {
    session,
    connectivity,
    get: read,
    post: (path, body) =>
      send('POST', buildUrl(baseUrl, path), { body: json(body ?? {}), contentType: MEDIA_TYPES.ldJson }),
    put: (path, body) =>
      send('PUT', buildUrl(baseUrl, path), { body: json(body ?? {}), contentType: MEDIA_TYPES.ldJson }),
    patch: (path, body) =>
      send('PATCH', buildUrl(baseUrl, path), { body: json(body ?? {}), contentType: MEDIA_TYPES.mergePatch }),
    delete: (path) => send('DELETE', buildUrl(baseUrl, path)),
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
        session.clear();
        await savedReads?.forget();
      }
    },
  };
}
