import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { FastifyInstance } from 'fastify';
import { LRUCache } from 'lru-cache';
import { DATA_VERSION_HEADER } from '@nutrilog/shared/domain';
import type { LiveToken } from '../resources/auth/repository';

/** Reads the live tokens among some hashes, by hash. */
export type ReadLiveTokens = (tokenHashes: string[]) => Promise<Map<string, LiveToken>>;

interface Waiter {
  resolve: (token: LiveToken | null) => void;
  reject: (error: unknown) => void;
}

/** Hashes read in one query at most; more wait for the next. */
const MAX_BATCH = 500;

/**
 * How long a token read stands in for a fresh one, for a request that carries a data version at or below the one
 * read (docs/decisions.md, "Token reads leased for a quarter of a second"). A revocation waits REVOCATION_WAIT_MS
 * before it answers, so that no process still holds a read from before it.
 */
export const TOKEN_LEASE_MS = 250;
export const REVOCATION_WAIT_MS = TOKEN_LEASE_MS + 50;

/** After a revocation has committed: waits until no process can still answer from a read made before it. */
export const waitOutTokenLeases = () => sleep(REVOCATION_WAIT_MS);

/** The data version header as Node.js keys it in `headers` (lower case). */
export const DATA_VERSION_HEADER_NAME = DATA_VERSION_HEADER.toLowerCase();

interface Lease {
  token: LiveToken;
  /** performance.now() when the query that read it started. */
  readStartedAt: number;
}

/*
 * Token reads of requests that arrive together share one query. A request never takes the answer of a query that
 * was already running when it arrived (that query may have started before a logout or a write the client has
 * seen): it waits for the next one, which starts as soon as the running one ends. So every request is still
 * checked against the database as it was after the request arrived, at one query per round trip instead of one per
 * request (processes that share a database read every token afresh; docs/decisions.md, "Several API processes").
 */
export class TokenLookups {
  private next = new Map<string, Waiter[]>();
  private running = false;
  private scheduled = false;
  /** Touches under way, by token hash: the requests of one batch that find the token due write its last use once. */
  private readonly touching = new Map<string, Promise<void>>();
  /** The last read of each live token, while it stands in for a fresh one. */
  private readonly leases = new LRUCache<string, Lease>({ max: 10_000, ttl: TOKEN_LEASE_MS });

  constructor(
    private readonly read: ReadLiveTokens,
    private readonly now: () => number = () => performance.now(),
  ) {}

  /**
   * The token as read by a query that started less than TOKEN_LEASE_MS ago, if its data version is at least the
   * client's: what a fresh read would say, since a revocation waits out the lease before it answers and the client
   * has seen no write after that version. undefined: read afresh (find).
   */
  leased(tokenHash: string, clientVersion: bigint | undefined): LiveToken | undefined {
    if (clientVersion === undefined) return undefined;
    const lease = this.leases.get(tokenHash);
    if (lease === undefined || this.now() - lease.readStartedAt >= TOKEN_LEASE_MS) return undefined;
    return BigInt(lease.token.dataVersion) >= clientVersion ? lease.token : undefined;
  }

  /** Forgets a token's lease (a logout in this process). */
  forget(tokenHash: string): void {
    this.leases.delete(tokenHash);
  }

  find(tokenHash: string): Promise<LiveToken | null> {
    return new Promise((resolve, reject) => {
      const waiters = this.next.get(tokenHash);
      if (waiters) waiters.push({ resolve, reject });
      else this.next.set(tokenHash, [{ resolve, reject }]);
      this.schedule();
    });
  }

  /** Runs `touch` unless a touch of the token is under way already; either way resolves when it is done. */
  touchOnce(tokenHash: string, touch: () => Promise<void>): Promise<void> {
    const running = this.touching.get(tokenHash);
    if (running) return running;
    const started = touch().finally(() => this.touching.delete(tokenHash));
    this.touching.set(tokenHash, started);
    return started;
  }

  /*
   * The next query starts once the event loop has handled the I/O it is handling: the requests read from the
   * sockets in one turn go in one query, rather than the first alone and the rest in the query after it.
   */
  private schedule(): void {
    if (this.running || this.scheduled) return;
    this.scheduled = true;
    setImmediate(() => {
      this.scheduled = false;
      this.start();
    });
  }

  private start(): void {
    const batch = new Map([...this.next].slice(0, MAX_BATCH));
    for (const hash of batch.keys()) this.next.delete(hash);
    this.running = true;
    const readStartedAt = this.now();
    this.read([...batch.keys()])
      .then(
        (found) => {
          for (const [hash, waiters] of batch) {
            const token = found.get(hash);
            if (token) this.leases.set(hash, { token, readStartedAt });
            else this.leases.delete(hash);
            for (const waiter of waiters) waiter.resolve(token ?? null);
          }
        },
        (error: unknown) => {
          for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
        },
      )
      .finally(() => {
        this.running = false;
        if (this.next.size > 0) this.schedule();
      });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    tokenLookups: TokenLookups;
  }
}

export function registerTokenLookups(app: FastifyInstance, read: ReadLiveTokens, clock?: () => number): void {
  app.decorate('tokenLookups', new TokenLookups(read, clock));
}
