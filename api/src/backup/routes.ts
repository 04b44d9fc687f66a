import type { FastifyInstance } from 'fastify';
import { backupSchema } from '@nutrilog/shared/schemas';
import { isOperator } from '../http/operator-access';
import { HttpProblem } from '../http/problem';
import { defineRoute } from '../http/route';
import { type BackupScheduler, BackupsStoppedError, scheduleBackups } from './scheduler';
import type { BackupSource } from './take-backup';

export const BACKUPS_PATH = '/backups';

declare module 'fastify' {
  interface FastifyInstance {
    /** The server's backups; null without BACKUP_DIR (docs/api.md, "Backups and restore"). */
    backups: BackupScheduler | null;
  }
}

/**
 * The server takes its own backups (the embedded database is held by this process): on BACKUP_EVERY's schedule and
 * on request, POST /backups, which `pnpm --filter @nutrilog/api backup` sends. Outside /api/, like /metrics, so the
 * web servers in front never forward it. The schedule stops when the app closes, before the database does.
 */
export async function registerBackups(app: FastifyInstance, source: BackupSource | undefined): Promise<void> {
  const config = app.config.backups;
  const scheduler =
    config === null || source === undefined
      ? null
      : scheduleBackups(source, config, app.log, (ok, at) => app.metrics.backupTaken(ok, at));
  app.decorate('backups', scheduler);
  if (scheduler !== null) app.addHook('onClose', () => scheduler.stop());

  defineRoute(app, {
    method: 'POST',
    url: BACKUPS_PATH,
    tags: ['Health'],
    summary: 'Take a backup now, into BACKUP_DIR',
    description:
      'Answered to loopback clients that come straight to the API, or with `Authorization: Bearer <BACKUP_TOKEN>`. ' +
      'While a backup runs, its result is the answer. 409 without BACKUP_DIR.',
    auth: false,
    status: 201,
    response: backupSchema,
    mediaType: 'application/json',
    errors: [403, 409, 503],
    handler: async ({ request }) => {
      if (!isOperator(request, config?.token ?? null))
        throw new HttpProblem(
          403,
          'Backups are asked for from this machine, or with the BACKUP_TOKEN as a bearer token.',
        );
      if (scheduler === null) throw new HttpProblem(409, 'BACKUP_DIR is not set: this server takes no backups.');
      let written;
      try {
        written = await scheduler.backupNow();
      } catch (error) {
        if (error instanceof BackupsStoppedError) throw new HttpProblem(503, error.message);
        throw new HttpProblem(500, `The backup failed: ${error instanceof Error ? error.message : String(error)}`);
      }
      return { file: written.file, bytes: written.bytes, createdAt: written.createdAt.toISOString() };
    },
  });
}
