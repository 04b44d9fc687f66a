import os from 'node:os';
import type { AppConfig } from '../config';

/** A configuration for tests: silent, no demo seeding, generous login limits (tests that need tight ones override). */
export function testConfig(overrides: Partial<AppConfig> = {}): AppConfig {
  return {
    port: 0,
    host: '127.0.0.1',
    dataDir: os.tmpdir(),
    databaseUrl: null,
    tokenTtlHours: 24,
    logLevel: 'silent',
    seedDemo: false,
    trustProxy: false,
    loginThrottle: { maxFailuresPerEmail: 1000, maxFailuresPerIp: 1000, windowMinutes: 15 },
    ...overrides,
  };
}
