// Remote faults (docs/decisions.md#remote-faults) beside the dead remote of 06: a remote that answers 500, one that
// answers after 10 s, and one whose code throws on mount. Each shows an inline error with Retry in its own area; the
// shell, the navigation and the other remotes keep working; the remote comes back without a full reload of the app.
import { expect, test, type Route } from '@playwright/test';
import { expectRemotePage, mainNav, remoteArea, signInAs } from '../support/app';
import {
  answerLate,
  expectInlineError,
  expectWeightFaultContained,
  MOUNT_FAULT,
  recordPageLoads,
  recordUncaught,
  REMOTE_FILES,
  REMOTE_SLOW,
  toRemoteFile,
  withMountThatThrows,
} from '../support/remote-faults';
import { USERS } from '../support/stack';

/** The slow remote: it answers after 10 s, past the load time-out of 8 s. */
const SLOW_REMOTE_MS = 10_000;

// The faults are the page's to handle, injected on the page's own requests: with the service worker in between, a
// retried request would be the worker's, out of the page's routes. The worker's own part is in 27-offline-app.
test.use({ serviceWorkers: 'block' });

let uncaught: string[] = [];
/** What a test knows the page may leave unhandled (docs/decisions.md, "Remote faults"); nothing else. */
let knownUncaught: RegExp | null = null;
test.beforeEach(({ page }) => {
  uncaught = recordUncaught(page);
  knownUncaught = null;
});
test.afterEach(() => {
  expect(
    uncaught.filter((message) => !knownUncaught?.test(message)),
    'no error left unhandled in the page',
  ).toEqual([]);
});

const FILES_ANSWERING_500 = [
  ['manifest (mf-manifest.json)', REMOTE_FILES.manifest],
  ['entry (remoteEntry.js)', REMOTE_FILES.entry],
  ["exposed module's chunk", REMOTE_FILES.exposedChunk],
] as const;

for (const [file, pattern] of FILES_ANSWERING_500) {
  test(`a remote whose ${file} answers 500 shows the inline error; Retry shows it once it answers 200`, async ({
    page,
  }) => {
    const failing = toRemoteFile('weight', pattern);
    const answered500: string[] = [];
    const fail = (route: Route) => {
      answered500.push(route.request().url());
      // As the remote's server answers an error: with its CORS header, so the page can read the status.
      return route.fulfill({
        status: 500,
        contentType: 'text/plain',
        headers: { 'access-control-allow-origin': '*' },
        body: 'Internal Server Error',
      });
    };
    await page.route(failing, fail);

    await signInAs(page, USERS.main, '/weight');

    await expectWeightFaultContained(page, async () => {
      expect(answered500.length, `the weight remote's ${file} was asked for`).toBeGreaterThan(0);
      await page.unroute(failing, fail);
    });
  });
}

test('a remote whose manifest never answers shows the slow error; Retry gives up, asks again and shows it', async ({
  page,
}) => {
  const manifest = toRemoteFile('weight', REMOTE_FILES.manifest);
  // The first request is held and never answered; later ones go through.
  const held: Route[] = [];
  let asked = 0;
  await page.route(manifest, (route) => (++asked === 1 ? void held.push(route) : route.continue()));

  await signInAs(page, USERS.main, '/weight');
  const retry = await expectInlineError(page, 'weight', 'Weight', { timeout: 2 * SLOW_REMOTE_MS });
  await expect(remoteArea(page, 'weight').getByRole('alert')).toContainText(REMOTE_SLOW);
  expect(asked, "the weight remote's manifest was asked for once").toBe(1);
  const loads = recordPageLoads(page);
  await retry.click();
  await expectRemotePage(page, 'weight', 'Weight');
  expect(asked, 'the Retry asked for the manifest again').toBe(2);
  expect(loads, 'no full page load').toEqual([]);
});

test('a remote answering after 10 s shows the inline error, then mounts by itself; the shell works meanwhile', async ({
  page,
}) => {
  test.setTimeout(4 * SLOW_REMOTE_MS);
  const weight = remoteArea(page, 'weight');
  let errorShownWhenAnswered: boolean | null = null;
  const late = await answerLate(page, 'weight', SLOW_REMOTE_MS, async () => {
    errorShownWhenAnswered = await weight.getByRole('alert').isVisible();
  });

  await signInAs(page, USERS.main, '/weight');
  const loads = recordPageLoads(page);
  await expect(weight.getByText('Loading…')).toBeVisible();
  // A generous wait: only the error's being there when the remote answers (checked below) holds it to the 10 s.
  await expectInlineError(page, 'weight', 'Weight', { timeout: 2 * SLOW_REMOTE_MS });
  await expect(weight.getByRole('alert')).toContainText(REMOTE_SLOW);

  // When its code arrives the page appears, without a Retry.
  await late.whenAnswered();
  await expectRemotePage(page, 'weight', 'Weight');
  expect(errorShownWhenAnswered, 'the inline error was on screen when the remote answered').toBe(true);
  await expect(weight.getByRole('alert')).toHaveCount(0);

  // While another remote is slow, the navigation and the loaded remotes keep working.
  const catalog = await answerLate(page, 'catalog', SLOW_REMOTE_MS);
  const nav = mainNav(page);
  await nav.getByRole('link', { name: 'Products', exact: true }).click();
  await expect(remoteArea(page, 'catalog').getByText('Loading…')).toBeVisible();
  await nav.getByRole('link', { name: 'Weight', exact: true }).click();
  await expectRemotePage(page, 'weight', 'Weight');
  await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expectRemotePage(page, 'intake', 'Dashboard');
  expect(catalog.answered(), 'all that while the catalog had not answered').toBe(false);
  await nav.getByRole('link', { name: 'Products', exact: true }).click();
  await catalog.whenAnswered();
  await expectRemotePage(page, 'catalog', 'Products');
  expect(loads, 'no full page load').toEqual([]);
});

test('a remote whose code throws on mount shows the inline error; Retry reloads it and mounts the good code', async ({
  page,
}) => {
  const exposedChunk = toRemoteFile('weight', REMOTE_FILES.exposedChunk);
  const injectFault = async (route: Route) => {
    const response = await route.fetch();
    expect(response.status()).toBe(200);
    await route.fulfill({
      status: 200,
      contentType: 'application/javascript; charset=utf-8',
      body: withMountThatThrows(await response.text()),
    });
  };
  await page.route(exposedChunk, injectFault);
  // single-spa's own copy of the mount error, which reaches no handler the page can cancel; the Parcel's copies do not
  // show.
  knownUncaught = new RegExp(`^parcel 'parcel-\\d+' died in status SKIP_BECAUSE_BROKEN: ${MOUNT_FAULT}$`);
  const mountErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().includes(MOUNT_FAULT)) mountErrors.push(message.text());
  });
  const chunkRequests: string[] = [];
  page.on('request', (request) => {
    if (exposedChunk(new URL(request.url()))) chunkRequests.push(request.url());
  });

  await signInAs(page, USERS.main, '/weight');

  let requestsBeforeRepair = 0;
  await expectWeightFaultContained(page, async () => {
    expect(mountErrors.length, 'the remote threw the injected error on mount').toBeGreaterThan(0);
    // A fixed remote is deployed: the chunk answers as built again.
    await page.unroute(exposedChunk, injectFault);
    requestsBeforeRepair = chunkRequests.length;
  });
  // The Retry fetched the remote's code again rather than mounting the broken lifecycles once more.
  expect(chunkRequests.length).toBeGreaterThan(requestsBeforeRepair);
});
