// One webpack + Module Federation configuration for the host and every remote.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import zopfli from '@gfx/zopfli';
import { ProvideSharedPlugin } from '@module-federation/enhanced';
import { ModuleFederationPlugin } from '@module-federation/enhanced/webpack';
import CompressionPlugin from 'compression-webpack-plugin';
import HtmlWebpackPlugin from 'html-webpack-plugin';
import TerserPlugin from 'terser-webpack-plugin';
import webpack from 'webpack';
import { InjectManifest } from 'workbox-webpack-plugin';
import { CompileHintsPlugin } from './compile-hints.mjs';
import { manifestWithRelease } from './releases/build-metadata.mjs';
import { themeRootRule } from './theme-css.mjs';
import { THEME_COLOR, WebAppManifestPlugin } from './web-app-manifest.mjs';

const require = createRequire(import.meta.url);
const sharedPackage = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

/**
 * The .gz files the servers send as they are: Zopfli writes ordinary gzip about 3.5 % smaller than zlib's level 9
 * (measured on the host and intake builds), for a few seconds more per build.
 */
const zopfliGzip = (input, _options, callback) => {
  zopfli.gzipAsync(input, { numiterations: 15 }).then((output) => callback(null, output), callback);
};

/** Default ports of the composed app; each remote is its own origin. */
export const PORTS = { api: 4000, host: 8080, intake: 8081, catalog: 8082, statistics: 8083, weight: 8084 };

/**
 * Subpath exports of @nutrilog/shared that run in the browser (each is its own shared module). Not `./forms`: its
 * dialog bodies (FormDialogBody's DialogTitle) must use the same copy of Fluent's dialog as the Dialog around them,
 * which is each app's own (Fluent's barrel is not shared, below). Shared, the first app to load it lent its copy to
 * all: once the host's profile page used a form helper, every remote's form dialog lost its accessible name.
 * Not `./sign-in` either: one app on a page uses it (the host on /login, or a remote's standalone page), and bundled
 * into that page's chunk it is not a consumed module with chunks of its own to look up and fetch first.
 * Nor `./remote-lifecycles`: each remote's exposed module wraps its routes with it (and single-spa-react), which the
 * host never runs; shared, the host provided it in its first page's script.
 * Nor `./theme`: its tokens are plain values that only the charts' chunks read (the pages take the theme from the
 * CSS variables in index.html); shared, the host's first page carried all 459 of them (19 KB) for no one.
 */
const NOT_SHARED = new Set(['./package.json', './forms', './sign-in', './remote-lifecycles', './theme']);
const sharedSubpaths = Object.keys(sharedPackage.exports)
  .filter((key) => !NOT_SHARED.has(key) && !key.startsWith('./build') && key !== './test')
  .map((key) => `@nutrilog/shared/${key.slice(2)}`);

/**
 * Shared singletons: one React, one router, one SWR cache, one Lingui i18n, one Fluent context and Griffel
 * renderer, one API client module. Fluent's barrel is deliberately not shared: each bundle tree-shakes its own
 * components, and only the contexts and the style engine must be the same object. valibot is stateless and
 * tree-shakes to a few KB per bundle, so it is not shared either.
 */
function sharedModules(eager, ownCopies) {
  // No requiredVersion: a singleton is used whatever its version (loaded-first), and a mismatch was only ever a
  // console warning; checking it parsed a semver range per shared module and consumer on every page load
  // (~40 ms of a first page at 4× CPU slowdown). One lockfile pins the same versions for the host and every remote.
  // A subpath is eager with its package (`eagerWith`).
  const singleton = (eagerWith) => ({
    singleton: true,
    requiredVersion: false,
    ...(eager.includes(eagerWith) ? { eager: true } : {}),
  });
  const modules = {
    react: singleton('react'),
    'react/jsx-runtime': singleton('react'),
    'react-dom': singleton('react-dom'),
    'react-dom/client': singleton('react-dom'),
    'react-router-dom': singleton('react-router-dom'),
    swr: singleton('swr'),
    '@lingui/core': singleton('@lingui/core'),
    '@lingui/react': singleton('@lingui/react'),
    '@fluentui/react-shared-contexts': singleton('@fluentui/react-shared-contexts'),
    '@griffel/react': singleton('@griffel/react'),
    dayjs: singleton('dayjs'),
    // Deep imports are modules of their own to the share scope: without these each remote bundled its plugins.
    'dayjs/plugin/isoWeek': singleton('dayjs'),
    'dayjs/plugin/localizedFormat': singleton('dayjs'),
    'dayjs/plugin/utc': singleton('dayjs'),
    // React DOM's scheduler, also imported by Fluent's context selector in every remote (a direct dependency of
    // each app only so that it can be shared).
    scheduler: singleton('scheduler'),
    // The host's <Parcel> (fetched with the first remote) and each remote's lifecycles import it: one copy, the
    // first loaded, rather than one from the host's build and one from the remote's on every remote page.
    'single-spa-react': singleton('single-spa-react'),
  };
  for (const subpath of sharedSubpaths) {
    modules[subpath] = { ...singleton(subpath), version: sharedPackage.version };
  }
  for (const key of ownCopies) delete modules[key];
  return modules;
}

