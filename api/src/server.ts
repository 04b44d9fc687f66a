import fs from 'node:fs';
import { ConfigError } from './config';
import { DataDirectoryLockedError } from './db/lock';
import { type RunningServer, startServer } from './start';

const print = (line: string) => process.stdout.write(`${line}\n`);
const printError = (line: string) => process.stderr.write(`nutrilog-api: ${line}\n`);

/** Known start-up problems are said in one line; anything else with its stack. */
function fail(error: unknown): never {
  const known = error instanceof ConfigError || error instanceof DataDirectoryLockedError;
  process.stderr.write(
    'nutrilog-api: ' +
      `${known ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`,
  );
  process.exit(1);
}

let server: RunningServer | undefined;
let stopRequested = false;

function stop(running: RunningServer): void {
  running.stop().then(() => process.exit(0), fail);
}

/** SIGINT/SIGTERM: close HTTP, then the database (releasing the PGlite lock). A second signal exits at once. */
function onSignal(signal: NodeJS.Signals): void {
  if (stopRequested) process.exit(1);
  stopRequested = true;
  server?.app.log.info({ signal }, 'shutting down');
  if (server) stop(server); // else: stop as soon as start-up is done
}

process.on('SIGINT', onSignal);
process.on('SIGTERM', onSignal);

// PGlite runs in a worker thread (db/pglite-thread.ts): the bundled entry beside dist/server.js, or its source
// when the server runs from source under tsx.
const bundledWorker = new URL('./pglite-worker.js', import.meta.url);
const workerUrl = fs.existsSync(bundledWorker) ? bundledWorker : new URL('./db/pglite-worker.ts', import.meta.url);

startServer(process.env, print, printError, { workerUrl }).then((running) => {
  server = running;
  if (stopRequested) stop(running);
}, fail);
