import { useContext, useMemo } from 'react';
import { UNSAFE_NavigationContext, useLocation, useNavigationType } from 'react-router-dom';
import type { RemoteName, RemoteProps } from '@nutrilog/shared/remote-contract';
import { RemoteParcel, useRemoteServices } from '@nutrilog/shared/ui';
import { useLocale } from '../../lib/locale/useLocale';
import { remoteLoaders } from '../../lib/remotes/remotes';

/**
 * Mounts one remote's routes as a parcel, passing the contract: API client, locale, the host's URL, toasts, preloading.
 */
export function RemoteArea({ remote }: { remote: RemoteName }) {
  const { api, notify, preload } = useRemoteServices();
  const location = useLocation();
  const navigationType = useNavigationType();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const locale = useLocale();
  const props = useMemo<RemoteProps>(
    () => ({ api, notify, preload, locale, location, navigationType, navigator }),
    [api, notify, preload, locale, location, navigationType, navigator],
  );
  return (
    <section data-remote={remote}>
      <RemoteParcel key={remote} load={remoteLoaders[remote]} props={props} />
    </section>
  );
}
