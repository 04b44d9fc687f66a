import { Card, makeStyles, Title2, tokens } from '@fluentui/react-components';
import { i18n } from '@lingui/core';
import { useCallback, useContext, useSyncExternalStore } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter, UNSAFE_NavigationContext, useLocation, useNavigationType } from 'react-router-dom';
import type { ParcelConfig } from 'single-spa';
import { createApiClient, createSession, type ApiClient } from '@nutrilog/shared/api-client';
import type { Locale } from '@nutrilog/shared/domain';
import { setDateLocale } from '@nutrilog/shared/format';
import { browserLocaleSources, detectLocale, loadLocale } from '@nutrilog/shared/i18n';
import type { RemoteProps, ToastRequest } from '@nutrilog/shared/remote-contract';
import { AppProviders, RemoteParcel, ROUTER_FUTURE } from '@nutrilog/shared/ui';
import { SignInForm } from './SignInForm';

const useStyles = makeStyles({
  banner: {
    padding: tokens.spacingHorizontalS,
    background: tokens.colorNeutralBackground3,
    fontSize: tokens.fontSizeBase200,
  },
  main: { maxWidth: '1100px', margin: '0 auto', padding: tokens.spacingHorizontalL },
  card: { maxWidth: '380px', margin: '64px auto', padding: tokens.spacingHorizontalXXL },
});

function MountedRemote({ api, parcel, name }: { api: ApiClient; parcel: ParcelConfig<RemoteProps>; name: string }) {
  const location = useLocation();
  const navigationType = useNavigationType();
  const { navigator } = useContext(UNSAFE_NavigationContext);
  const props: RemoteProps = {
    api,
    locale: (i18n.locale as Locale) || 'en-GB',
    location,
    navigationType,
    navigator,
    notify: (toast: ToastRequest) => console.info(`[${name}] ${toast.intent}: ${toast.title}`),
  };
  const load = useCallback(() => Promise.resolve(parcel), [parcel]);
  return <RemoteParcel load={load} props={props} />;
}

/**
 * A minimal dev shell so that one remote runs on its own dev server against the API:
 * sign in, then the remote's parcel mounted exactly as the host mounts it.
 */
export function StandaloneShell({
  api,
  parcel,
  name,
}: {
  api: ApiClient;
  parcel: ParcelConfig<RemoteProps>;
  name: string;
}) {
  const styles = useStyles();
  const token = useSyncExternalStore(api.session.subscribe, api.session.getToken);
  return (
    <AppProviders api={api}>
      <div className={styles.banner}>Nutrilog · {name} (standalone)</div>
      {token ? (
        <BrowserRouter future={ROUTER_FUTURE}>
          <main className={styles.main}>
            <MountedRemote api={api} parcel={parcel} name={name} />
          </main>
        </BrowserRouter>
      ) : (
        <Card className={styles.card}>
          <Title2 as="h1">Nutrilog</Title2>
          <SignInForm api={api} onSignedIn={() => undefined} />
        </Card>
      )}
    </AppProviders>
  );
}

/**
 * Boots a remote on its own origin: detected locale, its own API client and session, the dev shell. The parcel's
 * lifecycles registered its catalogs already.
 */
export async function startStandalone(parcel: ParcelConfig<RemoteProps>, name: string): Promise<void> {
  const locale = detectLocale(browserLocaleSources());
  setDateLocale(locale);
  await loadLocale(locale);
  i18n.activate(locale);
  const api = createApiClient({ session: createSession(window.localStorage) });
  createRoot(document.getElementById('root')!).render(<StandaloneShell api={api} parcel={parcel} name={name} />);
}
