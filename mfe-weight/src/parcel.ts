import { createRemoteLifecycles } from '@nutrilog/shared/ui';
import { WeightRoutes } from './app/WeightRoutes';
import { messages as en } from './locales/en-GB/messages';
import { messages as nl } from './locales/nl-NL/messages';

/** The remote's one exposed module: its routes as single-spa-react parcel lifecycles. */
const lifecycles = createRemoteLifecycles(WeightRoutes, { 'en-GB': en, 'nl-NL': nl }, process.env.BUILD_LABEL);
export const { bootstrap, mount, unmount, update } = lifecycles;
export default lifecycles;
