import * as v from 'valibot';

/** POST /backups: the backup just written (docs/api.md, "Backups and restore"). */
export const backupSchema = v.object({
  /** Absolute path of the backup file on the API's machine. */
  file: v.string(),
  bytes: v.number(),
  createdAt: v.string(),
});
export type BackupWritten = v.InferOutput<typeof backupSchema>;
