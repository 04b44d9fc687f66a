// Front-end weight per route: the gzip JS and CSS a cold visit loads, split by origin, and whether any
// library is executed from two different bundles (builds).
//
// Duplicates are found two independent ways:
// 1. Source maps of every loaded script (the production build ships them next to each chunk). Each mapped
//    segment names its original file, e.g. webpack://intake/../node_modules/.pnpm/react@19.3.1/node_modules/react/…:
//    the prefix is the build (webpack's uniqueName), the path after the last node_modules/ is the package.
//    The same module file arriving in chunks of two builds is two copies (each build has its own module
//    registry, so each copy is instantiated on its own). This also sees libraries that are not in the share
//    scope at all (bundled privately by each build, or pulled in by relative imports inside a shared module).
//    It counts what is downloaded: a provider's fallback chunk fetched but not used still counts (bytes spent).
// 2. The Module Federation share scope in the page (globalThis.__FEDERATION__.__SHARE__): a shared package
//    with two versions marked loaded means two providers' copies were both executed.
// A script without a source map would be invisible to 1: rows list such scripts in `unmapped`.
import { pathToFileURL } from 'node:url';
import { launchChromium, fetchAccessToken, signedInContext } from './lib/browser.mjs';

export const DASHBOARD_JS_BUDGET_KB = 250;

/** Top-level routes of host/src/app (App.tsx, route-table.ts) and the h1 each one shows when ready. */
export const ROUTES = [
  { route: '/', heading: 'Dashboard' },
  { route: '/create-intake-log', heading: 'Create intake log' },
  { route: '/products', heading: 'Products' },
  { route: '/recipes', heading: 'Recipes' },
  { route: '/statistics', heading: 'Statistics' },
  { route: '/goals', heading: 'Goals' },
  { route: '/weight', heading: 'Weight' },
  { route: '/profile', heading: 'Profile' },
  { route: '/login', heading: 'Nutrilog', signedOut: true },
];

/** Libraries that must exist once in the page: the share scope's singletons and the other common libraries. */
export const SHARED_LIBRARIES = [
  'react',
  'react-dom',
  'scheduler',
  'react-router',
  'react-router-dom',
  '@remix-run/router',
  'swr',
  '@lingui/core',
  '@lingui/react',
  'dayjs',
  '@nutrilog/shared',
  '@fluentui/react-shared-contexts',
  '@griffel/react',
  '@griffel/core',
  'single-spa',
  'single-spa-react',
  'apexcharts',
  'react-apexcharts',
  // Not here: the federation runtime (@module-federation/*). Each container (the host and every remoteEntry) runs
  // its own by design, about 23 KB gzip per remote; experiments.externalRuntime made the host carry a second copy
  // of runtime-core and the dashboard 5 KB heavier (docs/performance.md).
];

const KB = 1024;

// ---------------------------------------------------------------------------------------------------------
// Source maps: minified bytes per original file.

const BASE64 = Object.fromEntries(
  [...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/'].map((c, i) => [c, i]),
);

function decodeVlq(segment) {
  const values = [];
  let value = 0;
  let shift = 0;
  for (const char of segment) {
    const digit = BASE64[char];
    value += (digit & 31) * 2 ** shift;
    if (digit & 32) {
      shift += 5;
    } else {
      values.push(value % 2 ? -Math.floor(value / 2) : Math.floor(value / 2));
      value = 0;
      shift = 0;
    }
  }
  return values;
}

/** Generated characters attributed to each source of a (non-indexed) source map v3. */
export function bytesPerSource(map, code) {
  const lineLengths = code.split('\n').map((line) => line.length);
  const bytes = new Map();
  let sourceIndex = 0;
  map.mappings.split(';').forEach((line, lineNumber) => {
    let column = 0;
    let open = null; // [startColumn, sourceIndex] of the segment being measured
    const close = (end) => {
      if (open) bytes.set(map.sources[open[1]], (bytes.get(map.sources[open[1]]) ?? 0) + end - open[0]);
      open = null;
    };
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields = decodeVlq(segment);
      column += fields[0];
      close(column);
      if (fields.length >= 4) {
        sourceIndex += fields[1];
        open = [column, sourceIndex];
      }
    }
    close(lineLengths[lineNumber] ?? column);
  });
  return bytes;
}

