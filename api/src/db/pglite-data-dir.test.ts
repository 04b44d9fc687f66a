import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runUserCommand } from '../cli/user-command';
import { findUserByEmail } from '../resources/users/repository';
import { connectPGlite } from './connect';
import { DataDirectoryLockedError, LOCK_FILE_NAME } from './lock';
import { openDatabase } from './open';

// Always PGlite on disk, whatever DATABASE_URL says: the lock file guards the PGlite data directory.
jest.setTimeout(60_000);

let dataDir: string;
const lockFile = () => path.join(dataDir, LOCK_FILE_NAME);
const config = () => ({ databaseUrl: null, dataDir });

beforeEach(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nutrilog-data-'));
});
afterEach(() => fs.rmSync(dataDir, { recursive: true, force: true }));

describe('a PGlite data directory', () => {
  it('persists data, holds a pid lock file while open and refuses a second opener, CLI included', async () => {
    const first = await openDatabase(config());
    try {
      expect(fs.readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
      await first.db.insertInto('users').values({ email: 'kept@example.test', password_hash: 'x' }).execute();

      await expect(connectPGlite(dataDir)).rejects.toThrow(DataDirectoryLockedError);
      await expect(connectPGlite(dataDir)).rejects.toThrow(
        `The data directory ${dataDir} is in use by process ${process.pid}`,
      );

      const errors: string[] = [];
      const code = await runUserCommand(
        ['create', '--email', 'new@example.test', '--password', 'long enough'],
        { DATA_DIR: dataDir },
        { out: () => {}, err: (line) => errors.push(line) },
      );
      expect(code).toBe(1);
      expect(errors.join('\n')).toMatch(
        /^Error: The data directory .* is in use by process \d+ .*Stop that process first/,
      );
    } finally {
      await first.close();
    }
    expect(fs.existsSync(lockFile())).toBe(false);

    const reopened = await openDatabase(config());
    try {
      expect(await findUserByEmail(reopened.db, 'kept@example.test')).toMatchObject({ email: 'kept@example.test' });
    } finally {
      await reopened.close();
    }
  });

  it('replaces a stale lock left by a process that is gone', async () => {
    const exited = spawnSync(process.execPath, ['-e', 'process.exit(0)']);
    fs.mkdirSync(dataDir, { recursive: true });
    fs.writeFileSync(lockFile(), `${exited.pid}\n`);

    const database = await connectPGlite(dataDir);
    try {
      expect(fs.readFileSync(lockFile(), 'utf8').trim()).toBe(String(process.pid));
    } finally {
      await database.close();
    }
  });
});
