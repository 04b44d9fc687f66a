import path from 'node:path';
import * as v from 'valibot';
import { parseInterval } from './backup/interval';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];
export const LOG_FORMATS = ['json', 'pretty'] as const;
export type LogFormat = (typeof LOG_FORMATS)[number];

export interface LoginThrottleConfig {
  maxFailuresPerEmail: number;
  maxFailuresPerIp: number;
  windowMinutes: number;
}

export interface BarcodeLookupConfig {
  /** Base URL of an Open Food Facts compatible API, without a trailing slash; null when online lookups are off. */
  openFoodFactsUrl: string | null;
  openFoodFactsTimeoutMs: number;
  openFoodFactsUserAgent: string;
  /** Days a product found online is reused from the cache ("not found" answers: one day). */
  cacheDays: number;
}

/** AI fill-in: the offline engine (default), or an OpenAI-compatible chat completions API. */
export type InferenceConfig =
  | { provider: 'offline' }
  | {
      provider: 'openai';
      /** Base URL of the API without a trailing slash, e.g. https://api.openai.com/v1 or http://127.0.0.1:11434/v1 */
      baseUrl: string;
      model: string;
      /** Sent as a bearer token; null for servers that need none (Ollama, llama.cpp). */
      apiKey: string | null;
      timeoutMs: number;
    };

export type OpenAiInferenceConfig = Extract<InferenceConfig, { provider: 'openai' }>;

export const INFERENCE_PROVIDERS = ['offline', 'openai'] as const;

export interface AppConfig {
  port: number;
  host: string;
  /** Absolute directory for local data (the PGlite database and its lock file). */
  dataDir: string;
  /** PostgreSQL connection string; when null the embedded PGlite database in `dataDir` is used. */
  databaseUrl: string | null;
  /** A token expires this long after it was issued, however much it is used. */
  tokenTtlHours: number;
  /** A token expires when it has not been used for this long. */
  tokenIdleHours: number;
  /** Origins allowed to call the API from a browser (CORS); empty: only the host's own origin, through its proxy. */
  corsOrigins: string[];
  /** Keep GET answers and signed-in tokens in memory (http/response-cache.ts, http/token-cache.ts). */
  responseCache: boolean;
  /**
   * Other API processes may use the same database (PostgreSQL only): every request then reads its token and the
   * user's data version from the database, so that writes and revocations elsewhere are seen at once.
   */
  sharedDatabase: boolean;
  logLevel: LogLevel;
  /** JSON lines (production), or one short line per request for a person at a terminal (`npm start`). */
  logFormat: LogFormat;
  seedDemo: boolean;
  trustProxy: boolean;
  loginThrottle: LoginThrottleConfig;
  barcodeLookup: BarcodeLookupConfig;
  /** Absolute directory of the USDA SR files imported at start-up (reference foods); null when not configured. */
  foodDataDir: string | null;
  inference: InferenceConfig;
  /**
   * Who may read GET /metrics besides loopback: a request with `Authorization: Bearer <token>`; null: loopback only.
   */
  metricsToken: string | null;
  /** Backups taken by the server (docs/api.md, "Backups and restore"); null without BACKUP_DIR. */
  backups: BackupConfig | null;
}

export interface BackupConfig {
  /** Absolute directory the backups are written to. */
  dir: string;
  /** Time between scheduled backups; null: only on request (`pnpm --filter @nutrilog/api backup`). */
  everyMs: number | null;
  /** How many backups to keep; older ones are removed after each backup. */
  keep: number;
  /** Who may ask for a backup besides loopback: `Authorization: Bearer <token>`; null: loopback only. */
  token: string | null;
}

/** A configuration problem, said in one line that names the variable. */
export class ConfigError extends Error {
  override name = 'ConfigError';
}

function integer(name: string, min: number, max: number, fallback: number) {
  const message = `${name} must be an integer from ${min} to ${max}`;
  return v.optional(
    v.pipe(
      v.string(),
      v.regex(/^\d+$/, message),
      v.transform(Number),
      v.minValue(min, message),
      v.maxValue(max, message),
    ),
    String(fallback),
  );
}

