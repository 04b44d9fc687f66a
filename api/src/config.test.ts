import path from 'node:path';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('has defaults for everything', () => {
    expect(loadConfig({}, '/srv/app')).toEqual({
      port: 4000,
      host: '127.0.0.1',
      dataDir: path.resolve('/srv/app', './data'),
      databaseUrl: null,
      tokenTtlHours: 720,
      logLevel: 'info',
      seedDemo: true,
      trustProxy: false,
      loginThrottle: { maxFailuresPerEmail: 5, maxFailuresPerIp: 20, windowMinutes: 15 },
      barcodeLookup: {
        openFoodFactsUrl: 'https://world.openfoodfacts.org',
        openFoodFactsTimeoutMs: 5000,
        openFoodFactsUserAgent: 'Nutrilog/0.1 (self-hosted nutrition tracker)',
        cacheDays: 30,
      },
      foodDataDir: null,
    });
  });

  it('reads every variable, treating empty values as unset', () => {
    const config = loadConfig(
      {
        PORT: '4555',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/nutrilog',
        DATABASE_URL: 'postgres://u:p@db:5432/nutrilog',
        TOKEN_TTL_HOURS: '12',
        LOG_LEVEL: 'warn',
        SEED_DEMO: 'false',
        TRUST_PROXY: '1',
        LOGIN_MAX_FAILURES_PER_EMAIL: '3',
        LOGIN_MAX_FAILURES_PER_IP: '',
        LOGIN_FAILURE_WINDOW_MINUTES: '30',
        FOOD_DATA_DIR: '../shared/data/usda-sr',
      },
      '/srv/app',
    );
    expect(config).toMatchObject({
      port: 4555,
      host: '0.0.0.0',
      dataDir: '/var/lib/nutrilog',
      databaseUrl: 'postgres://u:p@db:5432/nutrilog',
      tokenTtlHours: 12,
      logLevel: 'warn',
      seedDemo: false,
      trustProxy: true,
      loginThrottle: { maxFailuresPerEmail: 3, maxFailuresPerIp: 20, windowMinutes: 30 },
      foodDataDir: '/srv/shared/data/usda-sr',
    });
  });

  it.each([
    [{ PORT: 'abc' }, 'Invalid configuration: PORT must be an integer from 0 to 65535 (got "abc").'],
    [{ PORT: '70000' }, 'Invalid configuration: PORT must be an integer from 0 to 65535 (got "70000").'],
    [{ TOKEN_TTL_HOURS: '0' }, 'Invalid configuration: TOKEN_TTL_HOURS must be an integer from 1 to 8784 (got "0").'],
    [{ LOG_LEVEL: 'loud' }, 'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud").'],
    [{ SEED_DEMO: 'yes' }, 'Invalid configuration: SEED_DEMO must be true or false (got "yes").'],
    [{ DATABASE_URL: 'mysql://user:secret@host/db' }, 'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL.'],
    [{ FOOD_DATA_DIR: '  ' }, 'Invalid configuration: FOOD_DATA_DIR must name a directory (got "  ").'],
  ])('rejects %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '-1', HOST: ' ', LOGIN_MAX_FAILURES_PER_IP: 'many' })).toThrow(
      'Invalid configuration: PORT must be an integer from 0 to 65535 (got "-1"); LOGIN_MAX_FAILURES_PER_IP must be an integer from 1 to 10000 (got "many").',
    );
  });
});
