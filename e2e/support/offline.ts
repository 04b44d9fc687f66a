import { type BrowserContext, expect, type Page, type Route } from '@playwright/test';

const REMOTE_COUNT = 4;

/** Waits until the worker controls the page and holds every remote's release (a manifest and an entry each). */
export async function waitForOfflineCopies(page: Page): Promise<void> {
  await page.evaluate(() => navigator.serviceWorker.ready);
  await expect
    .poll(() =>
      page.evaluate(async () => {
        const releases = await caches.open('nutrilog-remote-releases');
        return { controlled: navigator.serviceWorker.controller !== null, kept: (await releases.keys()).length };
      }),
    )
    .toEqual({ controlled: true, kept: REMOTE_COUNT * 2 });
}

/** Waits until the answer of a read whose URL starts with `prefix` is kept in IndexedDB (the read-ahead's). */
export async function waitForSavedRead(page: Page, prefix: string): Promise<void> {
  await expect
    .poll(() =>
      page.evaluate(async (start) => {
        const request = indexedDB.open('nutrilog');
        const db = await new Promise<IDBDatabase>((resolve, reject) => {
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error);
        });
        const keys = await new Promise<IDBValidKey[]>((resolve) => {
          const all = db.transaction('saved-reads').objectStore('saved-reads').getAllKeys();
          all.onsuccess = () => resolve(all.result);
        });
        db.close();
        return keys.some((key) => String((key as string[])[1]).startsWith(start));
      }, prefix),
    )
    .toBe(true);
}

const API_REQUESTS = '**/api/**';
const disconnected = (route: Route) => route.abort('internetdisconnected');

/**
 * Takes the browser off the network as a phone without signal is: Playwright's offline emulation, and the API's
 * requests failed before they leave. With the emulation alone a request now and then reached the API on a busy
 * machine while the page saw it fail (a queued weight log was written although the test never went online again),
 * which no phone without signal does.
 */
export async function goOffline(context: BrowserContext): Promise<void> {
  await context.route(API_REQUESTS, disconnected);
  await context.setOffline(true);
}

/** Back on the network after goOffline. */
export async function goOnline(context: BrowserContext): Promise<void> {
  await context.setOffline(false);
  await context.unroute(API_REQUESTS, disconnected);
}
