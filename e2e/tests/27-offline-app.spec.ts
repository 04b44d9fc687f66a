// The installable app and its service worker (docs/architecture.md, "The service worker" and "Offline"): Chromium's
// install criteria, the shell and every remote opening with no connection after one visit, and the user's data
// read from what was saved; the API's requests past the worker.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { chromium, expect, test } from '@playwright/test';
import { expectRemotePage, remoteArea, signInAs } from '../support/app';
import { chooseDay, intake, intakeApi, localDate, logRow } from '../support/intake';
import { goOffline, goOnline, waitForOfflineCopies, waitForSavedRead } from '../support/offline';
import { BASE_URL, CHROMIUM_PATH, USERS } from '../support/stack';

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

  await goOffline(context);
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

test.describe('saved data', () => {
  const TIME_ZONE = 'UTC';
  test.use({ timezoneId: TIME_ZONE });

  test('offline, the dashboard (today and a day never opened) and the weight page show what was saved', async ({
    page,
    context,
  }) => {
    const today = localDate(TIME_ZONE);
    const yesterday = localDate(TIME_ZONE, -1);
    const api = await intakeApi(page.request, USERS.offline);
    const soup = `Offline soup ${Date.now()}`;
    const stew = `Offline stew ${Date.now()}`;
    await api.createLog({
      type: 'manual',
      date: `${today}T12:00:00Z`,
      description: soup,
      nutrients: { calories: 250 },
    });
    await api.createLog({
      type: 'manual',
      date: `${yesterday}T19:00:00Z`,
      description: stew,
      nutrients: { calories: 600 },
    });
    const weighIn = await page.request.post('/api/weight_logs', {
      headers: { 'X-API-KEY': api.token },
      data: { date: `${today}T07:00:00Z`, weight: 77.7 },
    });
    expect(weighIn.status()).toBe(201);

    await signInAs(page, USERS.offline, '/');
    await expectRemotePage(page, 'intake', 'Dashboard');
    await expect(logRow(intake(page), soup)).toBeVisible();
    await waitForOfflineCopies(page);
    // The reads kept ahead: yesterday's logs and the weight list, neither of them opened.
    await waitForSavedRead(page, '/api/weight_logs/caloric_balance');

    await goOffline(context);
    await page.reload();
    await expectRemotePage(page, 'intake', 'Dashboard');
    await expect(logRow(intake(page), soup)).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: /^Offline — showing what was saved at \d\d:\d\d$/ }),
    ).toBeVisible();
    await chooseDay(page, yesterday);
    await expect(logRow(intake(page), stew)).toBeVisible();

    await page.goto('/weight');
    await expectRemotePage(page, 'weight', 'Weight');
    await expect(remoteArea(page, 'weight').getByRole('list', { name: 'Weight logs', exact: true })).toContainText(
      '77.7',
    );

    await goOnline(context);
    await page.reload();
    await expectRemotePage(page, 'weight', 'Weight');
    await expect(page.getByRole('status').filter({ hasText: /^Offline/ })).toHaveCount(0);
  });
});

test("the API's requests go straight to the network, past the service worker", async ({ page }) => {
  await signInAs(page, USERS.main, '/');
  await expectRemotePage(page, 'intake', 'Dashboard');
  await waitForOfflineCopies(page);
  await page.reload();
  await expectRemotePage(page, 'intake', 'Dashboard');
  // Chromium names the static route that matched a request (Resource Timing's workerMatchedSourceType).
  const routes = await page.evaluate(() =>
    performance.getEntriesByType('resource').map((entry) => ({
      api: new URL(entry.name).pathname.startsWith('/api/'),
      route: (entry as PerformanceResourceTiming & { workerMatchedSourceType?: string }).workerMatchedSourceType,
    })),
  );
  const api = routes.filter((request) => request.api);
  expect(api.length).toBeGreaterThan(0);
  expect([...new Set(api.map((request) => request.route))]).toEqual(['network']);
  expect([...new Set(routes.filter((request) => !request.api).map((request) => request.route))]).toEqual(['']);
});
