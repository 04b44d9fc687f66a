import type { DB } from '../../db/schema';
import { waitOutTokenLeases } from '../../http/token-lookups';
import { hashPassword } from '../auth/password';
import { revokeAllAccessTokens } from '../auth/repository';
import { normalizeEmail } from './email';
import { findUserByEmail, insertUser, updateUserPassword, type UserRow } from './repository';

export class AccountExistsError extends Error {
  override name = 'AccountExistsError';
  constructor(email: string) {
    super(`A user with email ${email} already exists.`);
  }
}

export class AccountNotFoundError extends Error {
  override name = 'AccountNotFoundError';
  constructor(email: string) {
    super(`No user with email ${email} exists.`);
  }
}

/** Creates a user with a hashed password; AccountExistsError when the email is taken. */
export async function createAccount(db: DB, credentials: { email: string; password: string }): Promise<UserRow> {
  const [user] = await createAccounts(db, [credentials]);
  return user!;
}

/**
 * Creates the users in one transaction: all of them, or none when an email is taken (AccountExistsError). The
 * passwords are hashed at once beforehand (scrypt runs on libuv's threads), not one by one inside the transaction.
 */
export async function createAccounts(
  db: DB,
  accounts: readonly { email: string; password: string }[],
): Promise<UserRow[]> {
  const rows = await Promise.all(
    accounts.map(async ({ email, password }) => ({
      email: normalizeEmail(email),
      passwordHash: await hashPassword(password),
    })),
  );
  return db.transaction().execute(async (trx) => {
    const made: UserRow[] = [];
    for (const row of rows) {
      const user = await insertUser(trx, row);
      if (user === undefined) throw new AccountExistsError(row.email);
      made.push(user);
    }
    return made;
  });
}

/**
 * Sets a new password and signs the user out everywhere (revokes every access token), in one transaction; returns
 * once no API process can still accept the old tokens.
 */
export async function resetPassword(db: DB, credentials: { email: string; password: string }): Promise<UserRow> {
  const email = normalizeEmail(credentials.email);
  const user = await findUserByEmail(db, email);
  if (user === undefined) throw new AccountNotFoundError(email);
  const passwordHash = await hashPassword(credentials.password);
  await db.transaction().execute(async (trx) => {
    await updateUserPassword(trx, user.uuid, passwordHash);
    await revokeAllAccessTokens(trx, user.uuid, new Date());
  });
  await waitOutTokenLeases();
  return user;
}
