import { createWebpackConfig, PORTS } from '@nutrilog/shared/build/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'statistics',
  port: PORTS.statistics,
  title: 'Nutrilog · statistics',
  exposes: { './routes': './src/parcel.ts' },
});
