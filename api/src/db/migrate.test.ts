import { sql } from 'kysely';
import { setupTestApp } from '../testing/harness';
import { testDatabaseKind } from '../testing/test-database';
import { migrateToLatest } from './migrate';
import { migrations } from './migrations';

const t = setupTestApp();

describe('the test database', () => {
  it('is PGlite (PostgreSQL 18) by default, and a scratch database on the DATABASE_URL server when set', async () => {
    const { rows } = await sql<{
      version: string;
      database: string;
    }>`SELECT current_setting('server_version') AS version, current_database() AS database`.execute(t.db);
    if (testDatabaseKind() === 'postgres') {
      expect(rows[0]!.database).toMatch(/^nutrilog_test_/);
      expect(Number.parseInt(rows[0]!.version, 10)).toBeGreaterThanOrEqual(13); // gen_random_uuid() is built in
    } else {
      expect(rows[0]!.version).toMatch(/^18\./);
    }
  });
});

describe('migrations', () => {
  it('have all been applied, and applying them again changes nothing', async () => {
    const applied = await t.db
      .selectFrom('kysely_migration' as never)
      .select(sql<string>`name`.as('name'))
      .execute();
    expect(applied.map((row) => row.name)).toEqual(Object.keys(migrations));
    await expect(migrateToLatest(t.db)).resolves.toEqual([]);
  });

  it('create users with uuid keys, unique lower-case emails and the default locale', async () => {
    const user = await t.db
      .insertInto('users')
      .values({ email: 'a@example.test', password_hash: 'x' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(user.uuid).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(user.preferred_locale).toBe('en-GB');
    expect(user.created_at).toBeInstanceOf(Date);

    await expect(
      t.db.insertInto('users').values({ email: 'a@example.test', password_hash: 'y' }).execute(),
    ).rejects.toMatchObject({ code: '23505' });
    await expect(
      t.db.insertInto('users').values({ email: 'B@example.test', password_hash: 'y' }).execute(),
    ).rejects.toMatchObject({ code: '23514' });
    await expect(
      t.db
        .insertInto('users')
        .values({ email: 'c@example.test', password_hash: 'y', preferred_locale: 'fr-FR' })
        .execute(),
    ).rejects.toMatchObject({ code: '23514' });
  });

  it('delete a user’s access tokens with the user', async () => {
    const user = await t.signIn();
    await t.db.deleteFrom('users').where('uuid', '=', user.uuid).execute();
    const { count } = await t.db
      .selectFrom('access_tokens')
      .select(sql<number>`count(*)::int`.as('count'))
      .executeTakeFirstOrThrow();
    expect(count).toBe(0);
  });
});

describe('transactions', () => {
  it('are isolated from concurrent queries: a rollback undoes only its own writes', async () => {
    let insideTransaction!: () => void;
    const transactionStarted = new Promise<void>((resolve) => (insideTransaction = resolve));
    const rolledBack = t.db.transaction().execute(async (trx) => {
      await trx.insertInto('users').values({ email: 'inside@example.test', password_hash: 'x' }).execute();
      insideTransaction();
      await new Promise((resolve) => setTimeout(resolve, 50));
      throw new Error('roll back');
    });
    await transactionStarted;
    const outside = t.db.insertInto('users').values({ email: 'outside@example.test', password_hash: 'x' }).execute();

    await expect(rolledBack).rejects.toThrow('roll back');
    await outside;
    const emails = await t.db.selectFrom('users').select('email').execute();
    expect(emails).toEqual([{ email: 'outside@example.test' }]);
  });
});
