import { useSyncExternalStore } from 'react';

/** The parts of workbox-window's `Workbox` the page uses. */
export interface WorkerRegistration {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
  register(): Promise<unknown>;
  update(): Promise<unknown>;
}

let applyUpdate: (() => void) | null = null;
const listeners = new Set<() => void>();

function setApplyUpdate(next: (() => void) | null): void {
  applyUpdate = next;
  for (const listener of listeners) listener();
}

/**
 * Offers a new version once its worker is installed and waiting; it takes over only when the user asks, and the
 * page then reloads under it (a half-old, half-new page never runs). A page left open looks for one when shown.
 */
export async function watchForUpdates(
  worker: WorkerRegistration,
  reload: () => void = () => window.location.reload(),
): Promise<void> {
  worker.addEventListener('waiting', () =>
    setApplyUpdate(() => {
      worker.addEventListener('controlling', reload);
      worker.messageSkipWaiting();
    }),
  );
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void worker.update().catch(() => undefined);
  });
  await worker.register();
}

/** Registers the service worker after the page has loaded (its code is not part of the first page). */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    import(/* webpackChunkName: "service-worker-registration" */ 'workbox-window')
      .then(({ Workbox }) => watchForUpdates(new Workbox('/sw.js')))
      .catch((error: unknown) => console.error('The service worker could not be registered', error));
  if (document.readyState === 'complete') void register();
  else window.addEventListener('load', () => void register(), { once: true });
}

/** The waiting version's "reload into it", or null while the page is the newest. */
export function useWaitingUpdate(): (() => void) | null {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => applyUpdate,
  );
}

/** For tests: back to no waiting version. */
export function resetWaitingUpdate(): void {
  setApplyUpdate(null);
}
