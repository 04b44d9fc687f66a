import { spawn } from 'node:child_process';

/*
 * Debian's pg_dump and pg_restore (docs/api.md, "Backups and restore"); /usr/bin's wrappers pick the newest client
 * installed. The password travels in PGPASSWORD rather than on the command line, where `ps` would show it.
 */
export const PG_DUMP = '/usr/bin/pg_dump';
export const PG_RESTORE = '/usr/bin/pg_restore';

/** pg_dump or pg_restore could not run or failed; the message carries its first line of errors. */
export class PgToolError extends Error {
  override name = 'PgToolError';
}

function connection(databaseUrl: string): { url: string; env: NodeJS.ProcessEnv } {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = '';
  return { url: url.toString(), env: password === '' ? process.env : { ...process.env, PGPASSWORD: password } };
}

/** Runs a PostgreSQL client program with `input` on standard input; answers its standard output. */
function run(program: string, args: string[], env: NodeJS.ProcessEnv, input?: Uint8Array): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { env, stdio: ['pipe', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.on('error', (error) => reject(new PgToolError(`Cannot run ${program}: ${error.message}`)));
    child.on('close', (code) => {
      if (code === 0) resolve(Buffer.concat(out));
      else {
        const why = Buffer.concat(err).toString('utf8').trim().split('\n')[0] ?? '';
        reject(new PgToolError(`${program} failed (exit code ${code}): ${why}`));
      }
    });
    // A program that fails early closes its input: the error is its exit code, not the broken pipe.
    child.stdin.on('error', () => undefined);
    child.stdin.end(input);
  });
}

/** The database in pg_dump's custom format (one consistent snapshot, taken beside the running API). */
export async function pgDump(databaseUrl: string): Promise<Uint8Array> {
  const { url, env } = connection(databaseUrl);
  return run(PG_DUMP, ['--format=custom', `--dbname=${url}`], env);
}

/** Restores a custom-format dump in one transaction: on any error nothing is left behind. */
export async function pgRestore(databaseUrl: string, dump: Uint8Array): Promise<void> {
  const { url, env } = connection(databaseUrl);
  const args = ['--single-transaction', '--exit-on-error', '--no-owner', '--no-privileges', `--dbname=${url}`];
  await run(PG_RESTORE, args, env, dump);
}
