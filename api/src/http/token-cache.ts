import { LRUCache } from 'lru-cache';
import type { LiveToken } from '../resources/auth/repository';

/*
 * Signed-in tokens kept in memory, so that an authenticated request costs no query (docs/performance.md#api). An
 * entry is kept at most MAX_AGE_MS; the caller still checks its expiry and idle time on every use; logout in this
 * process forgets it at once. A token revoked by another process (logout or a password reset there) is refused here
 * within MAX_AGE_MS.
 */
export const TOKEN_MAX_AGE_MS = 30_000;

export class TokenCache {
  private readonly tokens = new LRUCache<string, LiveToken>({ max: 10_000, ttl: TOKEN_MAX_AGE_MS });

  get(tokenHash: string): LiveToken | undefined {
    return this.tokens.get(tokenHash);
  }

  /** Keeps a token read from the database, for MAX_AGE_MS from now. */
  set(tokenHash: string, token: LiveToken): void {
    this.tokens.set(tokenHash, token);
  }

  /** Replaces a kept token's state without keeping it any longer than it was kept already. */
  update(tokenHash: string, token: LiveToken): void {
    if (this.tokens.has(tokenHash)) this.tokens.set(tokenHash, token, { noUpdateTTL: true });
  }

  forget(tokenHash: string): void {
    this.tokens.delete(tokenHash);
  }
}
