import { lazy, Suspense, useEffect, useMemo } from 'react';
import { BrowserRouter, Route, Routes, useNavigate } from 'react-router-dom';
import type { ApiClient } from '@nutrilog/shared/api-client';
import { AppProviders, LoadingArea, RemoteServicesContext, ROUTER_FUTURE } from '@nutrilog/shared/ui';
import { UpdatePrompt } from '../features/app-updates/UpdatePrompt';
import { ForgetAnswersOnSessionChange } from '../features/auth/ForgetAnswersOnSessionChange';
import { RequireAuth } from '../features/auth/RequireAuth';
import { KeepReadsForOffline } from '../features/offline/KeepReadsForOffline';
import { SyncOfflineQueue } from '../features/offline-sync/SyncOfflineQueue';
import { RemoteArea } from '../features/remotes/RemoteArea';
import { useAppToaster } from '../features/toasts/toaster';
import { AppLayout } from '../layout/AppLayout';
import { usePageTitle } from '../layout/usePageTitle';
import { REMOTE_ROUTES } from '../lib/route-table';
import { ApiProvider } from '../lib/session';
import { NotFoundPage } from './NotFoundPage';
import { preloadRoute } from './preload-route';

// Kept off the first page of a signed-in user: the sign-in form (react-hook-form) and the profile page.
const LoginPage = lazy(() =>
  import(/* webpackChunkName: "sign-in" */ '../features/auth/LoginPage').then((m) => ({ default: m.LoginPage })),
);
const ProfileRoute = lazy(() => import('./ProfileRoute').then((m) => ({ default: m.ProfileRoute })));

/** Any 401 clears the session (in the API client); this sends the user to /login when that happens. */
function SignOutOnSessionEnd({ api }: { api: ApiClient }) {
  const navigate = useNavigate();
  useEffect(
    () => api.session.subscribe((token) => (token ? undefined : navigate('/login', { replace: true }))),
    [api, navigate],
  );
  return null;
}

function AppRoutes({ api }: { api: ApiClient }) {
  usePageTitle();
  const { notify, toasters } = useAppToaster();
  const services = useMemo(() => ({ api, notify, preload: (to: string) => preloadRoute(api, to) }), [api, notify]);
  return (
    <RemoteServicesContext.Provider value={services}>
      <SignOutOnSessionEnd api={api} />
      <ForgetAnswersOnSessionChange api={api} />
      <KeepReadsForOffline />
      <SyncOfflineQueue />
      <Suspense fallback={<LoadingArea />}>
        <Routes>
          <Route path="/login" element={<LoginPage />} />
          <Route element={<RequireAuth />}>
            <Route element={<AppLayout />}>
              <Route path="/profile" element={<ProfileRoute />} />
              {REMOTE_ROUTES.map((route) => (
                <Route key={route.path} path={route.path} element={<RemoteArea remote={route.remote} />} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Route>
          </Route>
        </Routes>
      </Suspense>
      {toasters}
      <UpdatePrompt />
    </RemoteServicesContext.Provider>
  );
}

export function App({ api }: { api: ApiClient }) {
  return (
    <ApiProvider api={api}>
      <AppProviders api={api}>
        <BrowserRouter future={ROUTER_FUTURE}>
          <AppRoutes api={api} />
        </BrowserRouter>
      </AppProviders>
    </ApiProvider>
  );
}
