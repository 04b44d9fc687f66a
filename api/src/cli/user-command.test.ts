import { openDatabase } from '../db/open';
import { verifyPassword } from '../resources/auth/password';
import { findLiveTokens } from '../resources/auth/repository';
import { hashToken, issueAccessToken } from '../resources/auth/tokens';
import { findUserByEmail } from '../resources/users/repository';
import { createDatabaseTarget, type DatabaseTarget } from '../testing/test-database';
import { runUserCommand, USAGE } from './user-command';

// The CLI opens the database itself: PGlite in a temporary DATA_DIR, or a scratch PostgreSQL database.
jest.setTimeout(60_000);

let target: DatabaseTarget;
beforeAll(async () => {
  target = await createDatabaseTarget();
});
afterAll(() => target.cleanup());

async function run(...argv: string[]) {
  const out: string[] = [];
  const err: string[] = [];
  const code = await runUserCommand(argv, target.env, { out: (line) => out.push(line), err: (line) => err.push(line) });
  return { code, out: out.join('\n'), err: err.join('\n') };
}

async function withDatabase<T>(work: (database: Awaited<ReturnType<typeof openDatabase>>) => Promise<T>): Promise<T> {
  const database = await openDatabase(target.config);
  try {
    return await work(database);
  } finally {
    await database.close();
  }
}

describe('user CLI', () => {
  it('create adds a user with a hashed password and a normalised email', async () => {
    const result = await run('create', '--email', ' Cli@Example.TEST ', '--password', 'first password');
    expect(result).toMatchObject({ code: 0, err: '' });
    expect(result.out).toMatch(/^Created user cli@example\.test \([0-9a-f-]{36}\)\.$/);

    await withDatabase(async ({ db }) => {
      const user = await findUserByEmail(db, 'cli@example.test');
      expect(user?.password_hash).toMatch(/^\$scrypt\$/);
      expect(await verifyPassword('first password', user?.password_hash ?? null)).toBe(true);
    });
  });

  it('create refuses an email that exists', async () => {
    const result = await run('create', '--email', 'cli@example.test', '--password', 'other password');
    expect(result).toEqual({ code: 1, out: '', err: 'Error: A user with email cli@example.test already exists.' });
  });

  it('create makes several users in one run, or none when one of them exists', async () => {
    const made = await run(
      'create',
      ...['--email', 'one@example.test', '--password', 'password one'],
      ...['--email', 'two@example.test', '--password', 'password two'],
    );
    expect(made.code).toBe(0);
    expect(made.out.split('\n')).toEqual([
      expect.stringMatching(/^Created user one@example\.test \(/),
      expect.stringMatching(/^Created user two@example\.test \(/),
    ]);

    const refused = await run(
      'create',
      ...['--email', 'three@example.test', '--password', 'password three'],
      ...['--email', 'two@example.test', '--password', 'password two'],
    );
    expect(refused).toEqual({ code: 1, out: '', err: 'Error: A user with email two@example.test already exists.' });
    await withDatabase(async ({ db }) => {
      expect(
        await verifyPassword('password two', (await findUserByEmail(db, 'two@example.test'))?.password_hash ?? null),
      ).toBe(true);
      expect(await findUserByEmail(db, 'three@example.test')).toBeUndefined();
    });
  });

  it('reset-password sets a new password and revokes the user’s access tokens', async () => {
    const token = await withDatabase(async ({ db }) => {
      const user = await findUserByEmail(db, 'cli@example.test');
      return issueAccessToken(db, user!.uuid, 1);
    });

    const result = await run('reset-password', '--email', 'cli@example.test', '--password', 'second password');
    expect(result.code).toBe(0);
    expect(result.out).toMatch(/^Reset the password \(and revoked the access tokens\) of user cli@example\.test/);

    await withDatabase(async ({ db }) => {
      const user = await findUserByEmail(db, 'cli@example.test');
      expect(await verifyPassword('second password', user?.password_hash ?? null)).toBe(true);
      expect(await verifyPassword('first password', user?.password_hash ?? null)).toBe(false);
      expect((await findLiveTokens(db, [hashToken(token)], new Date(), new Date(0))).has(hashToken(token))).toBe(false);
    });
  });

  it('reset-password refuses an unknown email', async () => {
    const result = await run('reset-password', '--email', 'nobody@example.test', '--password', 'second password');
    expect(result).toEqual({ code: 1, out: '', err: 'Error: No user with email nobody@example.test exists.' });
  });

  it('answers usage errors with exit code 2 before touching the database', async () => {
    await expect(run()).resolves.toEqual({ code: 2, out: '', err: USAGE });
    await expect(run('delete', '--email', 'a@example.test', '--password', 'long enough')).resolves.toMatchObject({
      code: 2,
    });
    expect((await run('create', '--email', 'a@example.test')).err).toMatch(/^--password is required\./);
    expect((await run('create', '--email', 'not-an-email', '--password', 'long enough')).err).toMatch(
      /^--email must be an email address\./,
    );
    expect((await run('create', '--email', 'a@example.test', '--password', 'short')).err).toMatch(
      /^--password must be at least 8 characters\./,
    );
    expect((await run('create', '--email', 'a@example.test', '--password', 'x'.repeat(129))).err).toMatch(
      /^--password must be at most 128 characters\./,
    );
    expect((await run('create', '--email', 'a@example.test', '--password', 'Password1')).err).toMatch(
      /^--password is one of the most commonly used passwords; choose another\./,
    );
    expect((await run('reset-password', '--email', 'a@example.test', '--password', 'letmein123')).err).toMatch(
      /commonly used/,
    );
    expect((await run('create', '--mail', 'a@example.test')).err).toMatch(/^Unknown option '--mail'/);
    expect(
      (await run('create', '--email', 'a@example.test', '--password', 'long enough', '--email', 'b@example.test')).err,
    ).toMatch(/^--password is required\./);
    const twice = ['--email', 'a@example.test', '--password', 'long enough'];
    expect((await run('reset-password', ...twice, ...twice)).err).toMatch(
      /^reset-password takes one --email and one --password\./,
    );
  });

  it('reports bad configuration in one line', async () => {
    const result = await runUserCommand(
      ['create', '--email', 'a@example.test', '--password', 'long enough'],
      { DATABASE_URL: 'mysql://x' },
      {
        out: () => {},
        err: (line) =>
          expect(line).toBe('Error: Invalid configuration: DATABASE_URL must be a postgres:// or postgresql:// URL.'),
      },
    );
    expect(result).toBe(1);
  });
});