/**
 * The build and the library of one source-map source, or null for application code and webpack glue.
 * Libraries are npm packages (after the last node_modules/) and the workspace package @nutrilog/shared.
 */
export function libraryOf(source) {
  const match = /^webpack:\/\/([^/]+)\/(.*)$/.exec(source);
  if (!match) return null;
  const [, build, file] = match;
  const nodeModules = file.lastIndexOf('node_modules/');
  if (nodeModules >= 0) {
    const rest = file.slice(nodeModules + 'node_modules/'.length);
    const parts = rest.split('/');
    const library = parts[0].startsWith('@') ? `${parts[0]}/${parts[1]}` : parts[0];
    return { build, library, module: rest };
  }
  const shared = /(?:^|\/)shared\/(src\/.*)$/.exec(file);
  if (shared && !file.startsWith('./'))
    return { build, library: '@nutrilog/shared', module: `@nutrilog/shared/${shared[1]}` };
  return null;
}

/**
 * One script's length (minified characters) and library modules, from its source map: [{ build, library, module, bytes
 * }].
 */
async function libraryModulesOfScript(url) {
  const code = await (await fetch(url)).text();
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  if (!mapName) return { length: code.length, mapped: false, modules: [] };
  const response = await fetch(new URL(mapName, url));
  if (!response.ok) return { length: code.length, mapped: false, modules: [] };
  const map = await response.json();
  const modules = [];
  for (const [source, bytes] of bytesPerSource(map, code)) {
    const library = libraryOf(source);
    if (library) modules.push({ ...library, bytes });
  }
  return { length: code.length, mapped: true, modules };
}

/**
 * Libraries of which the same module file was loaded from more than one build, from
 * [{ build, library, module, bytes, gzipBytes? }] of every loaded script. Different files of one package in different
 * builds (dayjs in the host, a dayjs plugin in a remote) are not a duplicate. `builds` holds the KB of the
 * duplicated modules in each build, `extraKb` what the copies beyond the largest cost (minified, before gzip)
 * and `extraGzipKb` the same at each file's own compression ratio (an estimate).
 */
export function findDuplicateLibraries(modules) {
  const perModule = new Map(); // library → module → build → [bytes, gzipBytes]
  for (const { build, library, module, bytes, gzipBytes = 0 } of modules) {
    if (!perModule.has(library)) perModule.set(library, new Map());
    const files = perModule.get(library);
    if (!files.has(module)) files.set(module, new Map());
    const [before, gzipBefore] = files.get(module).get(build) ?? [0, 0];
    files.get(module).set(build, [before + bytes, gzipBefore + gzipBytes]);
  }
  const duplicates = [];
  for (const [library, files] of perModule) {
    const builds = new Map();
    const twice = [];
    let extra = 0;
    let extraGzip = 0;
    for (const [module, sizes] of files) {
      if (sizes.size < 2) continue;
      twice.push(module);
      for (const [build, [bytes]] of sizes) builds.set(build, (builds.get(build) ?? 0) + bytes);
      // The largest copy is the one that would stay; the others are the waste.
      const copies = [...sizes.values()].sort((a, b) => b[0] - a[0]).slice(1);
      extra += copies.reduce((sum, [bytes]) => sum + bytes, 0);
      extraGzip += copies.reduce((sum, [, gzipBytes]) => sum + gzipBytes, 0);
    }
    if (!twice.length) continue;
    const kb = (bytes) => +(bytes / KB).toFixed(1);
    duplicates.push({
      library,
      builds: Object.fromEntries([...builds].map(([b, n]) => [b, kb(n)])),
      extraKb: kb(extra),
      extraGzipKb: kb(extraGzip),
      modules: twice,
    });
  }
  return duplicates.sort((a, b) => b.extraKb - a.extraKb);
}

// ---------------------------------------------------------------------------------------------------------
// Module Federation share scope.

