// Fails when source files import each other in a circle, type-only imports included (the lint's import-x/no-cycle
// skips those). One graph over every package, @nutrilog/shared/<subpath> resolved to its source like a relative import.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import madge from 'madge';

const root = fileURLToPath(new URL('..', import.meta.url));
const packages = ['api', 'shared', 'host', 'mfe-catalog', 'mfe-intake', 'mfe-statistics', 'mfe-weight'];
const sources = packages.map((pkg) => `${root}${pkg}/src`).filter((dir) => existsSync(dir));

const result = await madge(sources, {
  baseDir: root,
  fileExtensions: ['ts', 'tsx'],
  excludeRegExp: [/node_modules/, /\/dist\//],
  tsConfig: {
    compilerOptions: {
      baseUrl: root,
      module: 'ESNext',
      moduleResolution: 'Bundler',
      jsx: 'react-jsx',
      paths: { '@nutrilog/shared/*': ['shared/src/*/index.ts'] },
    },
  },
  detectiveOptions: {
    ts: { skipTypeImports: false, skipAsyncImports: false },
    tsx: { skipTypeImports: false, skipAsyncImports: false },
  },
});

const cycles = result.circular();
for (const cycle of cycles) console.log(cycle.join(' > '));
console.log(`${cycles.length} import cycles in ${Object.keys(result.obj()).length} files`);
process.exit(cycles.length === 0 ? 0 : 1);
