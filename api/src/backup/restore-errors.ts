/** A restore that would overwrite data, or does not fit the configured database; said in one line. */
export class RestoreRefusedError extends Error {
  override name = 'RestoreRefusedError';
}

/** What a restore wrote: where, and how many migrations the restored database has applied. */
export interface Restored {
  target: string;
  migrations: number;
}
