import { lazy, Suspense, useSyncExternalStore } from 'react';
import { useOfflineQueue } from '../lib/offline/useOfflineQueue';
import { useApi } from '../lib/session';

// Shown only offline or with changes queued: their code is not part of the first page (docs/performance.md).
const OfflineBanner = lazy(() =>
  import(/* webpackChunkName: "offline-status" */ './OfflineBanner').then((m) => ({ default: m.OfflineBanner })),
);
const SyncStatus = lazy(() =>
  import(/* webpackChunkName: "offline-status" */ './SyncStatus').then((m) => ({ default: m.SyncStatus })),
);

/** Above the page: "Offline — showing what was saved…" while offline, and the changes waiting to sync. */
export function OfflineStatusBars() {
  const { connectivity } = useApi();
  const { offline } = useSyncExternalStore(connectivity.subscribe, connectivity.getSnapshot);
  const { changes } = useOfflineQueue();
  return (
    <Suspense fallback={null}>
      {offline ? <OfflineBanner /> : null}
      {changes.length > 0 ? <SyncStatus /> : null}
    </Suspense>
  );
}
