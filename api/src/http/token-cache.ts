import { LRUCache } from 'lru-cache';
import type { TokenOwner } from '../resources/auth/repository';

/*
 * Signed-in tokens kept in memory, so that an authenticated request costs no query (issue 8). An entry is kept
 * at most MAX_AGE_MS and never past the token's own expiry; logout in this process forgets it at once. A token
 * revoked by another process (a password reset with the CLI beside a PostgreSQL server) is refused here within
 * MAX_AGE_MS.
 */
export const TOKEN_MAX_AGE_MS = 30_000;

interface KnownToken {
  owner: TokenOwner;
  expiresAt: Date;
}

export class TokenCache {
  private readonly tokens = new LRUCache<string, KnownToken>({ max: 10_000, ttl: TOKEN_MAX_AGE_MS });

  get(tokenHash: string, now: Date): TokenOwner | undefined {
    const known = this.tokens.get(tokenHash);
    if (known === undefined) return undefined;
    if (known.expiresAt <= now) {
      this.tokens.delete(tokenHash);
      return undefined;
    }
    return known.owner;
  }

  set(tokenHash: string, known: KnownToken): void {
    this.tokens.set(tokenHash, known);
  }

  forget(tokenHash: string): void {
    this.tokens.delete(tokenHash);
  }
}
