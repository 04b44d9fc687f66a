import { createWebpackConfig, PORTS } from '@nutrilog/shared/build/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'intake',
  port: PORTS.intake,
  title: 'Nutrilog · intake',
  exposes: { './routes': './src/parcel.ts' },
});
