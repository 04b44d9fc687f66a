// The entry of the worker thread that holds the server's PGlite database (db/pglite-thread.ts): PGlite's
// WebAssembly then runs on a core of its own while the main thread parses, validates and answers HTTP.
import { parentPort, workerData } from 'node:worker_threads';
import { createPGlite, dumpPGlite, type PGliteInstance } from './pglite';
import { type PGliteReply, type PGliteRequest, serializeError, type WorkerOptions } from './pglite-protocol';

type Transaction = Parameters<Parameters<PGliteInstance['transaction']>[0]>[0];

interface Session {
  tx: Transaction;
  /** Ends the transaction callback: commit (true) or roll back (false). */
  finish: (commit: boolean) => void;
  /** Settles when PGlite has committed or rolled back. */
  closed: Promise<unknown>;
}

const port = parentPort;
if (port === null) throw new Error('pglite-worker runs as a worker thread');

const options = workerData as WorkerOptions;
const sessions = new Map<number, Session>();
const ready = createPGlite({ dataDir: options.dataDir });
// A failed start is answered to every request (the first one is the main thread's wait for `ready`).
ready.catch(() => undefined);

const reply = (message: PGliteReply) => port.postMessage(message);

/** A transaction on PGlite's exclusive transaction lock: queries outside it wait until it ends, as in-process. */
async function begin(pglite: PGliteInstance, session: number): Promise<void> {
  let began!: () => void;
  const hasBegun = new Promise<void>((resolve) => (began = resolve));
  let finish!: (commit: boolean) => void;
  const finished = new Promise<boolean>((resolve) => (finish = resolve));
  const closed = pglite.transaction(async (tx) => {
    sessions.set(session, { tx, finish, closed });
    began();
    if (!(await finished)) await tx.rollback();
  });
  // BEGIN failed: no session was made.
  await Promise.race([hasBegun, closed]);
}

async function end(session: number, commit: boolean): Promise<void> {
  const open = sessions.get(session);
  if (open === undefined) return;
  sessions.delete(session);
  open.finish(commit);
  if (commit) await open.closed;
  else await open.closed.catch(() => undefined);
}

async function handle(request: PGliteRequest): Promise<PGliteReply> {
  const pglite = await ready;
  switch (request.op) {
    case 'ready':
      return { id: request.id, ok: true };
    case 'query': {
      const target = request.session === undefined ? pglite : sessions.get(request.session)?.tx;
      if (target === undefined) throw new Error(`no open transaction ${request.session}`);
      const result = await target.query<Record<string, unknown>>(request.sql, [...request.params], {
        rowMode: 'object',
      });
      return { id: request.id, ok: true, rows: result.rows, affectedRows: result.affectedRows };
    }
    case 'begin':
      await begin(pglite, request.session);
      return { id: request.id, ok: true };
    case 'commit':
      await end(request.session, true);
      return { id: request.id, ok: true };
    case 'rollback':
      await end(request.session, false);
      return { id: request.id, ok: true };
    case 'dump':
      return { id: request.id, ok: true, dump: await dumpPGlite(pglite) };
    case 'close':
      for (const session of [...sessions.keys()]) await end(session, false);
      if (!pglite.closed) await pglite.close();
      return { id: request.id, ok: true };
  }
}

port.on('message', (request: PGliteRequest) => {
  handle(request).then(reply, (error: unknown) => reply({ id: request.id, ok: false, error: serializeError(error) }));
});
