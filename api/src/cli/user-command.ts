import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { strictBody } from '@nutrilog/shared/schemas';
import { ConfigError, loadConfig } from '../config';
import { DataDirectoryLockedError } from '../db/lock';
import { openDatabase } from '../db/open';
import type { DB } from '../db/schema';
import { AccountExistsError, AccountNotFoundError, createAccounts, resetPassword } from '../resources/users/accounts';
import { newPasswordSchema } from '../resources/users/password-policy';
import type { CliIo } from './run-cli';

export const USAGE =
  `Usage:
  user create --email EMAIL --password PASSWORD [--email EMAIL --password PASSWORD ...]
  user reset-password --email EMAIL --password PASSWORD
Uses the server's configuration (DATABASE_URL, else the PGlite database in DATA_DIR, ` +
  'which the server must not be holding). create makes every user given, or none if one exists.';

const credentialsSchema = strictBody({
  email: v.pipe(v.string('--email is required.'), v.trim(), v.email('--email must be an email address.')),
  password: newPasswordSchema('--password'),
});

type Credentials = v.InferOutput<typeof credentialsSchema>;

/**
 * Each command with the users it takes at most. create makes several at once (one start of the database for many
 * users, as the end-to-end setup needs), and none when one of them exists.
 */
const COMMANDS = {
  create: {
    most: Infinity,
    run: createAccounts,
    done: 'Created user',
  },
  'reset-password': {
    most: 1,
    run: async (db: DB, users: Credentials[]) => [await resetPassword(db, users[0]!)],
    done: 'Reset the password (and revoked the access tokens) of user',
  },
} as const;

/** Errors that deserve a one-line message rather than a stack trace. */
const EXPECTED_ERRORS = [ConfigError, DataDirectoryLockedError, AccountExistsError, AccountNotFoundError];

/** The user CLI; answers the exit code (0 done, 1 failed, 2 bad usage). */
export async function runUserCommand(
  argv: string[],
  env: Record<string, string | undefined>,
  io: CliIo,
): Promise<number> {
  let parsed;
  try {
    parsed = parseArgs({
      args: argv,
      allowPositionals: true,
      options: { email: { type: 'string', multiple: true }, password: { type: 'string', multiple: true } },
    });
  } catch (error) {
    io.err(`${(error as Error).message}\n${USAGE}`);
    return 2;
  }
  const name = parsed.positionals[0];
  const command =
    name !== undefined && Object.hasOwn(COMMANDS, name) ? COMMANDS[name as keyof typeof COMMANDS] : undefined;
  if (command === undefined || parsed.positionals.length !== 1) {
    io.err(USAGE);
    return 2;
  }
  const emails = parsed.values.email ?? [];
  const passwords = parsed.values.password ?? [];
  const pairs = Math.max(emails.length, passwords.length, 1);
  if (pairs > command.most) {
    io.err(`${name} takes one --email and one --password.\n${USAGE}`);
    return 2;
  }
  const users: Credentials[] = [];
  for (let i = 0; i < pairs; i += 1) {
    const credentials = v.safeParse(
      credentialsSchema,
      { email: emails[i], password: passwords[i] },
      { abortPipeEarly: true },
    );
    if (!credentials.success) {
      io.err(`${credentials.issues.map((issue) => issue.message).join(' ')}\n${USAGE}`);
      return 2;
    }
    users.push(credentials.output);
  }

  try {
    const database = await openDatabase(loadConfig(env));
    try {
      for (const user of await command.run(database.db, users)) io.out(`${command.done} ${user.email} (${user.uuid}).`);
      return 0;
    } finally {
      await database.close();
    }
  } catch (error) {
    if (!EXPECTED_ERRORS.some((type) => error instanceof type)) throw error;
    io.err(`Error: ${(error as Error).message}`);
    return 1;
  }
}
