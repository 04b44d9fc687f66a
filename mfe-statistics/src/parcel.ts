import { createRemoteLifecycles } from '@nutrilog/shared/remote-lifecycles';
import { StatisticsRoutes } from './app/StatisticsRoutes';

/** The remote's one exposed module: its routes as single-spa-react parcel lifecycles. */
const lifecycles = createRemoteLifecycles(
  StatisticsRoutes,
  {
    'en-GB': () => import('./locales/en-GB/messages'),
    'nl-NL': () => import('./locales/nl-NL/messages'),
  },
  { buildLabel: process.env.BUILD_LABEL },
);
export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
