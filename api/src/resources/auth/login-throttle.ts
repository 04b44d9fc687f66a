import type { LoginThrottleConfig } from '../../config';

interface Window {
  failures: number;
  endsAt: number;
}

/** Counts failures per key in fixed windows that start at a key's first failure. */
class FailureCounter {
  private readonly windows = new Map<string, Window>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly now: () => number,
  ) {}

  /** Seconds until `key` may try again; 0 when it may try now. */
  retryAfterSeconds(key: string): number {
    const window = this.current(key);
    if (window === undefined || window.failures < this.limit) return 0;
    return Math.max(1, Math.ceil((window.endsAt - this.now()) / 1000));
  }

  recordFailure(key: string): void {
    const window = this.current(key);
    if (window) window.failures += 1;
    else {
      this.prune();
      this.windows.set(key, { failures: 1, endsAt: this.now() + this.windowMs });
    }
  }

  reset(key: string): void {
    this.windows.delete(key);
  }

  private current(key: string): Window | undefined {
    const window = this.windows.get(key);
    if (window && window.endsAt <= this.now()) {
      this.windows.delete(key);
      return undefined;
    }
    return window;
  }

  /** Keeps memory bounded under a flood of distinct keys. */
  private prune(): void {
    if (this.windows.size < 10_000) return;
    const now = this.now();
    for (const [key, window] of this.windows) if (window.endsAt <= now) this.windows.delete(key);
  }
}

export interface LoginAttempt {
  /** Normalised email. */
  email: string;
  ip: string;
}

/**
 * Failed-login limits per email and per client IP (in this process's memory). Consulted before the
 * password is checked; a success clears the email's failures.
 */
export class LoginThrottle {
  private readonly byEmail: FailureCounter;
  private readonly byIp: FailureCounter;

  constructor(config: LoginThrottleConfig, now: () => number = Date.now) {
    const windowMs = config.windowMinutes * 60_000;
    this.byEmail = new FailureCounter(config.maxFailuresPerEmail, windowMs, now);
    this.byIp = new FailureCounter(config.maxFailuresPerIp, windowMs, now);
  }

  /** Seconds the client must wait before trying again; 0 when the attempt may go ahead. */
  retryAfterSeconds(attempt: LoginAttempt): number {
    return Math.max(this.byEmail.retryAfterSeconds(attempt.email), this.byIp.retryAfterSeconds(attempt.ip));
  }

  recordFailure(attempt: LoginAttempt): void {
    this.byEmail.recordFailure(attempt.email);
    this.byIp.recordFailure(attempt.ip);
  }

  recordSuccess(attempt: LoginAttempt): void {
    this.byEmail.reset(attempt.email);
  }
}
