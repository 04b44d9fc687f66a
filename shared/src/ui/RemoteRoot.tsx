import { i18n } from '@lingui/core';
import { useEffect, useMemo, type ComponentType } from 'react';
import { Router } from 'react-router-dom';
import type { RemoteProps } from '../remote-contract';
import { AppProviders } from './AppProviders';
import { ErrorBoundary } from './ErrorBoundary';
import { RemoteServicesContext } from './remote-context';

/**
 * The root of a remote parcel: its own providers around its routes, following the host's URL.
 * Links inside the remote go through the host's navigator, so history is one for the whole app.
 */
export function RemoteRoot({ props, Routes }: { props: RemoteProps; Routes: ComponentType }) {
  const { api, notify, locale, location, navigationType, navigator } = props;
  const services = useMemo(() => ({ api, notify }), [api, notify]);
  useEffect(() => {
    if (i18n.locale !== locale) i18n.activate(locale);
  }, [locale]);
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
