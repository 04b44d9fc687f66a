// The installable app and its service worker (docs/architecture.md, "The service worker"): Chromium's install
// criteria, and the shell and every remote opening with no connection after one visit.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test, type Page } from '@playwright/test';
import { expectRemotePage, signInAs } from '../support/app';
import { BASE_URL, CHROMIUM_PATH, USERS } from '../support/stack';

const REMOTE_COUNT = 4;

/** Waits until the worker controls the page and holds every remote's release (a manifest and an entry each). */
async function waitForOfflineCopies(page: Page): Promise<void> {
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

test('Chromium finds the app installable, with its manifest and icons', async () => {
  // Installability is never offered in an incognito profile, which every Playwright context is but a persistent one.
  const profile = await mkdtemp(path.join(tmpdir(), 'nutrilog-install-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM_PATH,
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run'],
    baseURL: BASE_URL,
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto('/login');
    await page.evaluate(() => navigator.serviceWorker.ready);
    const cdp = await context.newCDPSession(page);
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors).toEqual([]);
    const manifest = JSON.parse((await cdp.send('Page.getAppManifest')).data ?? '{}') as {
      name: string;
      display: string;
      icons: { src: string; sizes: string; purpose?: string }[];
    };
    expect(manifest).toMatchObject({ name: 'Nutrilog', display: 'standalone' });
    expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose ?? 'any'}`)).toEqual(
      expect.arrayContaining(['192x192 any', '512x512 any', '512x512 maskable']),
    );
    for (const icon of manifest.icons) {
      const response = await page.request.get(new URL(icon.src, BASE_URL).href);
      expect(response.headers()['content-type'], icon.src).toBe('image/png');
    }
    // What a browser asks for where a page names no icon (a JSON document, an old bookmark).
    const ico = await page.request.get('/favicon.ico');
    expect(ico.status()).toBe(200);
    expect((await ico.body()).subarray(0, 4)).toEqual(Buffer.from([0, 0, 1, 0]));
  } finally {
    await context.close();
    await rm(profile, { recursive: true, force: true });
  }
});

test('after one visit, the shell and every remote open with no connection', async ({ page, context }) => {
  await signInAs(page, USERS.main, '/');
  await expectRemotePage(page, 'intake', 'Dashboard');
  await waitForOfflineCopies(page);

  await context.setOffline(true);
  // Pages this visit never opened too: each remote's release was kept whole.
  for (const [route, remote, heading] of [
    ['/weight', 'weight', 'Weight'],
    ['/products', 'catalog', 'Products'],
    ['/goals', 'statistics', 'Goals'],
    ['/', 'intake', 'Dashboard'],
  ] as const) {
    await page.goto(route);
    await expectRemotePage(page, remote, heading);
  }
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
});
