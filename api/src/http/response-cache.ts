import type { IncomingMessage } from 'node:http';
import { performance } from 'node:perf_hooks';
import { gzip } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import type { FastifyInstance, FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import { LRUCache } from 'lru-cache';
import { DATA_VERSION_HEADER } from '@nutrilog/shared/domain';
import { bumpDataVersion } from '../resources/users/repository';
import { authenticate } from './authenticate';
import type { Clock } from './clock';
import { FreshRuns } from './fresh-runs';
import { TokenCache } from './token-cache';

/*
 * Answers of GET routes kept in memory per user, so that the screens' repeated reads cost no query (they ran at
 * half the speed of a bare route: docs/performance.md#api). A user's answers depend only on the user's own rows,
 * the URL and (for a few routes) the clock, and only the user changes those rows, through this API: every write of
 * the user (any non-GET request) moves the user to a new generation, and answers of older generations are never
 * served again. A read that was running while a write committed is stored under the generation it started in, so it
 * cannot outlive the write either.
 *
 * Within one process this is exact. Processes that share a PostgreSQL database (SHARED_DATABASE) do not see each
 * other's writes: there every write also counts up users.data_version before its answer leaves, authenticate
 * reads that version with the token (on every request, in a query shared by the requests that arrive together,
 * http/token-lookups.ts), and answers are kept under it. A read that ran while another process's write committed
 * is kept under the version read before it, which that write moved on.
 *
 * A kept answer of COMPRESS_FROM_BYTES or more is also gzipped, once, and sent so to clients that accept it
 * (browsers do): all of a user's weight logs are some 100 KB of JSON, 10 KB gzipped.
 */
export const MAX_AGE_MS = 30_000;
/**
 * Past MAX_AGE_MS an answer is renewed by one request while the others are still sent it, for at most this long
 * (docs/decisions.md, "One request renews an answer past its age"). A renewal not done within RENEWAL_CLAIM_MS
 * (an error, a dropped connection) is left to the next request.
 */
const RENEWAL_GRACE_MS = 10_000;
const RENEWAL_CLAIM_MS = 5_000;
const MAX_BYTES = 64 * 1024 * 1024;
const COMPRESS_FROM_BYTES = 1024;

export interface CachedAnswer {
  /** Bytes, not a string: sent as they are, without encoding them again for every request. */
  body: Buffer;
  /** `body` gzipped, when it is long enough to be worth it. */
  gzipped: Buffer | null;
  contentType: string;
  /** The route template that made it (`/api/products/:uuid`): the metrics' label when it is sent before Fastify. */
  route: string;
  /** For a route whose answer also depends on the clock: its reading when the answer was made (served only while
   * `vary` still reads the same). */
  varied?: { vary: CacheVary; reading: string } | undefined;
}

/** Keys are `<user uuid> <generation> <url>` (with a shared database the url follows the data version). */
const userOfKey = (key: string) => key.slice(0, key.indexOf(' '));

export class ResponseCache {
  private readonly answers: LRUCache<string, CachedAnswer>;
  private readonly generations = new Map<string, number>();
  /** The keys of each user's kept answers (all of the current generation: a write deletes the user's others). */
  private readonly keysByUser = new Map<string, Set<string>>();

  /**
   * Answers being made (none kept, or renewed past MAX_AGE_MS), by key: since when, and the requests waiting for it.
   */
  private readonly making = new Map<
    string,
    { since: number; waiters: ((answer: CachedAnswer | undefined) => void)[] }
  >();

  /** `clock`: the monotonic clock of the answers' ages (tests move it). */
  constructor(private readonly clock: { now(): number } = performance) {
    this.answers = new LRUCache<string, CachedAnswer>({
      maxSize: MAX_BYTES,
      sizeCalculation: (answer, key) => answer.body.length + (answer.gzipped?.length ?? 0) + key.length,
      ttl: MAX_AGE_MS + RENEWAL_GRACE_MS,
      perf: clock,
      ttlResolution: 0, // read the clock at every look-up (it caches its reading for 1 ms otherwise)
      // Evicted, expired or deleted: the key leaves its user's list.
      dispose: (_answer, key) => this.keysByUser.get(userOfKey(key))?.delete(key),
    });
  }

  /** The user's current generation: part of every key stored for the user. */
  generation(userUuid: string): number {
    return this.generations.get(userUuid) ?? 0;
  }

  /** The answer kept for the user's current generation (see get). */
  current(userUuid: string, key: string): CachedAnswer | undefined {
    return this.get(userUuid, this.generation(userUuid), key);
  }

  /**
   * The kept answer, unless the clock it depends on has moved on since it was made. Past MAX_AGE_MS, undefined for
   * the one request that is to renew it (the caller makes the answer afresh, as on a miss), and still the answer
   * for the requests that come while it does: at 100 requests at a time, all of them making a large answer afresh
   * at once stalled the process for a second or more.
   */
  get(userUuid: string, generation: number, key: string): CachedAnswer | undefined {
    const found = this.lookUp(`${userUuid} ${generation} ${key}`);
    return typeof found === 'string' ? undefined : found;
  }

  /** As get, saying why there is no answer to send: none to send ('missing'), or this request renews it ('renew'). */
  private lookUp(fullKey: string): CachedAnswer | 'missing' | 'renew' {
    const answer = this.answers.get(fullKey);
    if (answer === undefined || (answer.varied && answer.varied.vary() !== answer.varied.reading)) return 'missing';
    if (this.answers.getRemainingTTL(fullKey) > RENEWAL_GRACE_MS) return answer;
    return this.startMaking(fullKey) ? 'renew' : answer;
  }

  /**
   * As current, for a caller that can wait: when nothing is kept (or what is kept read a clock that has moved on),
   * the first request makes the answer ('make') and those that come while it does wait for it ('wait'), rather
   * than a hundred requests making one answer at once (on the embedded database they queue for it one by one).
   * `whenMade` gets the answer once kept, or undefined when it was not within RENEWAL_CLAIM_MS (the maker failed,
   * or a write came first): the waiter then makes it itself.
   */
  currentOrWait(
    userUuid: string,
    key: string,
    whenMade: (answer: CachedAnswer | undefined) => void,
  ): CachedAnswer | 'make' | 'wait' {
    const fullKey = `${userUuid} ${this.generation(userUuid)} ${key}`;
    const found = this.lookUp(fullKey);
    if (found === 'renew') return 'make';
    if (found !== 'missing') return found;
    if (this.startMaking(fullKey)) return 'make';
    this.making.get(fullKey)?.waiters.push(whenMade);
    return 'wait';
  }

  /**
   * As currentOrWait for an async caller: the answer kept, undefined when the caller is to make it, or a promise of
   * the answer being made by another request (a promise only then: this is on the path of every cacheable GET).
   */
  keptOrMade(userUuid: string, key: string): CachedAnswer | undefined | Promise<CachedAnswer | undefined> {
    let settle: ((answer: CachedAnswer | undefined) => void) | undefined;
    const found = this.currentOrWait(userUuid, key, (answer) => settle?.(answer));
    if (found === 'make') return undefined;
    if (found !== 'wait') return found;
    return new Promise((resolve) => {
      settle = resolve;
    });
  }

  /** The request making the answer got no answer to keep (a problem answer): the requests waiting make their own. */
  notMade(userUuid: string, generation: number, key: string): void {
    this.madeOrNot(`${userUuid} ${generation} ${key}`, undefined);
  }

  /** true when the caller is to make the answer: no one is, or the one who was has not kept it in RENEWAL_CLAIM_MS. */
  private startMaking(fullKey: string): boolean {
    const now = this.clock.now();
    const making = this.making.get(fullKey);
    if (making !== undefined && now - making.since < RENEWAL_CLAIM_MS) return false;
    this.madeOrNot(fullKey, undefined);
    const started = { since: now, waiters: [] };
    this.making.set(fullKey, started);
    setTimeout(
      () => this.making.get(fullKey) === started && this.madeOrNot(fullKey, undefined),
      RENEWAL_CLAIM_MS,
    ).unref();
    return true;
  }

  /** Hands the requests waiting for an answer the answer made, or undefined. */
  private madeOrNot(fullKey: string, answer: CachedAnswer | undefined): void {
    const making = this.making.get(fullKey);
    if (making === undefined) return;
    this.making.delete(fullKey);
    if (making.waiters.length > 0) setImmediate(() => making.waiters.forEach((whenMade) => whenMade(answer)));
  }

  set(userUuid: string, generation: number, key: string, answer: CachedAnswer): void {
    const fullKey = `${userUuid} ${generation} ${key}`;
    if (generation !== this.generation(userUuid)) return this.madeOrNot(fullKey, undefined);
    this.answers.set(fullKey, answer);
    this.madeOrNot(fullKey, this.answers.has(fullKey) ? answer : undefined);
    if (!this.answers.has(fullKey)) return; // larger than the whole cache
    const keys = this.keysByUser.get(userUuid) ?? new Set<string>();
    this.keysByUser.set(userUuid, keys.add(fullKey));
  }

  /**
   * After a write of the user: what was kept for the user is no longer served, and is dropped at once (left to
   * age out, answers no one can be sent again filled the cache to its bound under a steady mix of reads and
   * writes: the API's memory grew for minutes under the mixed load, docs/performance.md#mixed-load).
   */
  invalidate(userUuid: string): void {
    this.generations.set(userUuid, this.generation(userUuid) + 1);
    for (const key of this.keysByUser.get(userUuid) ?? []) this.answers.delete(key);
    this.keysByUser.delete(userUuid);
  }

  /** Bytes held (answers, their gzipped copies and keys). */
  get keptBytes(): number {
    return this.answers.calculatedSize;
  }
}

/** What a cacheable GET route adds to the URL in its key: the clock it reads, to the minute. */
export type CacheVary = () => string;

declare module 'fastify' {
  interface FastifyInstance {
    /** null when RESPONSE_CACHE is off. */
    responseCache: ResponseCache | null;
    /** null when RESPONSE_CACHE is off. */
    tokenCache: TokenCache | null;
    /** users.data_version bumps after writes, one run per user for all the writes that end together. */
    dataVersionBumps: FreshRuns<string, string>;
  }
  interface FastifyRequest {
    /** Where a cacheable GET's answer goes once it is sent (set by authenticatedCachedAnswerHook on a miss). */
    cacheSlot: { generation: number; key: string; varied: CachedAnswer['varied'] } | null;
    /** With a shared database: the user's data version, read by authenticate with the token. */
    dataVersion: string | null;
  }
}

export function registerResponseCache(app: FastifyInstance, enabled: boolean, clock?: () => number): void {
  app.decorate('responseCache', enabled ? new ResponseCache(clock ? { now: clock } : undefined) : null);
  app.decorate('tokenCache', enabled ? new TokenCache() : null);
  app.decorate('dataVersionBumps', new FreshRuns<string, string>());
  app.decorateRequest('cacheSlot', null);
  app.decorateRequest('dataVersion', null);
}

/**
 * With a shared database, every authenticated answer says the user's data version as this request read it (a
 * write's own onSend then says the version after it), so that the client can send the highest it has seen.
 */
export function registerDataVersionHeader(app: FastifyInstance): void {
  app.addHook('onSend', (request, reply, payload, done) => {
    if (request.dataVersion !== null) void reply.header(DATA_VERSION_HEADER, request.dataVersion);
    done(null, payload);
  });
}

const keptAnswerLookedUp = Symbol('keptAnswerLookedUp');
type LookedUpRequest = IncomingMessage & { [keptAnswerLookedUp]?: true };

/** The kept-answer server's note on a request it hands to Fastify after looking its answer up. */
export function noteKeptAnswerLookedUp(raw: IncomingMessage): void {
  (raw as LookedUpRequest)[keptAnswerLookedUp] = true;
}

/** The minute of a clock's reading: the key part of a route whose answer depends on the time. */
export const clockMinute =
  (clock: Clock): CacheVary =>
  () =>
    clock.now().toISOString().slice(0, 16);

/**
 * onRequest of a cacheable authenticated GET: authenticates, then sends the kept answer (validation and the
 * handler are skipped: only a 200 answer to this very URL was kept), or notes where the answer is to be kept
 * (storeCachedAnswer, in onSend).
 */
export function authenticatedCachedAnswerHook(vary: CacheVary | undefined): onRequestHookHandler {
  return async (request, reply) => {
    await authenticate(request);
    const cache = request.server.responseCache;
    if (cache === null || request.user === null) return;
    const key = cacheKey(request.url, request.dataVersion);
    // The kept-answer server looked it up already and left it to this request to make (or renew). Requests it did
    // not take (its token not in memory, an Origin with CORS on) make a missing answer one at a time too.
    const generation = cache.generation(request.user.uuid);
    const answer = (request.raw as LookedUpRequest)[keptAnswerLookedUp]
      ? undefined
      : await cache.keptOrMade(request.user.uuid, key);
    request.server.metrics.keptAnswer(answer !== undefined);
    if (answer === undefined) {
      request.cacheSlot = { generation, key, varied: vary ? { vary, reading: vary() } : undefined };
      return;
    }
    return reply
      .code(200)
      .type(answer.contentType)
      .send(bytesFor(request, reply, answer));
  };
}

/** The key of a kept answer: the URL as requested, after the user's data version when processes share the database. */
export const cacheKey = (url: string, dataVersion: string | null) =>
  dataVersion === null ? url : `v${dataVersion} ${url}`;

/**
 * Accept-Encoding read with its weights (`gzip;q=0` refuses gzip, `identity;q=1, gzip;q=0.5` prefers the plain
 * bytes); the few distinct headers clients send are remembered, as this runs on every kept answer.
 */
const encodings = new Negotiator({
  supportedValues: ['gzip', 'identity'],
  cache: new LRUCache<string, string>({ max: 100 }),
});
const acceptsGzip = (acceptEncoding: string | string[] | undefined) =>
  acceptEncoding !== undefined &&
  encodings.negotiate(Array.isArray(acceptEncoding) ? acceptEncoding.join(', ') : acceptEncoding) === 'gzip';

/**
 * The bytes to send of an answer, and the headers they need: gzipped when worth compressing and the client accepts
 * it. Used by Fastify's path and by the kept-answer server alike.
 */
export function encodedAnswer(
  answer: Pick<CachedAnswer, 'body' | 'gzipped'>,
  acceptEncoding: string | string[] | undefined,
): { body: Buffer; headers: Record<string, string> } {
  if (answer.gzipped === null) return { body: answer.body, headers: {} };
  if (!acceptsGzip(acceptEncoding)) return { body: answer.body, headers: { vary: 'accept-encoding' } };
  return { body: answer.gzipped, headers: { vary: 'accept-encoding', 'content-encoding': 'gzip' } };
}

function bytesFor(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: Pick<CachedAnswer, 'body' | 'gzipped'>,
): Buffer {
  const { body, headers } = encodedAnswer(answer, request.headers['accept-encoding']);
  void reply.headers(headers);
  return body;
}

/** onSend of cacheable routes: keeps a fresh 200 answer (and sends it gzipped as a kept one would be). */
export function storeCachedAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
  done: (error: Error | null, payload?: unknown) => void,
): void {
  const slot = request.cacheSlot;
  const cache = request.server.responseCache;
  const user = request.user;
  // A kept answer being sent, or one not to keep: no promise on the hottest path.
  if (!slot || !cache || !user) return done(null, payload);
  if (reply.statusCode !== 200 || typeof payload !== 'string') {
    cache.notMade(user.uuid, slot.generation, slot.key);
    return done(null, payload);
  }
  const body = Buffer.from(payload);
  const keep = (gzipped: Buffer | null) => {
    cache.set(user.uuid, slot.generation, slot.key, {
      body,
      gzipped,
      contentType: String(reply.getHeader('content-type')),
      route: request.routeOptions.url ?? request.url,
      varied: slot.varied,
    });
    done(null, bytesFor(request, reply, { body, gzipped }));
  };
  if (body.length < COMPRESS_FROM_BYTES) return keep(null);
  gzip(body, (error, gzipped) => (error ? done(error) : keep(gzipped)));
}

/**
 * onSend of authenticated writes: whatever they changed, the user's kept answers are stale from now on, in this
 * process and, with a shared database, in the others (before the answer leaves, so the client's next read is
 * fresh wherever it goes).
 */
export async function invalidateCachedAnswers(
  request: FastifyRequest,
  reply: FastifyReply,
  payload: unknown,
): Promise<unknown> {
  if (!request.user) return payload;
  request.server.responseCache?.invalidate(request.user.uuid);
  const { db, config, dataVersionBumps } = request.server;
  const userUuid = request.user.uuid;
  // Writes of one user that end together share a bump (each takes one that began after it committed): one bump per
  // write made them queue on the user's row lock, a commit each (docs/performance.md).
  if (config.sharedDatabase) {
    const dataVersion = await dataVersionBumps.run(userUuid, () => bumpDataVersion(db, userUuid));
    // The client's next reads carry it: a process that has not read this version yet reads the token afresh.
    void reply.header(DATA_VERSION_HEADER, dataVersion);
  }
  return payload;
}
