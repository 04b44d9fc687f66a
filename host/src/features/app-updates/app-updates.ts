import { useSyncExternalStore } from 'react';
import { KEEP_RELEASES_MESSAGE } from '../../service-worker/release-files';

/** The parts of workbox-window's `Workbox` the page uses. */
export interface WorkerRegistration {
  addEventListener(type: 'waiting' | 'controlling', listener: () => void): void;
  messageSkipWaiting(): void;
  messageSW(data: object): Promise<unknown>;
  readonly active: Promise<unknown>;
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
  // Once the worker is active and the page idle, the worker keeps every remote's release for offline use (sw.ts says
  // why not while it installs).
  await worker.active;
  await new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 10_000 });
    else setTimeout(resolve, 0);
  });
  await worker.messageSW({ type: KEEP_RELEASES_MESSAGE }).catch(() => undefined);
}

/**
 * How long after the page's load the worker is registered: its install (the shell's files, fetched and compiled)
 * then does not compete with the first page's own remotes and data, nor with a first click to another page.
 */
export const REGISTER_AFTER_LOAD_MS = 5000;

/** Registers the service worker a while after the page has loaded (its code is not part of the first page). */
export function registerServiceWorker(): void {
  if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
  const register = () =>
    import(/* webpackChunkName: "service-worker-registration" */ 'workbox-window')
      .then(({ Workbox }) => watchForUpdates(new Workbox('/sw.js')))
      .catch((error: unknown) => console.error('The service worker could not be registered', error));
  const later = () => setTimeout(() => void register(), REGISTER_AFTER_LOAD_MS);
  if (document.readyState === 'complete') later();
  else window.addEventListener('load', later, { once: true });
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
