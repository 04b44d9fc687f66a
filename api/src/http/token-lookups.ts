import type { FastifyInstance } from 'fastify';
import type { LiveToken } from '../resources/auth/repository';

/** Reads the live tokens among some hashes, by hash. */
export type ReadLiveTokens = (tokenHashes: string[]) => Promise<Map<string, LiveToken>>;

interface Waiter {
  resolve: (token: LiveToken | null) => void;
  reject: (error: unknown) => void;
}

/** Hashes read in one query at most; more wait for the next. */
const MAX_BATCH = 500;

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
  /** Touches under way, by token hash: the requests of one batch that find the token due write its last use once. */
  private readonly touching = new Map<string, Promise<void>>();

  constructor(private readonly read: ReadLiveTokens) {}

  find(tokenHash: string): Promise<LiveToken | null> {
    return new Promise((resolve, reject) => {
      const waiters = this.next.get(tokenHash);
      if (waiters) waiters.push({ resolve, reject });
      else this.next.set(tokenHash, [{ resolve, reject }]);
      if (!this.running) this.start();
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

  private start(): void {
    const batch = new Map([...this.next].slice(0, MAX_BATCH));
    for (const hash of batch.keys()) this.next.delete(hash);
    this.running = true;
    this.read([...batch.keys()]).then(
      (found) => {
        for (const [hash, waiters] of batch) for (const waiter of waiters) waiter.resolve(found.get(hash) ?? null);
      },
      (error: unknown) => {
        for (const waiters of batch.values()) for (const waiter of waiters) waiter.reject(error);
      },
    ).finally(() => {
      this.running = false;
      if (this.next.size > 0) this.start();
    });
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    tokenLookups: TokenLookups;
  }
}

export function registerTokenLookups(app: FastifyInstance, read: ReadLiveTokens): void {
  app.decorate('tokenLookups', new TokenLookups(read));
}
