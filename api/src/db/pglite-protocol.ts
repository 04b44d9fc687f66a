// The messages between the main thread and the PGlite worker (db/pglite-worker.ts, db/pglite-thread.ts).

export interface WorkerOptions {
  /** PGlite's data directory; in memory when undefined. */
  dataDir?: string;
}

/**
 * `session`: a transaction begun by `begin` with that number; without one, a statement of its own. `dump`: the
 * data directory as a gzipped tarball (db/pglite.ts, dumpPGlite).
 */
export type PGliteRequest =
  | { id: number; op: 'ready' }
  | { id: number; op: 'query'; sql: string; params: readonly unknown[]; session?: number }
  | { id: number; op: 'begin' | 'commit' | 'rollback'; session: number }
  | { id: number; op: 'dump' }
  | { id: number; op: 'close' };

export type PGliteReply =
  | { id: number; ok: true; rows?: Record<string, unknown>[]; affectedRows?: number; dump?: Uint8Array }
  | { id: number; ok: false; error: SerializedError };

/** An error as plain data: a structured clone keeps an Error's message but drops Postgres's fields (`code`, …). */
export interface SerializedError {
  name: string;
  message: string;
  stack?: string;
  fields: Record<string, unknown>;
}

export function serializeError(error: unknown): SerializedError {
  if (!(error instanceof Error)) return { name: 'Error', message: String(error), fields: {} };
  const fields: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(error)) {
    // Only what survives a structured clone; `queryOptions` may hold functions (parsers).
    if (value === null || ['string', 'number', 'boolean', 'bigint', 'undefined'].includes(typeof value))
      fields[key] = value;
    else if (key === 'params' && Array.isArray(value)) fields[key] = value;
  }
  return { name: error.name, message: error.message, stack: error.stack, fields };
}

/** The error again, with the same name, message and fields (`code`, `detail`, `constraint`, …). */
export function deserializeError(serialized: SerializedError): Error {
  const error = new Error(serialized.message);
  error.name = serialized.name;
  Object.assign(error, serialized.fields);
  if (serialized.stack !== undefined) error.stack = serialized.stack;
  return error;
}
