import { createRemoteLifecycles } from '@nutrilog/shared/remote-lifecycles';
import { WeightRoutes } from './app/WeightRoutes';

/** The remote's one exposed module: its routes as single-spa-react parcel lifecycles. */
const lifecycles = createRemoteLifecycles(
  WeightRoutes,
  {
    'en-GB': () => import('./locales/en-GB/messages'),
    'nl-NL': () => import('./locales/nl-NL/messages'),
  },
  { buildLabel: process.env.BUILD_LABEL },
);
export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
