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
      tokenIdleHours: 168,
      corsOrigins: [],
      responseCache: true,
      sharedDatabase: false,
      logLevel: 'info',
      logFormat: 'json',
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
      inference: { provider: 'offline' },
      metricsToken: null,
      backups: null,
    });
  });

  it('reads the backup settings (docs/api.md, "Backups and restore"), BACKUP_DIR relative to the working directory', () => {
    const env = { BACKUP_DIR: 'backups', BACKUP_EVERY: '30m', BACKUP_KEEP: '3', BACKUP_TOKEN: 'back-me-up-0123456789' };
    expect(loadConfig(env, '/srv/app').backups).toEqual({
      dir: path.resolve('/srv/app', 'backups'),
      everyMs: 30 * 60_000,
      keep: 3,
      token: 'back-me-up-0123456789',
    });
    expect(loadConfig({ BACKUP_DIR: '/b', BACKUP_EVERY: '24h' }).backups).toMatchObject({
      everyMs: 86_400_000,
      keep: 7,
    });
    expect(loadConfig({ BACKUP_DIR: '/b', BACKUP_EVERY: '7d' }).backups?.everyMs).toBe(7 * 86_400_000);
    expect(loadConfig({ BACKUP_DIR: '/b' }).backups).toMatchObject({ everyMs: null, token: null });
  });

  it('refuses a BACKUP_EVERY that is not a duration, out of range, or without BACKUP_DIR', () => {
    const bad = (value: string) =>
      new ConfigError(
        `Invalid configuration: BACKUP_EVERY must be a duration from 1m to 24d such as 30m, 24h or 7d (got "${value}").`,
      );
    for (const value of ['24', 'daily', '1.5h', '0m', '25d', '30s'])
      expect(() => loadConfig({ BACKUP_DIR: '/b', BACKUP_EVERY: value })).toThrow(bad(value));
    expect(() => loadConfig({ BACKUP_EVERY: '24h' })).toThrow(
      new ConfigError('Invalid configuration: BACKUP_EVERY needs BACKUP_DIR (where to write the backups).'),
    );
    expect(() => loadConfig({ BACKUP_DIR: '/b', BACKUP_KEEP: '0' })).toThrow(/BACKUP_KEEP must be an integer from 1/);
    expect(() => loadConfig({ BACKUP_TOKEN: 'short' })).toThrow(/BACKUP_TOKEN must be at least 16/);
  });

  it('reads METRICS_TOKEN, refusing one short enough to guess or with spaces without echoing it', () => {
    expect(loadConfig({ METRICS_TOKEN: 'scrape-me-0123456789' }).metricsToken).toBe('scrape-me-0123456789');
    const refused =
      'Invalid configuration: METRICS_TOKEN must be at least 16 printable ASCII characters without spaces.';
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(new ConfigError(refused));
    expect(() => loadConfig({ METRICS_TOKEN: 'sixteen chars with spaces' })).toThrow(new ConfigError(refused));
  });

  it('reads every variable, treating empty values as unset', () => {
    const config = loadConfig(
      {
        PORT: '4555',
        HOST: '0.0.0.0',
        DATA_DIR: '/var/lib/nutrilog',
        DATABASE_URL: 'postgres://u:p@db:5432/nutrilog',
        TOKEN_TTL_HOURS: '12',
        TOKEN_IDLE_HOURS: '2',
        CORS_ORIGINS: 'https://app.example.org, http://localhost:8080',
        RESPONSE_CACHE: 'false',
        LOG_LEVEL: 'warn',
        LOG_FORMAT: 'pretty',
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
      tokenIdleHours: 2,
      corsOrigins: ['https://app.example.org', 'http://localhost:8080'],
      responseCache: false,
      sharedDatabase: true,
      logLevel: 'warn',
      logFormat: 'pretty',
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
    [
      { CORS_ORIGINS: 'https://app.example.org/path' },
      'Invalid configuration: CORS_ORIGINS must be a comma-separated list of origins such as https://app.example.org.',
    ],
    [{ TOKEN_IDLE_HOURS: '0' }, 'Invalid configuration: TOKEN_IDLE_HOURS must be an integer from 1 to 8784 (got "0").'],
    [
      { LOG_LEVEL: 'loud' },
      'Invalid configuration: LOG_LEVEL must be one of fatal, error, warn, info, debug, trace, silent (got "loud").',
    ],
    [{ SEED_DEMO: 'yes' }, 'Invalid configuration: SEED_DEMO must be true or false (got "yes").'],
    [
      { DATABASE_URL: 'mysql://user:secret@host/db' },
      'Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL.',
    ],
    [{ FOOD_DATA_DIR: '  ' }, 'Invalid configuration: FOOD_DATA_DIR must name a directory (got "  ").'],
    [
      { INFERENCE_PROVIDER: 'llama' },
      'Invalid configuration: INFERENCE_PROVIDER must be one of offline, openai (got "llama").',
    ],
    [
      { INFERENCE_PROVIDER: 'openai' },
      'Invalid configuration: INFERENCE_MODEL is required when INFERENCE_PROVIDER is openai.',
    ],
    [
      { INFERENCE_PROVIDER: 'openai', INFERENCE_MODEL: ' ' },
      'Invalid configuration: INFERENCE_MODEL must not be empty (got "").',
    ],
    [
      { INFERENCE_TIMEOUT_MS: '99' },
      'Invalid configuration: INFERENCE_TIMEOUT_MS must be an integer from 100 to 600000 (got "99").',
    ],
  ])('rejects %j with one line naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(new ConfigError(message));
  });

  it('shares the database between processes on PostgreSQL unless SHARED_DATABASE=false; never on PGlite', () => {
    const postgres = 'postgres://u:p@db:5432/nutrilog';
    expect(loadConfig({ DATABASE_URL: postgres }).sharedDatabase).toBe(true);
    expect(loadConfig({ DATABASE_URL: postgres, SHARED_DATABASE: 'false' }).sharedDatabase).toBe(false);
    expect(loadConfig({ SHARED_DATABASE: 'true' }).sharedDatabase).toBe(false);
  });

  it('names every bad variable at once', () => {
    expect(() => loadConfig({ PORT: '-1', HOST: ' ', LOGIN_MAX_FAILURES_PER_IP: 'many' })).toThrow(
      'Invalid configuration: PORT must be an integer from 0 to 65535 (got "-1"); ' +
        'LOGIN_MAX_FAILURES_PER_IP must be an integer from 1 to 10000 (got "many").',
    );
  });

  describe('inference', () => {
    it('is offline unless INFERENCE_PROVIDER says openai, whatever else is set', () => {
      expect(loadConfig({ INFERENCE_MODEL: 'gpt-4o-mini', INFERENCE_API_KEY: 'sk-test' }).inference).toEqual({
        provider: 'offline',
      });
      expect(loadConfig({ INFERENCE_PROVIDER: 'offline' }).inference).toEqual({ provider: 'offline' });
    });

    it('defaults to the OpenAI API, no key and a 20 s timeout', () => {
      expect(loadConfig({ INFERENCE_PROVIDER: 'openai', INFERENCE_MODEL: 'gpt-4o-mini' }).inference).toEqual({
        provider: 'openai',
        baseUrl: 'https://api.openai.com/v1',
        model: 'gpt-4o-mini',
        apiKey: null,
        timeoutMs: 20_000,
      });
    });

    it('reads every variable, dropping trailing slashes from the URL', () => {
      const env = {
        INFERENCE_PROVIDER: 'openai',
        INFERENCE_BASE_URL: 'http://127.0.0.1:11434/v1/',
        INFERENCE_MODEL: ' llama3.2-vision ',
        INFERENCE_API_KEY: 'sk-proj-abc_123',
        INFERENCE_TIMEOUT_MS: '60000',
      };
      expect(loadConfig(env).inference).toEqual({
        provider: 'openai',
        baseUrl: 'http://127.0.0.1:11434/v1',
        model: 'llama3.2-vision',
        apiKey: 'sk-proj-abc_123',
        timeoutMs: 60_000,
      });
    });

    it.each([
      [
        { INFERENCE_BASE_URL: 'ftp://models.lan/v1' },
        'Invalid configuration: INFERENCE_BASE_URL must be an http:// or https:// URL.',
      ],
      [
        { INFERENCE_BASE_URL: 'https://user:secret@models.lan/v1' },
        'Invalid configuration: INFERENCE_BASE_URL must not hold a ' +
          'user name or password (put the key in INFERENCE_API_KEY).',
      ],
      [
        { INFERENCE_API_KEY: 'sk-secret with space' },
        'Invalid configuration: INFERENCE_API_KEY must be printable ASCII without spaces.',
      ],
      [
        { INFERENCE_API_KEY: 'sk-secret\r\nX-Evil: 1' },
        'Invalid configuration: INFERENCE_API_KEY must be printable ASCII without spaces.',
      ],
    ])('rejects %j in one line, never echoing the URL or the key', (env, message) => {
      expect(() => loadConfig({ INFERENCE_PROVIDER: 'openai', INFERENCE_MODEL: 'm', ...env })).toThrow(
        new ConfigError(message),
      );
    });

    it('names a missing model among the other bad variables', () => {
      expect(() => loadConfig({ PORT: 'x', INFERENCE_PROVIDER: 'openai' })).toThrow(
        'Invalid configuration: PORT must be an integer from 0 to 65535 (got "x"); ' +
          'INFERENCE_MODEL is required when INFERENCE_PROVIDER is openai.',
      );
    });
  });
});
