import { type Selectable, sql } from 'kysely';
import type { DB, UsersTable } from '../../db/schema';

export type UserRow = Selectable<UsersTable>;

/** Lookup by (normalised) email: the entry point of login and of the CLI, hence not scoped by a user. */
export async function findUserByEmail(db: DB, email: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('email', '=', email).executeTakeFirst();
}

export async function findUser(db: DB, userUuid: string): Promise<UserRow | undefined> {
  return db.selectFrom('users').selectAll().where('uuid', '=', userUuid).executeTakeFirst();
}

/** Inserts a user; undefined when the email is taken. */
export async function insertUser(db: DB, user: { email: string; passwordHash: string }): Promise<UserRow | undefined> {
  return db
    .insertInto('users')
    .values({ email: user.email, password_hash: user.passwordHash })
    .onConflict((conflict) => conflict.column('email').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function updateUserPassword(db: DB, userUuid: string, passwordHash: string): Promise<void> {
  await db
    .updateTable('users')
    .set({ password_hash: passwordHash, updated_at: sql`now()` })
    .where('uuid', '=', userUuid)
    .execute();
}

export async function updateUserProfile(
  db: DB,
  userUuid: string,
  changes: { preferredLocale?: string },
): Promise<UserRow | undefined> {
  if (changes.preferredLocale === undefined) return findUser(db, userUuid);
  return db
    .updateTable('users')
    .set({ preferred_locale: changes.preferredLocale, updated_at: sql`now()` })
    .where('uuid', '=', userUuid)
    .returningAll()
    .executeTakeFirst();
}

export async function countUsers(db: DB): Promise<number> {
  const { count } = await db
    .selectFrom('users')
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return count;
}

/**
 * After a write of the user: answers kept by any process under the previous version are stale. Returns the new version.
 */
export async function bumpDataVersion(db: DB, userUuid: string): Promise<string> {
  const row = await db
    .updateTable('users')
    .set((eb) => ({ data_version: sql`${eb.ref('data_version')} + 1` }))
    .where('uuid', '=', userUuid)
    .returning(sql<string>`data_version::text`.as('data_version'))
    .executeTakeFirst();
  return row?.data_version ?? '0';
}
