import { createRequire } from 'node:module';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import {
  type CompiledQuery,
  type DatabaseConnection,
  type DatabaseIntrospector,
  type Dialect,
  type DialectAdapter,
  type Driver,
  type Kysely,
  PGliteAdapter,
  PostgresIntrospector,
  PostgresQueryCompiler,
  type QueryCompiler,
  type QueryResult,
} from 'kysely';
import { deserializeError, type PGliteReply, type PGliteRequest, type WorkerOptions } from './pglite-protocol';

type Request = PGliteRequest extends infer R ? (R extends unknown ? Omit<R, 'id'> : never) : never;

/**
 * PGlite in a worker thread (db/pglite-worker.ts), spoken to by messages: its WebAssembly runs on one core while
 * the main thread's JavaScript (HTTP, validation, answers) runs on another. In one thread they take turns, and
 * each statement pays for the caches the other left cold.
 */
export class PGliteThread {
  #worker: Worker;
  #next = 1;
  #pending = new Map<
    number,
    { resolve: (reply: PGliteReply & { ok: true }) => void; reject: (error: Error) => void }
  >();
  #exited: Error | null = null;

  /** Queries sent to the worker and not answered yet (the one it runs and those waiting behind it). */
  get inFlight(): number {
    return this.#pending.size;
  }

  private constructor(workerUrl: URL, options: WorkerOptions) {
    this.#worker = workerUrl.pathname.endsWith('.ts')
      ? startThroughTsx(workerUrl, options)
      : new Worker(workerUrl, { workerData: options });
    this.#worker.on('message', (reply: PGliteReply) => {
      const pending = this.#pending.get(reply.id);
      if (pending === undefined) return;
      this.#pending.delete(reply.id);
      if (reply.ok) pending.resolve(reply);
      else pending.reject(deserializeError(reply.error));
    });
    const fail = (error: Error) => {
      this.#exited ??= error;
      for (const pending of this.#pending.values()) pending.reject(error);
      this.#pending.clear();
    };
    this.#worker.on('error', fail);
    this.#worker.on('exit', (code) => fail(new Error(`the PGlite worker exited (${code})`)));
  }

  /** Starts the worker and waits for its database to be open. */
  static async start(workerUrl: URL, options: WorkerOptions): Promise<PGliteThread> {
    const thread = new PGliteThread(workerUrl, options);
    try {
      await thread.send({ op: 'ready' });
    } catch (error) {
      await thread.#worker.terminate();
      throw error;
    }
    return thread;
  }

  send(request: Request): Promise<PGliteReply & { ok: true }> {
    if (this.#exited) return Promise.reject(this.#exited);
    const id = this.#next++;
    return new Promise((resolve, reject) => {
      this.#pending.set(id, { resolve, reject });
      this.#worker.postMessage({ ...request, id });
    });
  }

  /** The data directory as a gzipped tarball, between statements (db/pglite.ts, dumpPGlite). */
  async dump(): Promise<Uint8Array> {
    const reply = await this.send({ op: 'dump' });
    if (reply.dump === undefined) throw new Error('the PGlite worker sent no dump');
    return reply.dump;
  }

  /** Closes the database (ending open transactions by rolling them back), then the worker. */
  async close(): Promise<void> {
    if (this.#exited) return;
    try {
      await this.send({ op: 'close' });
    } finally {
      await this.#worker.terminate();
    }
  }
}

/**
 * The worker's TypeScript source, for the server run from source (`--import tsx`: Node 20 does not apply that
 * loader to a worker's entry, so the worker registers tsx itself before importing it).
 */
function startThroughTsx(workerUrl: URL, options: WorkerOptions): Worker {
  // require.resolve finds the CommonJS build, whose register() does not work in a worker; the ESM one is beside it.
  const tsx = pathToFileURL(
    createRequire(import.meta.url)
      .resolve('tsx/esm/api')
      .replace(/\.cjs$/, '.mjs'),
  ).href;
  const boot =
    `import(${JSON.stringify(tsx)}).then((tsx) => { tsx.register(); ` +
    `return import(${JSON.stringify(workerUrl.href)}); });`;
  return new Worker(boot, { eval: true, workerData: options });
}

/**
 * A connection per kysely caller: a statement on its own, or a transaction (one worker session, on PGlite's
 * exclusive transaction lock, so no other caller's statement runs inside it).
 */
class ThreadConnection implements DatabaseConnection {
  static #sessions = 0;
  #session: number | undefined;

  constructor(readonly thread: PGliteThread) {}

  async executeQuery<R>(query: CompiledQuery): Promise<QueryResult<R>> {
    const reply = await this.thread.send({
      op: 'query',
      sql: query.sql,
      params: query.parameters,
      session: this.#session,
    });
    return {
      numAffectedRows: reply.affectedRows != null ? BigInt(reply.affectedRows) : undefined,
      rows: (reply.rows ?? []) as R[],
    };
  }

  // eslint-disable-next-line require-yield
  async *streamQuery<R>(): AsyncIterableIterator<QueryResult<R>> {
    throw new Error('Streaming is not supported by PGlite.');
  }

  async begin(): Promise<void> {
    ThreadConnection.#sessions += 1;
    const session = ThreadConnection.#sessions;
    await this.thread.send({ op: 'begin', session });
    this.#session = session;
  }

  async end(op: 'commit' | 'rollback'): Promise<void> {
    const session = this.#session;
    if (session === undefined) return;
    this.#session = undefined;
    await this.thread.send({ op, session });
  }
}

class ThreadDriver implements Driver {
  constructor(readonly thread: PGliteThread) {}
  async init(): Promise<void> {}
  async acquireConnection(): Promise<DatabaseConnection> {
    return new ThreadConnection(this.thread);
  }
  async beginTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as ThreadConnection).begin();
  }
  async commitTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as ThreadConnection).end('commit');
  }
  async rollbackTransaction(connection: DatabaseConnection): Promise<void> {
    await (connection as ThreadConnection).end('rollback');
  }
  async releaseConnection(): Promise<void> {}
  async destroy(): Promise<void> {
    await this.thread.close();
  }
}

/**
 * Statements reach the worker as they come (its PGlite runs them one at a time, in order): while one runs there,
 * the main thread prepares the next. Kysely's one-connection lock for PGlite would leave the worker idle for each
 * round trip.
 */
class ThreadAdapter extends PGliteAdapter {
  override get supportsMultipleConnections(): boolean {
    return true;
  }
}

export class PGliteThreadDialect implements Dialect {
  constructor(readonly thread: PGliteThread) {}
  createAdapter(): DialectAdapter {
    return new ThreadAdapter();
  }
  createDriver(): Driver {
    return new ThreadDriver(this.thread);
  }
  createIntrospector(db: Kysely<unknown>): DatabaseIntrospector {
    return new PostgresIntrospector(db);
  }
  createQueryCompiler(): QueryCompiler {
    return new PostgresQueryCompiler();
  }
}
