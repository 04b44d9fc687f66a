// The sign-in page fetches three scripts: main.js, one chunk of messages (the host's and the shared package's
// catalogues of the locale together) and one chunk with the page's code, its form library and its own copy of the
// schemas (docs/decisions.md, "The sign-in page in one chunk"). Each chunk fetched after main.js cost the first page
// main-thread time; it fetched eleven. Nor does it read the remotes' map, which only a signed-in page needs, nor run
// single-spa, which only a remote's mount needs (docs/decisions.md, "single-spa is fetched with the first remote").
import { expect, test } from '@playwright/test';
import { expectRemotePage, pageTitle } from '../support/app';
import { USERS } from '../support/stack';

const REGISTRATION = /^\/service-worker-registration\.[0-9a-f]+\.js$/;

test('/login fetches main.js, one chunk of messages and one chunk of its own', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    const pathname = new URL(request.url()).pathname;
    if (request.resourceType() === 'script' && !REGISTRATION.test(pathname)) scripts.push(pathname);
  });
  await page.goto('/login');
  await expect(page).toHaveTitle(pageTitle('Sign in'));
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  // The service worker's registration (workbox-window) is fetched 5 s after the page has loaded
  // (REGISTER_AFTER_LOAD_MS of host/src/features/app-updates), out of the first page's way.
  await expect
    .poll(
      () =>
        page.evaluate(
          (pattern) => {
            const [navigation] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
            const chunks = performance
              .getEntriesByType('resource')
              .filter((entry) => new RegExp(pattern).test(entry.name));
            return chunks.map((entry) => entry.startTime - (navigation?.loadEventStart ?? Infinity) >= 4900);
          },
          REGISTRATION.source.replace('^', ''),
        ),
      { message: 'the registration chunk, fetched 5 s after the load event', timeout: 15_000 },
    )
    .toEqual([true]);

  expect(scripts).toHaveLength(3);
  expect(scripts).toEqual(
    expect.arrayContaining([
      expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/),
      expect.stringMatching(/^\/messages-en-GB\.[0-9a-f]+\.js$/),
    ]),
  );
});

test("/login reads no remotes' map, runs no single-spa; sign-in reads it once, the dashboard's remote mounts", async ({
  page,
}) => {
  const maps: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/remotes.json') maps.push(request.url());
  });
  await page.goto('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(maps).toHaveLength(0);
  // single-spa defines it when its module runs.
  expect(await page.evaluate(() => typeof (window as { singleSpaNavigate?: unknown }).singleSpaNavigate)).toBe(
    'undefined',
  );

  await page.getByRole('textbox', { name: 'Email', exact: true }).fill(USERS.main.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(USERS.main.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expectRemotePage(page, 'intake', 'Dashboard');
  expect(maps).toHaveLength(1);
  expect(await page.evaluate(() => typeof (window as { singleSpaNavigate?: unknown }).singleSpaNavigate)).toBe(
    'function',
  );
});