function boolean(name: string, fallback: boolean) {
  return v.optional(
    v.pipe(
      v.picklist(['true', 'false', '1', '0'], `${name} must be true or false`),
      v.transform((value) => value === 'true' || value === '1'),
    ),
    fallback ? 'true' : 'false',
  );
}

const postgresUrl = v.pipe(
  v.string(),
  v.check(
    (value) => /^postgres(ql)?:\/\/[^/]/.test(value) && URL.canParse(value),
    'DATABASE_URL must be a postgres:// or postgresql:// URL',
  ),
);

/** OPEN_FOOD_FACTS_URL: an http(s) base URL, or `off` (no online lookups: only the user's own products are found). */
const openFoodFactsUrl = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (value) => value.toLowerCase() === 'off' || (/^https?:\/\/[^/]/.test(value) && URL.canParse(value)),
    'OPEN_FOOD_FACTS_URL must be an http:// or https:// URL, or off',
  ),
  v.transform((value) => (value.toLowerCase() === 'off' ? null : value.replace(/\/+$/, ''))),
);

/**
 * INFERENCE_BASE_URL: an http(s) base URL. A user name and password in it are refused, since fetch() cannot send
 * them: the key goes in INFERENCE_API_KEY.
 */
const inferenceBaseUrl = v.pipe(
  v.string(),
  v.trim(),
  v.check(
    (value) => /^https?:\/\/[^/]/.test(value) && URL.canParse(value),
    'INFERENCE_BASE_URL must be an http:// or https:// URL',
  ),
  v.check((value) => {
    const url = new URL(value);
    return url.username === '' && url.password === '';
  }, 'INFERENCE_BASE_URL must not hold a user name or password (put the key in INFERENCE_API_KEY)'),
  v.transform((value) => value.replace(/\/+$/, '')),
);

/** CORS_ORIGINS: comma-separated origins (scheme, host and port, no path), e.g. https://app.example.org */
const corsOrigins = v.pipe(
  v.string(),
  v.transform((value) =>
    value
      .split(',')
      .map((origin) => origin.trim())
      .filter((origin) => origin !== ''),
  ),
  v.check(
    (origins) =>
      origins.every(
        (origin) => /^https?:\/\/[^/]+$/.test(origin) && URL.canParse(origin) && new URL(origin).origin === origin,
      ),
    'CORS_ORIGINS must be a comma-separated list of origins such as https://app.example.org',
  ),
);

const operatorToken = (name: string) =>
  v.optional(
    v.pipe(
      v.string(),
      v.regex(/^[\x21-\x7e]{16,}$/, `${name} must be at least 16 printable ASCII characters without spaces`),
    ),
  );

const backupEvery = v.pipe(
  v.string(),
  v.check(
    (value) => parseInterval(value) !== null,
    'BACKUP_EVERY must be a duration from 1m to 24d such as 30m, 24h or 7d',
  ),
  v.transform((value) => parseInterval(value) ?? 0),
);

