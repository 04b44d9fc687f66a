import { randomBytes } from 'node:crypto';
import type { DB } from '../db/schema';
import { AccountExistsError, createAccount } from '../resources/users/accounts';
import { countUsers } from '../resources/users/repository';

export const DEMO_EMAIL = 'demo@nutrilog.app';

export interface DemoAccount {
  email: string;
  password: string;
}

/**
 * The demo user's data. Only the account exists for now: add products, intake logs, goals and weight logs
 * here as their tables arrive (bulk inserts: multi-row statements).
 */
export async function seedDemoData(_db: DB, _userUuid: string): Promise<void> {}

/**
 * On an empty database (no users at all) creates the demo account with a random password, fills it with
 * demo data and prints its sign-in line. Any later start finds users and does nothing.
 */
export async function seedDemoAccount(db: DB, print: (line: string) => void): Promise<DemoAccount | null> {
  if ((await countUsers(db)) > 0) return null;
  const password = randomBytes(12).toString('base64url');
  try {
    const user = await createAccount(db, { email: DEMO_EMAIL, password });
    await seedDemoData(db, user.uuid);
  } catch (error) {
    if (error instanceof AccountExistsError) return null; // another instance seeded it meanwhile
    throw error;
  }
  print(`Demo sign-in: ${DEMO_EMAIL} / ${password}`);
  return { email: DEMO_EMAIL, password };
}