/** The share scope as plain data: [{ scope, name, version, from, loaded, useIn }]. */
function readShareScope() {
  const entries = [];
  const scopes = globalThis.__FEDERATION__?.__SHARE__ ?? {};
  // Every federation instance holds the same map; the first one is enough.
  const first = Object.values(scopes)[0] ?? {};
  for (const [scope, packages] of Object.entries(first)) {
    for (const [name, versions] of Object.entries(packages)) {
      for (const [version, shared] of Object.entries(versions)) {
        entries.push({
          scope,
          name,
          version,
          from: shared.from,
          loaded: Boolean(shared.loaded),
          useIn: shared.useIn ?? [],
        });
      }
    }
  }
  return entries;
}

/** Shared packages of which more than one copy (version or provider) was executed. */
export function findShareScopeDuplicates(entries) {
  const loaded = new Map();
  for (const entry of entries.filter((e) => e.loaded)) {
    const key = `${entry.scope}:${entry.name}`;
    loaded.set(key, [...(loaded.get(key) ?? []), `${entry.version} from ${entry.from}`]);
  }
  return [...loaded]
    .filter(([, copies]) => copies.length > 1)
    .map(([key, copies]) => ({ library: key.split(':').slice(1).join(':'), copies }));
}

// ---------------------------------------------------------------------------------------------------------
// Visits.

/** origin → 'host' | remote name, from the host's run-time map of remote manifests. */
async function originNames(stack) {
  const remotes = await (await fetch(`${stack.url}/remotes.json`)).json();
  const names = { [new URL(stack.url).origin]: 'host' };
  for (const [name, manifest] of Object.entries(remotes)) names[new URL(manifest).origin] = name;
  return names;
}

function kindOf(request) {
  const type = request.resourceType();
  const pathname = new URL(request.url()).pathname;
  if (type === 'script' || pathname.endsWith('.js')) return 'js';
  if (type === 'stylesheet' || pathname.endsWith('.css')) return 'css';
  return null;
}

/** One cold visit (fresh context: empty cache) of a route: the JS and CSS responses and the share scope. */
async function visitRoute(browser, stack, { route, heading, signedOut }, accessToken) {
  const context = signedOut ? await browser.newContext() : await signedInContext(browser, stack, { accessToken });
  try {
    const page = await context.newPage();
    const responses = [];
    page.on('requestfinished', (request) => {
      const kind = kindOf(request);
      if (!kind) return;
      responses.push(
        Promise.all([request.sizes(), request.response()]).then(([sizes, response]) => ({
          url: request.url(),
          kind,
          // The body as sent on the wire: the .gz sibling when the static server had one.
          bytes: sizes.responseBodySize,
          encoding: response?.headers()['content-encoding'] ?? 'identity',
        })),
      );
    });
    await page.goto(`${stack.url}${route}`);
    await page.getByRole('heading', { level: 1, name: heading, exact: true }).waitFor({ timeout: 20_000 });
    await page.waitForLoadState('networkidle');
    const landedOn = new URL(page.url()).pathname;
    if (landedOn !== route) throw new Error(`${route} ended on ${landedOn}: not signed in?`);
    return { files: await Promise.all(responses), shareScope: await page.evaluate(readShareScope) };
  } finally {
    await context.close();
  }
}

function summarise(route, files, names) {
  const sum = (list, kind) => list.filter((f) => f.kind === kind).reduce((total, f) => total + f.bytes, 0) / KB;
  const byOrigin = {};
  for (const origin of new Set(files.map((f) => new URL(f.url).origin))) {
    const mine = files.filter((f) => new URL(f.url).origin === origin);
    byOrigin[names[origin] ?? origin] = {
      jsKb: +sum(mine, 'js').toFixed(1),
      cssKb: +sum(mine, 'css').toFixed(1),
      files: mine.length,
    };
  }
  const uncompressed = files.filter((f) => f.encoding === 'identity' && f.bytes > 1024).map((f) => f.url);
  return {
    route,
    jsKb: +sum(files, 'js').toFixed(1),
    cssKb: +sum(files, 'css').toFixed(1),
    files: files.length,
    byOrigin,
    uncompressed,
  };
}

