import { setupTestApp } from '../../testing/harness';
import { LoginThrottle } from './login-throttle';

const t = setupTestApp();

describe('LoginThrottle', () => {
  let now = 0;
  const config = { maxFailuresPerEmail: 2, maxFailuresPerIp: 3, windowMinutes: 15 };
  const throttle = () => new LoginThrottle(t.db, config, () => now);
  beforeEach(() => {
    now = Date.parse('2026-03-01T12:00:00Z');
  });

  it('blocks an email after its limit of failures until the window ends', async () => {
    const limits = throttle();
    const attempt = { email: 'a@example.test', ip: '10.0.0.1' };
    await limits.recordFailure(attempt);
    expect(await limits.retryAfterSeconds(attempt)).toBe(0);
    await limits.recordFailure(attempt);
    expect(await limits.retryAfterSeconds(attempt)).toBe(900);

    now += 600_000;
    expect(await limits.retryAfterSeconds(attempt)).toBe(300);
    now += 300_000;
    expect(await limits.retryAfterSeconds(attempt)).toBe(0);
    await limits.recordFailure(attempt); // a new window, counted from 1
    expect(await limits.retryAfterSeconds(attempt)).toBe(0);
  });

  it('blocks an IP after its limit of failures across emails', async () => {
    const limits = throttle();
    for (const name of ['a', 'b', 'c']) await limits.recordFailure({ email: `${name}@example.test`, ip: '10.0.0.1' });
    expect(await limits.retryAfterSeconds({ email: 'd@example.test', ip: '10.0.0.1' })).toBe(900);
    expect(await limits.retryAfterSeconds({ email: 'd@example.test', ip: '10.0.0.2' })).toBe(0);
  });

  it('forgets an email’s failures after a success, but not the IP’s', async () => {
    const limits = throttle();
    const attempt = { email: 'a@example.test', ip: '10.0.0.1' };
    await limits.recordFailure(attempt);
    await limits.recordSuccess(attempt);
    await limits.recordFailure(attempt);
    expect(await limits.retryAfterSeconds(attempt)).toBe(0);
    await limits.recordFailure({ email: 'b@example.test', ip: '10.0.0.1' });
    expect(await limits.retryAfterSeconds({ email: 'c@example.test', ip: '10.0.0.1' })).toBe(900);
  });

  it('counts every failure when several processes record at once', async () => {
    const processes = [throttle(), throttle(), throttle()];
    const attempt = { email: 'a@example.test', ip: '10.0.0.1' };
    await Promise.all(processes.map((limits) => limits.recordFailure(attempt)));
    const rows = await t.db.selectFrom('login_failures').select(['key', 'failures']).orderBy('key').execute();
    expect(rows).toEqual([
      { key: 'email:a@example.test', failures: 3 },
      { key: 'ip:10.0.0.1', failures: 3 },
    ]);
  });

  it('keeps no expired windows', async () => {
    const limits = throttle();
    await limits.recordFailure({ email: 'a@example.test', ip: '10.0.0.1' });
    now += 16 * 60_000;
    await limits.recordFailure({ email: 'b@example.test', ip: '10.0.0.2' });
    const keys = await t.db.selectFrom('login_failures').select('key').orderBy('key').execute();
    expect(keys.map((row) => row.key)).toEqual(['email:b@example.test', 'ip:10.0.0.2']);
  });
});