/**
 * The eager shared modules (the host's) are put in the share scope without being consumed through it. The app that
 * bundles them eagerly is the first on the page, and with `loaded-first` it was always handed its own copy back, after
 * a look-up per module at start-up (`loadShareSync`, its hooks and option merging: about 100 ms of a first page at 4×
 * CPU slowdown). Provided only, the host imports them as ordinary modules, and a remote that consumes one is given
 * the host's module instance from the share scope, as before (the host marks them loaded at start-up:
 * host/src/app/host-shares.ts). Every other shared module is consumed as usual.
 */
function splitShared(modules) {
  const consumed = {};
  const providedOnly = {};
  for (const [key, options] of Object.entries(modules)) {
    if (options.eager)
      providedOnly[key] = {
        shareKey: key,
        version: options.version,
        eager: true,
        singleton: true,
        requiredVersion: false,
      };
    else consumed[key] = options;
  }
  return { consumed, providedOnly };
}

/** Our makeStyles and makeResetStyles are imported from Fluent's barrel, which re-exports Griffel's functions. */
const griffelLoader = {
  loader: require.resolve('@griffel/webpack-loader'),
  options: {
    modules: [
      { moduleSource: '@fluentui/react-components', importName: 'makeStyles', resetImportName: 'makeResetStyles' },
    ],
    // It evaluates the style objects at build time, and with them the TypeScript modules they import.
    babelOptions: { presets: [require.resolve('@babel/preset-typescript')] },
  },
};

const swcOptions = (isDev) => ({
  jsc: {
    parser: { syntax: 'typescript', tsx: true },
    target: 'es2020',
    transform: { react: { runtime: 'automatic', development: isDev, refresh: false } },
    experimental: { plugins: [['@lingui/swc-plugin', { useLinguiV5IdGeneration: true }]] },
  },
});

/**
 * The service worker (Workbox's InjectManifest): precaches the app's own files, not what only tools read (source
 * maps, the federation stats) nor the entry files the worker must not pin (the remote entry and manifest: this app
 * exposes nothing, and they are fetched from the network). Hashed names need no cache-busting revision.
 */
const serviceWorkerPlugin = (swSrc) =>
  new InjectManifest({
    swSrc,
    swDest: 'sw.js',
    exclude: [/\.map$/, /\.gz$/, /\.br$/, /^mf-(?:manifest|stats)\.json$/, /^remoteEntry\.js$/],
    dontCacheBustURLsMatching: /\.[0-9a-f]{10}\.js$/,
    maximumFileSizeToCacheInBytes: 4 * 1024 * 1024,
  });

/**
 * @param {{ dir: string, name: string, port: number, exposes?: Record<string, string>, title: string, eagerShared?:
 * string[], ownCopies?: string[], wholeLazyChunks?: boolean, webAppManifest?: boolean,
 * serviceWorker?: string }} options
 *   ownCopies: shared modules this app bundles where it uses them instead of consuming them from the share scope.
 *   wholeLazyChunks: each lazy import is one chunk with all it needs beyond the entry (no chunks split out for what
 *   two lazy pages have in common): fewer requests before a lazy page shows, some bytes twice across pages.
 *   eagerShared: shared modules bundled into the entry itself (the host's first page needs them anyway: one
 *   request instead of a wave of small ones after main.js).
 *   webAppManifest: emit manifest.webmanifest and its PNG icons, rendered from the favicon (web-app-manifest.mjs),
 *   and link them from index.html: the app can be installed (the host only).
 *   serviceWorker: the worker's source, built with its precache list of this app's files (production builds only).
 */
