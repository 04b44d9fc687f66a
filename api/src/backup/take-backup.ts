import type { BackupConfig } from '../config';
import type { DatabaseHandle } from '../db/connect';
import { pruneBackups, type WrittenBackup, writeBackup } from './backup-directory';
import type { BackupDatabase } from './backup-file';
import { pgDump } from './pg-tools';

/** What a backup is taken of: the open database (PGlite's dump) or, on PostgreSQL, pg_dump of its URL. */
export interface BackupSource {
  database: BackupDatabase;
  payload(): Promise<Uint8Array>;
}

export function backupSourceOf(handle: DatabaseHandle, databaseUrl: string | null): BackupSource {
  if (databaseUrl !== null) return { database: 'postgres', payload: () => pgDump(databaseUrl) };
  const dump = handle.dump;
  if (dump === undefined) throw new Error(`${handle.description} cannot be dumped`);
  return { database: 'pglite', payload: dump };
}

/** One backup into `config.dir` (written whole or not at all), then the oldest beyond `config.keep` removed. */
export async function takeBackup(
  source: BackupSource,
  config: Pick<BackupConfig, 'dir' | 'keep'>,
  now: () => Date = () => new Date(),
): Promise<WrittenBackup> {
  const createdAt = now();
  const written = await writeBackup(config.dir, source.database, await source.payload(), createdAt);
  pruneBackups(config.dir, config.keep);
  return written;
}
