import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { LOCK_FILE_NAME } from './db/lock';

// The real entry point in child processes (through tsx), always on a PGlite data directory.
jest.setTimeout(180_000);

const apiDir = path.resolve(__dirname, '..');
let dataDir: string;
const children: ChildProcess[] = [];

beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-server-'));
});
afterAll(() => {
  for (const child of children) if (child.exitCode === null) child.kill('SIGKILL');
  fs.rmSync(dataDir, { recursive: true, force: true });
});

function start(env: Record<string, string>) {
  const { DATABASE_URL: _ignored, ...inherited } = process.env;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: apiDir,
    env: { ...inherited, PORT: '0', DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.push(child);
  const stdout: string[] = [];
  let stderr = '';
  child.stderr!.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
  const lines = createInterface({ input: child.stdout! });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const listening = new Promise<string>((resolve, reject) => {
    lines.on('line', (line) => {
      stdout.push(line);
      const match = /^Nutrilog API listening on (http:\/\/\S+) /.exec(line);
      if (match) resolve(match[1]!);
    });
    void exited.then((code) => reject(new Error(`server exited with ${code}: ${stderr}`)));
  });
  listening.catch(() => {});
  return { child, stdout, stderr: () => stderr, exited, listening };
}

describe('server.ts', () => {
  it('refuses a bad configuration with one line naming the variable', async () => {
    const server = start({ PORT: 'abc' });
    expect(await server.exited).toBe(1);
    expect(server.stderr()).toBe(
      'nutrilog-api: Invalid configuration: PORT must be an integer from 0 to 65535 (got "abc").\n',
    );
  });

  it('seeds the demo account on first start only, refuses a 2nd server on its data, shuts down cleanly', async () => {
    const first = start({});
    const baseUrl = await first.listening;
    const demoLine = first.stdout.find((line) => line.startsWith('Demo sign-in: '));
    const [, email, password] = /^Demo sign-in: (\S+) \/ (\S+)$/.exec(demoLine ?? '') ?? [];
    expect(email).toBe('demo@nutrilog.app');

    const login = await fetch(`${baseUrl}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/ld+json' },
      body: JSON.stringify({ email, password }),
    });
    expect(login.status).toBe(200);
    const { accessToken } = (await login.json()) as { accessToken: string };
    const profile = await fetch(`${baseUrl}/api/auth/profile`, { headers: { 'X-API-KEY': accessToken } });
    expect(await profile.json()).toMatchObject({ '@type': 'Profile', email: 'demo@nutrilog.app' });

    const second = start({});
    expect(await second.exited).toBe(1);
    expect(second.stderr()).toMatch(
      new RegExp(`^nutrilog-api: The data directory .* is in use by process ${first.child.pid} .*\\n$`),
    );

    first.child.kill('SIGTERM');
    expect(await first.exited).toBe(0);
    expect(fs.existsSync(path.join(dataDir, LOCK_FILE_NAME))).toBe(false);

    const third = start({});
    await third.listening;
    expect(third.stdout.some((line) => line.startsWith('Demo sign-in'))).toBe(false);
    third.child.kill('SIGINT');
    expect(await third.exited).toBe(0);
  });
});