const envEntries = {
  PORT: integer('PORT', 0, 65535, 4000),
  HOST: v.optional(v.pipe(v.string(), v.nonEmpty('HOST must not be empty')), '127.0.0.1'),
  DATA_DIR: v.optional(v.string(), './data'),
  DATABASE_URL: v.optional(postgresUrl),
  TOKEN_TTL_HOURS: integer('TOKEN_TTL_HOURS', 1, 24 * 366, 24 * 30),
  TOKEN_IDLE_HOURS: integer('TOKEN_IDLE_HOURS', 1, 24 * 366, 24 * 7),
  CORS_ORIGINS: v.optional(corsOrigins),
  RESPONSE_CACHE: boolean('RESPONSE_CACHE', true),
  // Read only with DATABASE_URL (see sharedDatabase below).
  SHARED_DATABASE: boolean('SHARED_DATABASE', true),
  LOG_LEVEL: v.optional(v.picklist(LOG_LEVELS, `LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}`), 'info'),
  LOG_FORMAT: v.optional(v.picklist(LOG_FORMATS, `LOG_FORMAT must be one of ${LOG_FORMATS.join(', ')}`), 'json'),
  SEED_DEMO: boolean('SEED_DEMO', true),
  TRUST_PROXY: boolean('TRUST_PROXY', false),
  LOGIN_MAX_FAILURES_PER_EMAIL: integer('LOGIN_MAX_FAILURES_PER_EMAIL', 1, 1000, 5),
  LOGIN_MAX_FAILURES_PER_IP: integer('LOGIN_MAX_FAILURES_PER_IP', 1, 10000, 20),
  LOGIN_FAILURE_WINDOW_MINUTES: integer('LOGIN_FAILURE_WINDOW_MINUTES', 1, 24 * 60, 15),
  OPEN_FOOD_FACTS_URL: v.optional(openFoodFactsUrl, 'https://world.openfoodfacts.org'),
  OPEN_FOOD_FACTS_TIMEOUT_MS: integer('OPEN_FOOD_FACTS_TIMEOUT_MS', 100, 60_000, 5000),
  OPEN_FOOD_FACTS_USER_AGENT: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[\x20-\x7e]+$/, 'OPEN_FOOD_FACTS_USER_AGENT must be printable ASCII text')),
    'Nutrilog/0.1 (self-hosted nutrition tracker)',
  ),
  BARCODE_CACHE_DAYS: integer('BARCODE_CACHE_DAYS', 1, 3650, 30),
  FOOD_DATA_DIR: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => value.trim() !== '', 'FOOD_DATA_DIR must name a directory'),
    ),
  ),
  INFERENCE_PROVIDER: v.optional(
    v.picklist(INFERENCE_PROVIDERS, `INFERENCE_PROVIDER must be one of ${INFERENCE_PROVIDERS.join(', ')}`),
    'offline',
  ),
  INFERENCE_BASE_URL: v.optional(inferenceBaseUrl, 'https://api.openai.com/v1'),
  INFERENCE_MODEL: v.optional(v.pipe(v.string(), v.trim(), v.nonEmpty('INFERENCE_MODEL must not be empty'))),
  // Printable, without spaces: it becomes an HTTP header.
  INFERENCE_API_KEY: v.optional(
    v.pipe(v.string(), v.trim(), v.regex(/^[\x21-\x7e]+$/, 'INFERENCE_API_KEY must be printable ASCII without spaces')),
  ),
  INFERENCE_TIMEOUT_MS: integer('INFERENCE_TIMEOUT_MS', 100, 600_000, 20_000),
  METRICS_TOKEN: operatorToken('METRICS_TOKEN'),
  BACKUP_DIR: v.optional(
    v.pipe(
      v.string(),
      v.check((value) => value.trim() !== '', 'BACKUP_DIR must name a directory'),
    ),
  ),
  BACKUP_EVERY: v.optional(backupEvery),
  BACKUP_KEEP: integer('BACKUP_KEEP', 1, 10_000, 7),
  BACKUP_TOKEN: operatorToken('BACKUP_TOKEN'),
};

const envSchema = v.pipe(
  v.object(envEntries),
  v.forward(
    v.partialCheck(
      [['INFERENCE_PROVIDER'], ['INFERENCE_MODEL']],
      (env) => env.INFERENCE_PROVIDER !== 'openai' || env.INFERENCE_MODEL !== undefined,
      'INFERENCE_MODEL is required when INFERENCE_PROVIDER is openai',
    ),
    ['INFERENCE_MODEL'],
  ),
  v.forward(
    v.partialCheck(
      [['BACKUP_EVERY'], ['BACKUP_DIR']],
      (env) => env.BACKUP_EVERY === undefined || env.BACKUP_DIR !== undefined,
      'BACKUP_EVERY needs BACKUP_DIR (where to write the backups)',
    ),
    ['BACKUP_EVERY'],
  ),
);

type Env = v.InferOutput<typeof envSchema>;

