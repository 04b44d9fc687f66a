import { createWebpackConfig, PORTS } from '@nutrilog/shared/build/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'catalog',
  port: PORTS.catalog,
  title: 'Nutrilog · catalog',
  exposes: { './routes': './src/parcel.ts' },
});
