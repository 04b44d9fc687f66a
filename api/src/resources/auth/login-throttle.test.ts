import { LoginThrottle } from './login-throttle';

describe('LoginThrottle', () => {
  let now = 0;
  const throttle = () => new LoginThrottle({ maxFailuresPerEmail: 2, maxFailuresPerIp: 3, windowMinutes: 15 }, () => now);
  beforeEach(() => {
    now = 1_000_000;
  });

  it('blocks an email after its limit of failures until the window ends', () => {
    const limits = throttle();
    const attempt = { email: 'a@example.test', ip: '10.0.0.1' };
    limits.recordFailure(attempt);
    expect(limits.retryAfterSeconds(attempt)).toBe(0);
    limits.recordFailure(attempt);
    expect(limits.retryAfterSeconds(attempt)).toBe(900);

    now += 600_000;
    expect(limits.retryAfterSeconds(attempt)).toBe(300);
    now += 300_000;
    expect(limits.retryAfterSeconds(attempt)).toBe(0);
  });

  it('blocks an IP after its limit of failures across emails', () => {
    const limits = throttle();
    ['a', 'b', 'c'].forEach((name) => limits.recordFailure({ email: `${name}@example.test`, ip: '10.0.0.1' }));
    expect(limits.retryAfterSeconds({ email: 'd@example.test', ip: '10.0.0.1' })).toBe(900);
    expect(limits.retryAfterSeconds({ email: 'd@example.test', ip: '10.0.0.2' })).toBe(0);
  });

  it('forgets an email’s failures after a success, but not the IP’s', () => {
    const limits = throttle();
    const attempt = { email: 'a@example.test', ip: '10.0.0.1' };
    limits.recordFailure(attempt);
    limits.recordSuccess(attempt);
    limits.recordFailure(attempt);
    expect(limits.retryAfterSeconds(attempt)).toBe(0);
    limits.recordFailure({ email: 'b@example.test', ip: '10.0.0.1' });
    expect(limits.retryAfterSeconds({ email: 'c@example.test', ip: '10.0.0.1' })).toBe(900);
  });
});
