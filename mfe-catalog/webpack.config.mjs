import { createWebpackConfig, PORTS } from '@nutrilog/shared/build/webpack';

const baseConfig = createWebpackConfig({
  dir: import.meta.dirname,
  name: 'catalog',
  port: PORTS.catalog,
  title: 'Nutrilog · catalog',
  exposes: { './routes': './src/parcel.ts' },
});

/**
 * The barcode reader's wasm (zxing-wasm) is a file of this remote: `import url from '…/zxing_reader.wasm'` gives
 * its URL under the remote's public path (`publicPath: 'auto'`, i.e. where remoteEntry.js came from), so the host
 * page fetches it from the catalog's origin. Never from a CDN: scanning must work offline.
 */
const wasmAsset = {
  test: /\.wasm$/i,
  type: 'asset/resource',
  generator: { filename: 'wasm/[name].[contenthash:10][ext]' },
};

export default (env, argv) => {
  const config = baseConfig(env, argv);
  config.module.rules.push(wasmAsset);
  return config;
};