function inferenceConfig(e: Env): InferenceConfig {
  // The schema has already required a model for openai; the second test only narrows the type.
  if (e.INFERENCE_PROVIDER === 'offline' || e.INFERENCE_MODEL === undefined) return { provider: 'offline' };
  return {
    provider: 'openai',
    baseUrl: e.INFERENCE_BASE_URL,
    model: e.INFERENCE_MODEL,
    apiKey: e.INFERENCE_API_KEY ?? null,
    timeoutMs: e.INFERENCE_TIMEOUT_MS,
  };
}

/** The variables this app reads; empty values count as unset. */
export const CONFIG_VARIABLES = Object.keys(envEntries);

/** Values never echoed in messages: they may hold a password. */
const SECRET_VARIABLES = new Set([
  'DATABASE_URL',
  'OPEN_FOOD_FACTS_URL',
  'INFERENCE_BASE_URL',
  'INFERENCE_API_KEY',
  'METRICS_TOKEN',
  'BACKUP_TOKEN',
]);

function describeIssue(issue: v.BaseIssue<unknown>): string {
  const name = issue.path?.[0]?.key;
  const printable = typeof issue.input === 'string' || typeof issue.input === 'number';
  const shown = printable && !SECRET_VARIABLES.has(String(name)) ? ` (got "${String(issue.input)}")` : '';
  return `${issue.message}${shown}`;
}

/** Reads and validates the configuration; throws ConfigError (one line, naming each bad variable). */
export function loadConfig(env: Record<string, string | undefined>, cwd: string = process.cwd()): AppConfig {
  const present = Object.fromEntries(CONFIG_VARIABLES.flatMap((name) => (env[name] ? [[name, env[name]]] : [])));
  const result = v.safeParse(envSchema, present);
  if (!result.success) {
    throw new ConfigError(`Invalid configuration: ${result.issues.map(describeIssue).join('; ')}.`);
  }
  const e = result.output;
  return {
    port: e.PORT,
    host: e.HOST,
    dataDir: path.resolve(cwd, e.DATA_DIR),
    databaseUrl: e.DATABASE_URL ?? null,
    tokenTtlHours: e.TOKEN_TTL_HOURS,
    tokenIdleHours: e.TOKEN_IDLE_HOURS,
    corsOrigins: e.CORS_ORIGINS ?? [],
    responseCache: e.RESPONSE_CACHE,
    // A PGlite data directory is held by one process (db/lock.ts): never shared.
    sharedDatabase: e.DATABASE_URL !== undefined && e.SHARED_DATABASE,
    logLevel: e.LOG_LEVEL,
    logFormat: e.LOG_FORMAT,
    seedDemo: e.SEED_DEMO,
    trustProxy: e.TRUST_PROXY,
    loginThrottle: {
      maxFailuresPerEmail: e.LOGIN_MAX_FAILURES_PER_EMAIL,
      maxFailuresPerIp: e.LOGIN_MAX_FAILURES_PER_IP,
      windowMinutes: e.LOGIN_FAILURE_WINDOW_MINUTES,
    },
    barcodeLookup: {
      openFoodFactsUrl: e.OPEN_FOOD_FACTS_URL,
      openFoodFactsTimeoutMs: e.OPEN_FOOD_FACTS_TIMEOUT_MS,
      openFoodFactsUserAgent: e.OPEN_FOOD_FACTS_USER_AGENT,
      cacheDays: e.BARCODE_CACHE_DAYS,
    },
    foodDataDir: e.FOOD_DATA_DIR === undefined ? null : path.resolve(cwd, e.FOOD_DATA_DIR),
    inference: inferenceConfig(e),
    metricsToken: e.METRICS_TOKEN ?? null,
    backups:
      e.BACKUP_DIR === undefined
        ? null
        : {
            dir: path.resolve(cwd, e.BACKUP_DIR),
            everyMs: e.BACKUP_EVERY ?? null,
            keep: e.BACKUP_KEEP,
            token: e.BACKUP_TOKEN ?? null,
          },
  };
}
