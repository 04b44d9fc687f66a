import { createWebpackConfig, PORTS } from '@nutrilog/shared/build/webpack';

/**
 * What every signed-in first page runs before its remote arrives: in main.js itself rather than in two dozen
 * chunks fetched only once main.js has run (a round trip less before the first paint).
 */
const FIRST_PAGE_SHARED = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router-dom',
  'scheduler',
  'swr',
  '@lingui/core',
  '@lingui/react',
  '@fluentui/react-shared-contexts',
  '@griffel/react',
  'dayjs',
  '@nutrilog/shared/api-client',
  '@nutrilog/shared/domain',
  '@nutrilog/shared/format',
  '@nutrilog/shared/i18n',
  '@nutrilog/shared/nutrients',
  '@nutrilog/shared/remote-contract',
  '@nutrilog/shared/ui',
];

/**
 * The sign-in page's own copy of the schemas, and its code in one chunk: /login fetched and ran ten chunks after
 * main.js, two of them shared modules looked up in the share scope first. The schemas are pure functions, so a copy
 * per app changes nothing but bytes (the remotes still share theirs).
 */
const OWN_COPIES = ['@nutrilog/shared/schemas'];

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'host',
  port: PORTS.host,
  title: 'Nutrilog',
  eagerShared: FIRST_PAGE_SHARED,
  ownCopies: OWN_COPIES,
  wholeLazyChunks: true,
  serviceWorker: 'src/service-worker/sw.ts',
  webAppManifest: true,
});
