import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { createApiClient, createSavedReads, createSession, type ApiClient } from '@nutrilog/shared/api-client';
import { createIndexedDbQueue } from './offline/indexeddb-queue';
import { createIndexedDbSavedReads } from './offline/indexeddb-saved-reads';
import { offlineDatabase } from './offline/offline-database';

/**
 * The one API client and session of the whole app; remotes receive this same object through the contract. Its reads
 * are kept in IndexedDB for when the API cannot be reached, and so are the writes made meanwhile.
 */
export function createAppApi(): ApiClient {
  const session = createSession(window.localStorage);
  const open = offlineDatabase();
  const savedReads = createSavedReads(createIndexedDbSavedReads(open), session, window.localStorage);
  return createApiClient({
    session,
    savedReads,
    queueStore: createIndexedDbQueue(open),
    queueHint: window.localStorage,
  });
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
