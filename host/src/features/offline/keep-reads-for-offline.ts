import dayjs from 'dayjs';
import { readsKeptForOffline, type ApiClient } from '@nutrilog/shared/api-client';
import { fetchApiKey } from '@nutrilog/shared/ui';

/**
 * How long after the page's load the reads kept ahead start: well after the first page's own work and requests, and
 * after a first click to another page has loaded its remote.
 */
export const KEEP_AHEAD_DELAY_MS = 10_000;

/** Resolves when the main thread is idle (or after a while at most), so that each read ahead waits its turn. */
const idle = () =>
  new Promise<void>((resolve) => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 5000 });
    else setTimeout(resolve, 0);
  });

/**
 * Reads, one at a time, what the screens would read offline (the client keeps every answer), unless the browser
 * knows it is offline or `signal` aborts (the user signed out, or the app unmounted).
 */
export async function readAheadForOffline(api: ApiClient, signal: AbortSignal, today = dayjs()): Promise<void> {
  for (const key of readsKeptForOffline(today.format('YYYY-MM-DD'))) {
    await idle();
    if (signal.aborted || !navigator.onLine) return;
    await fetchApiKey(api, key).catch(() => undefined);
  }
}

/** Runs `readAheadForOffline` once the page has loaded and a moment has passed; answers its cancel. */
export function scheduleReadAhead(api: ApiClient, delay = KEEP_AHEAD_DELAY_MS): () => void {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const start = () => {
    timer = setTimeout(() => void readAheadForOffline(api, controller.signal), delay);
  };
  if (document.readyState === 'complete') start();
  else window.addEventListener('load', start, { once: true, signal: controller.signal });
  return () => {
    controller.abort();
    clearTimeout(timer);
  };
}
