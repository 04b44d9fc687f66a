import { createWebpackConfig, PORTS } from '@nutrilog/shared/build/webpack';

export default createWebpackConfig({
  dir: import.meta.dirname,
  name: 'weight',
  port: PORTS.weight,
  title: 'Nutrilog · weight',
  exposes: { './routes': './src/parcel.ts' },
});
