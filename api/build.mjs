// Bundles the server and the user and foods CLIs to dist/ as ESM for Node 20. Workspace source (@nutrilog/shared) is
// bundled; every npm package stays external and is loaded from node_modules at run time.
import { rmSync } from 'node:fs';
import { build } from 'esbuild';

/** Bare imports are external, except the workspace packages. */
const externalPackages = {
  name: 'external-packages',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith('@nutrilog/') ? undefined : { path: args.path, external: true },
    );
  },
};

rmSync(new URL('./dist', import.meta.url), { recursive: true, force: true });

await build({
  absWorkingDir: new URL('.', import.meta.url).pathname,
  entryPoints: {
    server: 'src/server.ts',
    'pglite-worker': 'src/db/pglite-worker.ts',
    'cli/user': 'src/cli/user.ts',
    'cli/foods': 'src/cli/foods.ts',
    'cli/move-to-postgres': 'src/cli/move-to-postgres.ts',
    'cli/backup': 'src/cli/backup.ts',
    'cli/restore': 'src/cli/restore.ts',
  },
  outdir: 'dist',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  logLevel: 'info',
  plugins: [externalPackages],
});
