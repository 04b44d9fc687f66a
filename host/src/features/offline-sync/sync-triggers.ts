import { waitingChanges, type ApiClient } from '@nutrilog/shared/api-client';
import { SYNC_QUEUE_MESSAGE, SYNC_QUEUE_TAG } from '../../service-worker/sync-queue';

/** The part of a ServiceWorkerRegistration that Background Sync adds (Chromium only, hence optional). */
type WithSync = ServiceWorkerRegistration & { sync?: { register(tag: string): Promise<void> } };

/**
 * Sends the offline queue whenever the connection may be back (docs/architecture.md, "Offline"): on load, when the
 * browser goes online, when the page is shown or focused, and when the worker's Background Sync fires; asks for
 * that sync while changes wait and the API cannot be reached. `refresh` reads the screens again after a sync.
 */
export function watchOfflineQueue(api: ApiClient, refresh: () => void): () => void {
  const queue = api.offlineQueue;
  if (!queue) return () => undefined;
  const flush = () => void queue.flush();
  const onVisible = () => {
    if (document.visibilityState === 'visible') flush();
  };
  const onMessage = (event: MessageEvent) => {
    if ((event.data as { type?: string } | null)?.type === SYNC_QUEUE_MESSAGE) flush();
  };
  let asked = false;
  const askForSync = () => {
    const waiting = waitingChanges(queue.getSnapshot().changes).length > 0;
    if (!waiting) asked = false;
    if (!waiting || asked || !api.connectivity.getSnapshot().offline || !('serviceWorker' in navigator)) return;
    asked = true;
    void navigator.serviceWorker.ready
      .then((registration) => (registration as WithSync).sync?.register(SYNC_QUEUE_TAG))
      .catch(() => undefined);
  };

  window.addEventListener('online', flush);
  window.addEventListener('focus', flush);
  document.addEventListener('visibilitychange', onVisible);
  navigator.serviceWorker?.addEventListener('message', onMessage);
  const stopAsking = queue.subscribe(askForSync);
  const stopRefreshing = queue.onSynced(refresh);
  flush();
  return () => {
    window.removeEventListener('online', flush);
    window.removeEventListener('focus', flush);
    document.removeEventListener('visibilitychange', onVisible);
    navigator.serviceWorker?.removeEventListener('message', onMessage);
    stopAsking();
    stopRefreshing();
  };
}
