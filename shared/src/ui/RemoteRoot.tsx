import { useMemo, type ComponentType } from 'react';
import { Router } from 'react-router-dom';
import type { RemoteProps } from '@nutrilog/shared/remote-contract';
import { AppProviders } from './AppProviders';
import { ErrorBoundary } from './ErrorBoundary';
import { RemoteServicesContext } from './remote-context';

/**
 * The root of a remote parcel: its own providers around its routes, following the host's URL.
 * Links inside the remote go through the host's navigator, so history is one for the whole app.
 */
export function RemoteRoot({ props, Routes }: { props: RemoteProps; Routes: ComponentType }) {
  // `locale` is not activated here: the shell owns it (it activates a locale once every registered catalog of it
  // is loaded; the lifecycles load this remote's before mounting and updating). A remote that activated its
  // props' locale could undo a newer choice of the shell's, with props a render behind.
  const { api, notify, preload, location, navigationType, navigator } = props;
  const services = useMemo(() => ({ api, notify, preload }), [api, notify, preload]);
  return (
    <AppProviders api={api}>
      <RemoteServicesContext.Provider value={services}>
        <ErrorBoundary resetKey={location.pathname}>
          <Router location={location} navigationType={navigationType} navigator={navigator}>
            <Routes />
          </Router>
        </ErrorBoundary>
      </RemoteServicesContext.Provider>
    </AppProviders>
  );
}
