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
    tokenIdleHours: 12,
    corsOrigins: [],
    responseCache: true,
    sharedDatabase: false,
    logLevel: 'silent',
    logFormat: 'json',
    seedDemo: false,
    trustProxy: false,
    loginThrottle: { maxFailuresPerEmail: 1000, maxFailuresPerIp: 1000, windowMinutes: 15 },
    // Offline: tests that look barcodes up online start a server of their own and pass its URL.
    barcodeLookup: {
      openFoodFactsUrl: null,
      openFoodFactsTimeoutMs: 5000,
      openFoodFactsUserAgent: 'Nutrilog tests',
      cacheDays: 30,
    },
    foodDataDir: null,
    // Offline: tests of the online provider start a server of their own (inference/online/testing).
    inference: { provider: 'offline' },
    metricsToken: null,
    backups: null,
    ...overrides,
  };
}
