import { sql } from 'kysely';
import type { LoginThrottleConfig } from '../../config';
import type { DB } from '../../db/schema';

export interface LoginAttempt {
  /** Normalised email. */
  email: string;
  ip: string;
}

const emailKey = (attempt: LoginAttempt) => `email:${attempt.email}`;
const ipKey = (attempt: LoginAttempt) => `ip:${attempt.ip}`;

/**
 * Failed-login limits per email and per client IP, counted in the database (login_failures), so that they hold
 * across every API process on one database. Each key counts in a fixed window that starts at its first failure.
 * Consulted before the password is checked; a success clears the email's failures. Attempts that run at the same
 * moment can each pass the check before any of them is counted: the limit can be exceeded by the number of
 * attempts in flight, never more.
 */
export class LoginThrottle {
  private readonly windowMs: number;

  constructor(
    private readonly db: DB,
    private readonly config: LoginThrottleConfig,
    private readonly now: () => number = Date.now,
  ) {
    this.windowMs = config.windowMinutes * 60_000;
  }

  /** Seconds the client must wait before trying again; 0 when the attempt may go ahead. */
  async retryAfterSeconds(attempt: LoginAttempt): Promise<number> {
    const now = this.now();
    const rows = await this.db
      .selectFrom('login_failures')
      .select(['key', 'failures', 'window_ends_at'])
      .where('key', 'in', [emailKey(attempt), ipKey(attempt)])
      .where('window_ends_at', '>', new Date(now))
      .execute();
    const limitOf = (key: string) =>
      key === emailKey(attempt) ? this.config.maxFailuresPerEmail : this.config.maxFailuresPerIp;
    const waits = rows
      .filter((row) => row.failures >= limitOf(row.key))
      .map((row) => Math.max(1, Math.ceil((row.window_ends_at.getTime() - now) / 1000)));
    return Math.max(0, ...waits);
  }

  async recordFailure(attempt: LoginAttempt): Promise<void> {
    const now = new Date(this.now());
    const windowEndsAt = new Date(now.getTime() + this.windowMs);
    // One statement per key, so that two processes counting at once both count.
    await this.db
      .insertInto('login_failures')
      .values([emailKey(attempt), ipKey(attempt)].map((key) => ({ key, failures: 1, window_ends_at: windowEndsAt })))
      .onConflict((conflict) =>
        conflict.column('key').doUpdateSet({
          failures: sql`CASE WHEN login_failures.window_ends_at <= ${now} THEN 1 ELSE login_failures.failures + 1 END`,
          window_ends_at: sql`CASE WHEN login_failures.window_ends_at <= ${now} THEN excluded.window_ends_at
            ELSE login_failures.window_ends_at END`,
        }),
      )
      .execute();
    // Keeps the table small under a flood of distinct keys.
    await this.db.deleteFrom('login_failures').where('window_ends_at', '<=', now).execute();
  }

  async recordSuccess(attempt: LoginAttempt): Promise<void> {
    await this.db.deleteFrom('login_failures').where('key', '=', emailKey(attempt)).execute();
  }
}
