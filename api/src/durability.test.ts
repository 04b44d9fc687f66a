import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { zeroNutrients } from '@nutrilog/shared/nutrients';
import { runUserCommand } from './cli/user-command';
import { createDatabaseTarget, type DatabaseTarget } from './testing/test-database';

// The real server in a child process (through tsx), killed with SIGKILL in the middle of a burst of writes: every
// write it answered 2xx must be there after a restart, and none may be there in part. On PGlite in a data
// directory, or on a scratch PostgreSQL database when DATABASE_URL is set.
jest.setTimeout(240_000);

const apiDir = path.resolve(__dirname, '..');
const EMAIL = 'durable@example.test';
const PASSWORD = 'a durable passphrase';
const BURST = 240;
const CONCURRENCY = 16;
const KILL_AFTER_ACKNOWLEDGED = 60;

let target: DatabaseTarget;
const children: ChildProcess[] = [];

beforeAll(async () => {
  target = await createDatabaseTarget();
  const errors: string[] = [];
  const code = await runUserCommand(['create', '--email', EMAIL, '--password', PASSWORD], target.env, {
    out: () => {},
    err: (line) => errors.push(line),
  });
  expect({ code, errors }).toEqual({ code: 0, errors: [] });
});
afterAll(async () => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  await target.cleanup();
});

async function startServer(): Promise<{ child: ChildProcess; url: string }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...process.env, ...target.env, PORT: '0', LOG_LEVEL: 'warn', SEED_DEMO: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const url = await new Promise<string>((resolve, reject) => {
    createInterface({ input: child.stdout! }).on('line', (line) => {
      const match = /^Nutrilog API listening on (http:\/\/\S+) /.exec(line);
      if (match) resolve(match[1]!);
    });
    child.once('exit', (code, signal) => reject(new Error(`server exited (${code ?? signal}): ${stderr}`)));
  });
  return { child, url };
}

async function signIn(url: string): Promise<Record<string, string>> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: EMAIL, password: PASSWORD }),
  });
  expect(response.status).toBe(200);
  const { accessToken } = (await response.json()) as { accessToken: string };
  return { 'X-API-KEY': accessToken };
}

/** A product with two portions: one request, one transaction of three inserts. */
const product = (i: number) => ({
  name: `Burst product ${i}`,
  nutrients: { ...zeroNutrients(), calories: i },
  portions: [
    { name: 'small', amount: 25 },
    { name: 'large', amount: 250 },
  ],
});

interface Listed {
  name: string;
  portions: { name: string; amount: number }[];
}

it('keeps every acknowledged write, and none in part, when the API is killed with SIGKILL mid-burst', async () => {
  const first = await startServer();
  const headers = { ...(await signIn(first.url)), 'content-type': 'application/ld+json' };
  const acknowledged: string[] = [];
  let killed = false;
  let next = 0;
  const worker = async () => {
    while (next < BURST) {
      const body = product(next++);
      try {
        const response = await fetch(`${first.url}/api/products`, {
          method: 'POST',
          headers,
          body: JSON.stringify(body),
        });
        if (response.status === 201) acknowledged.push(body.name);
        else if (!killed) throw new Error(`POST answered ${response.status}: ${await response.text()}`);
      } catch (error) {
        if (!killed) throw error; // before the kill every write must succeed
      }
      if (!killed && acknowledged.length >= KILL_AFTER_ACKNOWLEDGED) {
        killed = true;
        first.child.kill('SIGKILL');
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  expect(killed).toBe(true);
  await new Promise((resolve) =>
    first.child.exitCode !== null || first.child.signalCode !== null
      ? resolve(null)
      : first.child.once('exit', resolve),
  );
  expect(first.child.signalCode).toBe('SIGKILL');

  // Restart on the same data: it opens (PGlite: the dead process's lock is stale and replaced) and answers.
  const second = await startServer();
  const readHeaders = await signIn(second.url);
  const list = await fetch(`${second.url}/api/products?pagination=false`, { headers: readHeaders });
  expect(list.status).toBe(200);
  const names = ((await list.json()) as { member: { name: string; '@id': string }[] }).member;
  const stored = new Set(names.map((member) => member.name));
  expect(acknowledged.filter((name) => !stored.has(name))).toEqual([]);
  expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length);

  // Every product that is there is whole: both of its portions (acknowledged or not).
  const details = await Promise.all(
    names.map(
      async (member) =>
        (await (await fetch(`${second.url}${member['@id']}`, { headers: readHeaders })).json()) as Listed,
    ),
  );
  expect(details.filter((detail) => detail.portions.length !== 2)).toEqual([]);
  second.child.kill('SIGTERM');
});
