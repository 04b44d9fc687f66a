import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

/**
 * The server's PGlite worker entry bundled as the build does (jest cannot run TypeScript in a worker), inside api/
 * (git-ignored .tmp) so that its external packages resolve from api/node_modules. `remove` deletes it.
 */
export async function bundlePGliteWorker(): Promise<{ workerUrl: URL; remove(): void }> {
  const apiDir = path.resolve(__dirname, '../..');
  fs.mkdirSync(path.join(apiDir, '.tmp'), { recursive: true });
  const bundleDir = fs.mkdtempSync(path.join(apiDir, '.tmp', 'pglite-worker-'));
  const outfile = path.join(bundleDir, 'pglite-worker.js');
  await build({
    absWorkingDir: apiDir,
    entryPoints: ['src/db/pglite-worker.ts'],
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    packages: 'external',
    logLevel: 'silent',
  });
  fs.writeFileSync(path.join(bundleDir, 'package.json'), '{"type":"module"}\n');
  return { workerUrl: pathToFileURL(outfile), remove: () => fs.rmSync(bundleDir, { recursive: true, force: true }) };
}
