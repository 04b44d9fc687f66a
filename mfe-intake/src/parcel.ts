import { createRemoteLifecycles } from '@nutrilog/shared/remote-lifecycles';
import { IntakeRoutes } from './app/IntakeRoutes';
import { preloadIntakePage, startIntakePageReads } from './app/preload-page';

/** The remote's one exposed module: its routes as single-spa-react parcel lifecycles. */
const lifecycles = createRemoteLifecycles(
  IntakeRoutes,
  {
    'en-GB': () => import('./locales/en-GB/messages'),
    'nl-NL': () => import('./locales/nl-NL/messages'),
  },
  { buildLabel: process.env.BUILD_LABEL, preloadPage: preloadIntakePage, startPageReads: startIntakePageReads },
);
export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
