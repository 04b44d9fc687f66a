import type { FastifyInstance } from 'fastify';
import { buildApp, type BuildOptions } from '../app';
import type { AppConfig } from '../config';
import type { DB } from '../db/schema';
import { API_KEY_HEADER } from '../http/authenticate';
import type { Clock } from '../http/clock';
import { hashPassword } from '../resources/auth/password';
import { issueAccessToken } from '../resources/auth/tokens';
import { insertUser } from '../resources/users/repository';
import { testConfig } from './test-config';
import { createTestDatabase, type TestDatabase } from './test-database';

export interface TestUser {
  uuid: string;
  email: string;
  password: string;
}

export interface SignedInUser extends TestUser {
  token: string;
  /** Headers that authenticate a request as this user. */
  headers: Record<string, string>;
}

/** The apps' clock in a test: the system's time until a test sets one (again before each test). */
export interface TestClock extends Clock {
  /** Pins the current time, e.g. '2024-06-15T12:00:00Z'. */
  set(iso: string): void;
}

function createTestClock(): TestClock & { reset(): void } {
  let pinned: Date | null = null;
  return {
    now: () => new Date(pinned ?? Date.now()),
    set: (iso) => {
      pinned = new Date(iso);
    },
    reset: () => {
      pinned = null;
    },
  };
}

export interface TestApp {
  readonly app: FastifyInstance;
  readonly db: DB;
  /** The clock of `app` and of the apps of `buildApp` (unless given another). */
  readonly clock: TestClock;
  /** Inserts a user (scrypt runs once per distinct password per file). */
  createUser(user?: { email?: string; password?: string }): Promise<TestUser>;
  /** Inserts a user and issues an access token for it without going through login. */
  signIn(user?: { email?: string; password?: string }): Promise<SignedInUser>;
  /**
   * Another app over the same database (e.g. with other config, or extra routes before its first request); closed after
   * the file.
   */
  buildApp(config?: Partial<AppConfig>, options?: BuildOptions): Promise<FastifyInstance>;
}

// Real scrypt (0.5 s or more per hash on 2 shared cores) makes some tests slower than jest's default 5 s.
jest.setTimeout(30_000);

export const DEFAULT_TEST_PASSWORD = 'correct horse battery staple';

const hashes = new Map<string, Promise<string>>();
const cachedHash = (password: string) => {
  let hash = hashes.get(password);
  if (hash === undefined) hashes.set(password, (hash = hashPassword(password)));
  return hash;
};

let userCount = 0;

/**
 * The test harness of an API test file: ONE database per file (PGlite in memory, or a scratch PostgreSQL
 * database when DATABASE_URL is set), tables emptied before each test, one app built from `config`.
 * Call at the top of a describe/file; read `app` and `db` inside tests.
 */
export function setupTestApp(options: { config?: Partial<AppConfig> } = {}): TestApp {
  let database: TestDatabase | undefined;
  let mainApp: FastifyInstance | undefined;
  const extraApps: FastifyInstance[] = [];
  const clock = createTestClock();

  const ready = <T>(value: T | undefined, what: string): T => {
    if (value === undefined) throw new Error(`The test ${what} is only available inside tests (after beforeAll).`);
    return value;
  };

  beforeAll(async () => {
    database = await createTestDatabase();
    mainApp = await buildApp(testConfig(options.config), database.db, { clock });
    await mainApp.ready();
  }, 60_000);

  beforeEach(async () => {
    clock.reset();
    await ready(database, 'database').reset();
  });

  afterAll(async () => {
    await Promise.all([mainApp, ...extraApps].map((app) => app?.close()));
    await database?.close();
  }, 60_000);

  const harness: TestApp = {
    get app() {
      return ready(mainApp, 'app');
    },
    get db() {
      return ready(database, 'database').db;
    },
    clock,
    async createUser(user = {}) {
      userCount += 1;
      const email = user.email ?? `user${userCount}@example.test`;
      const password = user.password ?? DEFAULT_TEST_PASSWORD;
      const row = await insertUser(harness.db, { email, passwordHash: await cachedHash(password) });
      if (row === undefined) throw new Error(`The test user ${email} exists already.`);
      return { uuid: row.uuid, email, password };
    },
    async signIn(user = {}) {
      const created = await harness.createUser(user);
      const token = await issueAccessToken(harness.db, created.uuid, 1);
      return { ...created, token, headers: { [API_KEY_HEADER]: token } };
    },
    async buildApp(config = {}, buildOptions = {}) {
      const app = await buildApp(testConfig({ ...options.config, ...config }), harness.db, { clock, ...buildOptions });
      extraApps.push(app);
      return app;
    },
  };
  return harness;
}
