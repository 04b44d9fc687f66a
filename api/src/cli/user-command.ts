import { parseArgs } from 'node:util';
import * as v from 'valibot';
import { strictBody } from '@nutrilog/shared/schemas';
import { ConfigError, loadConfig } from '../config';
import { DataDirectoryLockedError } from '../db/lock';
import { openDatabase } from '../db/open';
import { AccountExistsError, AccountNotFoundError, createAccount, resetPassword } from '../resources/users/accounts';
import { newPasswordSchema } from '../resources/users/password-policy';
import type { CliIo } from './run-cli';

export const USAGE =
  `Usage:
  user create --email EMAIL --password PASSWORD
  user reset-password --email EMAIL --password PASSWORD
Uses the server's configuration (DATABASE_URL, else the PGlite database in DATA_DIR, ` +
  'which the server must not be holding).';

const credentialsSchema = strictBody({
  email: v.pipe(v.string('--email is required.'), v.trim(), v.email('--email must be an email address.')),
  password: newPasswordSchema('--password'),
});

const COMMANDS = {
  create: { run: createAccount, done: 'Created user' },
  'reset-password': { run: resetPassword, done: 'Reset the password (and revoked the access tokens) of user' },
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
      options: { email: { type: 'string' }, password: { type: 'string' } },
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
  const credentials = v.safeParse(credentialsSchema, parsed.values, { abortPipeEarly: true });
  if (!credentials.success) {
    io.err(`${credentials.issues.map((issue) => issue.message).join(' ')}\n${USAGE}`);
    return 2;
  }

  try {
    const database = await openDatabase(loadConfig(env));
    try {
      const user = await command.run(database.db, credentials.output);
      io.out(`${command.done} ${user.email} (${user.uuid}).`);
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
