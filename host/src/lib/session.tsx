import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { createApiClient, createSession, type ApiClient } from '@nutrilog/shared/api-client';

/** The one API client and session of the whole app; remotes receive this same object through the contract. */
export function createAppApi(): ApiClient {
  return createApiClient({ session: createSession(window.localStorage) });
}

const ApiContext = createContext<ApiClient | null>(null);

export function ApiProvider({ api, children }: { api: ApiClient; children: ReactNode }) {
  return <ApiContext.Provider value={api}>{children}</ApiContext.Provider>;
}

export function useApi(): ApiClient {
  const api = useContext(ApiContext);
  if (!api) throw new Error('useApi must be used inside ApiProvider');
  return api;
}

/** The stored access token, re-rendering on sign-in, sign-out and any 401. */
export function useToken(): string | null {
  const { session } = useApi();
  return useSyncExternalStore(session.subscribe, session.getToken, session.getToken);
}
