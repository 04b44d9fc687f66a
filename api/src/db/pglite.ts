import { createRequire } from 'node:module';
import path from 'node:path';

type PGliteModule = typeof import('@electric-sql/pglite');
export type PGliteInstance = InstanceType<PGliteModule['PGlite']>;

let loaded: Promise<PGliteModule> | undefined;

/**
 * Loads PGlite's ESM build explicitly, by file. Every runtime used here handles that build: Node ESM, the
 * esbuild bundle, tsx, and jest (which compiles it to CommonJS). The package's CommonJS build, which a
 * plain `import` resolves to under jest, calls the native `import()` that jest's sandbox cannot run.
 */
function loadPGlite(): Promise<PGliteModule> {
  const cjsEntry = createRequire(import.meta.url).resolve('@electric-sql/pglite');
  loaded ??= import(path.join(path.dirname(cjsEntry), 'index.js')) as Promise<PGliteModule>;
  return loaded;
}

export interface PGliteOptions {
  /** Persist in this directory; in memory when undefined. */
  dataDir?: string;
  /** Start from a dump (`dumpDataDir()`) instead of running initdb. */
  loadDataDir?: Blob;
}

export async function createPGlite(options: PGliteOptions = {}): Promise<PGliteInstance> {
  const { PGlite } = await loadPGlite();
  const pglite = new PGlite(options);
  await pglite.waitReady;
  return pglite;
}

/**
 * The data directory as a gzipped tarball (docs/api.md, "Backups and restore"), taken inside a transaction of its
 * own: no other statement or transaction runs while it is read, and a checkpoint first writes every change to
 * the data files.
 */
export async function dumpPGlite(pglite: PGliteInstance): Promise<Uint8Array> {
  const tarball = await pglite.transaction(async (tx) => {
    await tx.query('CHECKPOINT');
    return pglite.dumpDataDir('gzip');
  });
  return new Uint8Array(await tarball.arrayBuffer());
}