export function createWebpackConfig({
  dir,
  name,
  port,
  exposes = {},
  title,
  eagerShared = [],
  ownCopies = [],
  wholeLazyChunks = false,
  webAppManifest = false,
  serviceWorker,
}) {
  return (_env, argv) => {
    const isDev = argv.mode !== 'production';
    const apiUrl = process.env.API_URL ?? `http://127.0.0.1:${PORTS.api}`;
    const { consumed, providedOnly } = splitShared(sharedModules(eagerShared, ownCopies));
    return {
      mode: isDev ? 'development' : 'production',
      context: dir,
      entry: './src/index.ts',
      devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
      output: {
        // BUILD_OUTPUT_DIR: a build somewhere else, e.g. the end-to-end redeploy spec's new remote build.
        path: process.env.BUILD_OUTPUT_DIR ? path.resolve(process.env.BUILD_OUTPUT_DIR) : path.join(dir, 'dist'),
        publicPath: 'auto',
        filename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
        uniqueName: name,
        // As chunkLoadingGlobal() of @nutrilog/shared/remote-contract: the host empties it to load a remote anew.
        chunkLoadingGlobal: `webpackChunk${name}`,
        clean: true,
      },
      resolve: { extensions: ['.ts', '.tsx', '.js', '.mjs'] },
      module: {
        rules: [
          {
            test: /\.[cm]?[jt]sx?$/,
            exclude: /node_modules/,
            use: [
              // Loaders run last to first: swc-loader compiles, then Griffel's loader turns each makeStyles /
              // makeResetStyles into its precomputed classes and CSS rules (ahead-of-time mode). Fluent's own
              // packages ship in that form already; ours resolved every style object at run time (hashing, stylis,
              // RTL flipping) on the first render. See docs/decisions.md (Griffel ahead of time).
              ...(isDev ? [] : [griffelLoader]),
              { loader: require.resolve('swc-loader'), options: swcOptions(isDev) },
            ],
          },
        ],
      },
      plugins: [
        new ModuleFederationPlugin({
          name,
          filename: 'remoteEntry.js',
          exposes,
          shared: consumed,
          // The copy already loaded (the host's) wins. The default, version-first, fetched every registered
          // remote's entry to compare versions as soon as the host consumed a shared module: on /login all four
          // remotes and 100 KB of the weight remote's chunks, and then ran the weight remote's copies.
          shareStrategy: 'loaded-first',
          // metaData.release: the build's version and remote contract version (docs/architecture.md, "Releasing a remote").
          manifest: manifestWithRelease({ dir, isHost: name === 'host' }),
          dts: false,
        }),
        ...(Object.keys(providedOnly).length > 0
          ? [new ProvideSharedPlugin({ shareScope: 'default', provides: providedOnly })]
          : []),
        // A label of this build (default 'dev'), shown on the remote's root element: proves which deploy is live.
        new webpack.DefinePlugin({ 'process.env.BUILD_LABEL': JSON.stringify(process.env.BUILD_LABEL ?? 'dev') }),
        // Root-relative script URLs: a deep link (/products/{uuid}) must not resolve main.js under /products/.
        new HtmlWebpackPlugin({
          title,
          template: path.join(import.meta.dirname, 'index.html'),
          favicon: path.join(import.meta.dirname, 'favicon.svg'),
          chunks: ['main'],
          publicPath: '/',
          // Template options of index.html.
          themeColor: THEME_COLOR,
          themeCss: themeRootRule(),
          webAppManifest,
        }),
        ...(webAppManifest ? [new WebAppManifestPlugin()] : []),
        ...(isDev ? [] : [new CompileHintsPlugin()]),
        ...(isDev || !serviceWorker ? [] : [serviceWorkerPlugin(path.join(dir, serviceWorker))]),
        ...(isDev
          ? []
          : [new CompressionPlugin({ test: /\.(js|css|html|json|wasm)$/, threshold: 1024, algorithm: zopfliGzip })]),
      ],
      optimization: {
        minimizer: [new TerserPlugin({ minify: TerserPlugin.swcMinify, extractComments: false })],
        ...(wholeLazyChunks ? { splitChunks: false } : {}),
      },
      performance: { hints: false },
      devServer: {
        port,
        host: '127.0.0.1',
        historyApiFallback: true,
        hot: false,
        liveReload: true,
        headers: { 'Access-Control-Allow-Origin': '*' },
        proxy: [{ context: ['/api'], target: apiUrl, changeOrigin: true }],
        // The host's dev server answers the run-time remote map as the production server does (default ports).
        setupMiddlewares: (middlewares, devServer) => {
          devServer.app.get('/remotes.json', (request, response) => {
            const hostname = request.hostname;
            const remotes = ['intake', 'catalog', 'statistics', 'weight'];
            response.json(
              Object.fromEntries(remotes.map((r) => [r, `http://${hostname}:${PORTS[r]}/mf-manifest.json`])),
            );
          });
          return middlewares;
        },
        client: { overlay: { runtimeErrors: false } },
      },
    };
  };
}
