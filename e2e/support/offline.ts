import { expect, type Page } from '@playwright/test';

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