/**
 * Every route of ROUTES, each in a fresh context. Rows:
 * { route, jsKb, cssKb, files, byOrigin: { host|remote: { jsKb, cssKb, files } }, uncompressed: [url],
 *   duplicates: [library] (of SHARED_LIBRARIES, or any share-scope package loaded twice),
 *   duplicateDetails: [{ library, builds: { build: KB }, extraKb, extraGzipKb, modules } | { library, copies }],
 *   otherDuplicates: [same] (libraries outside SHARED_LIBRARIES bundled by several builds, e.g. Fluent's),
 *   unmapped: [url] (scripts without a source map, which the build check cannot see into) }
 */
export async function measureRouteBytes(stack, { routes = ROUTES } = {}) {
  const names = await originNames(stack);
  const accessToken = await fetchAccessToken(stack);
  const modulesOfScript = new Map(); // url → Promise of its length and library modules (hashed files never change)
  const browser = await launchChromium();
  try {
    const rows = [];
    for (const target of routes) {
      const { files, shareScope } = await visitRoute(browser, stack, target, accessToken);
      const scripts = files.filter((f) => f.kind === 'js');
      for (const { url } of scripts)
        if (!modulesOfScript.has(url)) modulesOfScript.set(url, libraryModulesOfScript(url));
      const perScript = await Promise.all(scripts.map(({ url }) => modulesOfScript.get(url)));
      const unmapped = scripts.filter((_, i) => !perScript[i].mapped).map((f) => f.url);
      const modules = perScript.flatMap(({ length, modules: mine }, i) =>
        mine.map((m) => ({ ...m, gzipBytes: (m.bytes * scripts[i].bytes) / Math.max(length, 1) })),
      );
      const inBuilds = findDuplicateLibraries(modules);
      const inShareScope = findShareScopeDuplicates(shareScope);
      const duplicates = [
        ...new Set([
          ...inBuilds.filter((d) => SHARED_LIBRARIES.includes(d.library)).map((d) => d.library),
          ...inShareScope.map((d) => d.library),
        ]),
      ];
      rows.push({
        ...summarise(target.route, files, names),
        duplicates,
        duplicateDetails: [...inBuilds.filter((d) => SHARED_LIBRARIES.includes(d.library)), ...inShareScope],
        otherDuplicates: inBuilds.filter((d) => !SHARED_LIBRARIES.includes(d.library)),
        unmapped,
      });
    }
    return rows;
  } finally {
    await browser.close();
  }
}

// ---------------------------------------------------------------------------------------------------------
// Run directly: a check that the duplicate finders can fail, then the measurement.

function selfCheck() {
  const assert = (ok, what) => {
    if (!ok) throw new Error(`self-check failed: ${what}`);
  };
  const react = 'node_modules/.pnpm/react@19.3.1/node_modules/react/cjs/react.production.js';
  const dayjs = 'node_modules/.pnpm/dayjs@1.11.23/node_modules/dayjs';
  const sources = [
    `webpack://host/../${react}`,
    `webpack://intake/../${react}`,
    'webpack://intake/./src/app.tsx',
    'webpack://catalog/../shared/src/ui/index.ts',
    'webpack://host/../shared/src/ui/index.ts',
    `webpack://host/../${dayjs}/dayjs.min.js`,
    `webpack://intake/../${dayjs}/plugin/utc.js`,
  ];
  const modules = sources
    .map(libraryOf)
    .filter(Boolean)
    .map((m) => ({ ...m, bytes: 2048 }));
  assert(modules.length === 6, 'application code is not a library');
  const found = findDuplicateLibraries(modules);
  assert(
    found.length === 2 &&
      found.some((d) => d.library === 'react' && d.extraKb === 2) &&
      found.some((d) => d.library === '@nutrilog/shared'),
    'react and @nutrilog/shared in two builds, dayjs and a dayjs plugin are not a duplicate',
  );
  assert(
    findDuplicateLibraries(modules.filter((m) => m.build === 'host')).length === 0,
    'one build is not a duplicate',
  );
  // A remote whose required version the host does not satisfy falls back to its own copy: two loaded entries.
  const scope = [
    { scope: 'default', name: 'react', version: '19.3.1', from: 'host', loaded: true, useIn: ['host'] },
    { scope: 'default', name: 'react', version: '18.3.1', from: 'weight', loaded: true, useIn: ['weight'] },
    { scope: 'default', name: 'swr', version: '2.5.1', from: 'host', loaded: true, useIn: ['host', 'weight'] },
    { scope: 'default', name: 'swr', version: '2.4.0', from: 'weight', loaded: false, useIn: [] },
  ];
  const scoped = findShareScopeDuplicates(scope);
  assert(scoped.length === 1 && scoped[0].library === 'react', 'two loaded versions of react, swr loaded once');
  // A tiny source map: "abcdef" with a..c from source 0 and d..f from source 1.
  const map = {
    sources: ['webpack://host/../node_modules/a/index.js', 'webpack://host/../node_modules/b/index.js'],
    mappings: 'AAAA,GCAA',
  };
  const bytes = bytesPerSource(map, 'abcdef');
  assert(bytes.get(map.sources[0]) === 3 && bytes.get(map.sources[1]) === 3, 'bytes per source');
}

