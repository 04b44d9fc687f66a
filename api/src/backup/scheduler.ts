import type { BackupConfig } from '../config';
import type { WrittenBackup } from './backup-directory';
import { type BackupSource, takeBackup } from './take-backup';

export interface BackupLog {
  info(fields: object, message: string): void;
  error(fields: object, message: string): void;
}

export interface BackupScheduler {
  /** A backup now; while one runs, that one is the answer (never two at once). */
  backupNow(): Promise<WrittenBackup>;
  /** No more backups; waits for one that is running, so the database is not closed under it. */
  stop(): Promise<void>;
}

/** The server stops: no new backup starts. */
export class BackupsStoppedError extends Error {
  override name = 'BackupsStoppedError';
  constructor() {
    super('The server is stopping: no backup is started now.');
  }
}

/**
 * The server's backups (docs/api.md, "Backups and restore"): every `config.everyMs` (counted from the end of the
 * previous one) and on request, one at a time, each logged in one line and reported to `done`.
 */
export function scheduleBackups(
  source: BackupSource,
  config: BackupConfig,
  log: BackupLog,
  done: (ok: boolean, at: Date) => void = () => {},
  now: () => Date = () => new Date(),
): BackupScheduler {
  let running: Promise<WrittenBackup> | null = null;
  let timer: NodeJS.Timeout | undefined;
  let stopped = false;

  const run = async (): Promise<WrittenBackup> => {
    const started = performance.now();
    try {
      const written = await takeBackup(source, config, now);
      const ms = Math.round(performance.now() - started);
      log.info(
        { file: written.file, bytes: written.bytes, ms },
        `backup written: ${written.file} (${written.bytes} bytes, ${ms} ms)`,
      );
      done(true, written.createdAt);
      return written;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error }, `backup failed: ${message}`);
      done(false, now());
      throw error;
    }
  };

  const backupNow = (): Promise<WrittenBackup> => {
    if (stopped) return Promise.reject(new BackupsStoppedError());
    running ??= run().finally(() => {
      running = null;
    });
    return running;
  };

  const schedule = () => {
    if (stopped || config.everyMs === null) return;
    timer = setTimeout(() => {
      // A failure is logged by run(); the next one is scheduled all the same.
      backupNow().then(schedule, schedule);
    }, config.everyMs);
    timer.unref();
  };
  schedule();

  return {
    backupNow,
    stop: async () => {
      stopped = true;
      clearTimeout(timer);
      await running?.catch(() => undefined);
    },
  };
}
