import { createWebpackConfig, PORTS } from '@nutrilog/shared/build/webpack';

export default createWebpackConfig({ dir: import.meta.dirname, name: 'host', port: PORTS.host, title: 'Nutrilog' });