async function main() {
  const { startStack } = await import('./lib/stack.mjs');
  selfCheck();
  console.log('self-check of the duplicate finders: ok');
  const stack = await startStack({ basePort: Number(process.env.BENCH_BASE_PORT ?? 18400) });
  try {
    const rows = await measureRouteBytes(stack);
    const origins = [...new Set(rows.flatMap((r) => Object.keys(r.byOrigin)))];
    console.table(
      rows.map((r) => ({
        route: r.route,
        'JS KB': r.jsKb,
        'CSS KB': r.cssKb,
        files: r.files,
        ...Object.fromEntries(origins.map((o) => [`${o} JS`, r.byOrigin[o]?.jsKb ?? ''])),
        // The five federation runtime packages travel together: one name in the table.
        'loaded twice':
          [...new Set(r.duplicates.map((d) => (d.startsWith('@module-federation/') ? 'MF runtime' : d)))].join(', ') ||
          'none',
      })),
    );
    // One line per duplicated library (the same copies recur on many routes), with the routes it happens on.
    const lines = new Map();
    const describe = (d) =>
      d.copies
        ? `share scope: ${d.copies.join(' + ')}`
        : `${JSON.stringify(d.builds)} KB min, +${d.extraKb} KB min (≈ ` +
          `+${d.extraGzipKb} KB gzip), e.g. ${d.modules.slice(0, 3).join(', ')}`;
    for (const r of rows) {
      for (const d of r.duplicateDetails)
        lines.set(`${d.library}: ${describe(d)}`, [...(lines.get(`${d.library}: ${describe(d)}`) ?? []), r.route]);
    }
    console.log('\nShared libraries loaded from two builds:');
    for (const [line, routes] of lines) console.log(`  ${line}  [${routes.join(' ')}]`);
    console.log('\nOther libraries bundled by several builds (KB beyond one copy, min/≈gzip):');
    for (const r of rows) {
      const others = r.otherDuplicates
        .filter((d) => d.extraKb >= 1)
        .map((d) => `${d.library} +${d.extraKb}/${d.extraGzipKb}`);
      if (others.length) console.log(`  ${r.route}: ${others.join(', ')}`);
    }
    for (const r of rows)
      if (r.uncompressed.length) console.log(`${r.route}: sent without compression: ${r.uncompressed.join(', ')}`);
    for (const r of rows)
      if (r.unmapped.length)
        console.log(`${r.route}: WARNING no source map, not checked for duplicates: ${r.unmapped.join(', ')}`);
    const dashboard = rows.find((r) => r.route === '/');
    console.log(
      `\ndashboard JS ${dashboard.jsKb} KB gzip (budget <= ${DASHBOARD_JS_BUDGET_KB}): ` +
        `${dashboard.jsKb <= DASHBOARD_JS_BUDGET_KB ? 'ok' : 'OVER BUDGET'}`,
    );
    console.log(`shared libraries loaded twice: ${rows.some((r) => r.duplicates.length) ? 'YES' : 'none'}`);
  } finally {
    await stack.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) await main();
