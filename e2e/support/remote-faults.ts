// Faults of a remote, made with Playwright's routing of the remote's origin, and what the app must do about them:
// an inline error with Retry in the remote's area only, and recovery without reloading the app.
import { expect, type Locator, type Page, type Route } from '@playwright/test';
import { expectRemotePage, mainNav, pageTitle, remoteArea } from './app';
import { remoteOrigin, type RemoteName } from './stack';

export const REMOTE_ERROR = 'This part of the app could not be loaded.';
/** The second line of the inline error when a remote is slow rather than failed. */
export const REMOTE_SLOW = 'This is taking longer than usual.';

/** Every request to one remote's origin: its manifest, entry and chunks. */
export const toRemote = (remote: RemoteName) => (url: URL) => url.origin === remoteOrigin(remote);

/** One file of a remote's build, by its name without the content hash. */
export const REMOTE_FILES = {
  manifest: /\/mf-manifest\.json$/,
  entry: /\/remoteEntry\.js$/,
  /** The chunk of the remote's one exposed module (`./routes`), whose default export is the parcel's lifecycles. */
  exposedChunk: /\/__federation_expose_routes\.[0-9a-f]+\.js$/,
} as const;
export const toRemoteFile = (remote: RemoteName, file: RegExp) => (url: URL) =>
  toRemote(remote)(url) && file.test(url.pathname);

/**
 * Records every error the page leaves unhandled from now on (an "Uncaught" or "Uncaught (in promise)" in the
 * console): a remote's fault is reported once, in its area, and nothing of it escapes.
 */
export function recordUncaught(page: Page): string[] {
  const uncaught: string[] = [];
  page.on('pageerror', (error) => uncaught.push(error.message));
  page.on('console', (message) => {
    if (message.type() === 'error' && message.text().startsWith('Uncaught')) uncaught.push(message.text());
  });
  return uncaught;
}

/** Records every full load of the page from now on: a recovery must not need one. */
export function recordPageLoads(page: Page): string[] {
  const loads: string[] = [];
  page.on('load', () => loads.push(page.url()));
  return loads;
}

/**
 * The remote's area shows the inline error with Retry, contained: one alert on the page, inside the main region,
 * under the host's title and navigation. Answers the Retry button.
 */
export async function expectInlineError(
  page: Page,
  remote: RemoteName,
  title: string,
  options?: { timeout?: number },
): Promise<Locator> {
  const error = remoteArea(page, remote).getByRole('alert');
  await expect(error).toContainText(REMOTE_ERROR, options);
  const retry = error.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  await expect(page.locator('main#main').getByRole('alert')).toHaveCount(1);
  await expect(page).toHaveTitle(pageTitle(title));
  await expect(mainNav(page)).toBeVisible();
  return retry;
}

/**
 * What every failing weight remote must allow: its inline error with Retry; the other remotes rendering through the
 * same navigation bar; back on /weight, still the error while the fault lasts; once `repair` ran, Retry shows the
 * weight page without reloading the app.
 */
export async function expectWeightFaultContained(page: Page, repair: () => Promise<void>): Promise<void> {
  await expectInlineError(page, 'weight', 'Weight');

  const nav = mainNav(page);
  await nav.getByRole('link', { name: 'Products', exact: true }).click();
  await expectRemotePage(page, 'catalog', 'Products');
  await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expectRemotePage(page, 'intake', 'Dashboard');
  await expect(page.getByRole('alert')).toHaveCount(0);

  await nav.getByRole('link', { name: 'Weight', exact: true }).click();
  const retry = await expectInlineError(page, 'weight', 'Weight');

  await repair();
  const loads = recordPageLoads(page);
  await retry.click();
  await expectRemotePage(page, 'weight', 'Weight');
  await expect(remoteArea(page, 'weight').getByRole('alert')).toHaveCount(0);
  expect(loads, 'no full page load').toEqual([]);
}

/**
 * A remote that answers late: every request to its origin waits until `delayMs` after the first one, then goes
 * through. `atAnswer` runs at that moment, before anything is let through. `answered()` tells whether it has;
 * `whenAnswered()` waits for it.
 */
export async function answerLate(page: Page, remote: RemoteName, delayMs: number, atAnswer?: () => Promise<void>) {
  let answered = false;
  let asked!: () => void;
  const firstRequest = new Promise<void>((resolve) => (asked = resolve));
  const answer = firstRequest.then(async () => {
    await new Promise((resolve) => setTimeout(resolve, delayMs));
    await atAnswer?.();
    answered = true;
  });
  await page.route(toRemote(remote), async (route: Route) => {
    asked();
    await answer;
    // The page may be gone when a test failed meanwhile.
    if (!page.isClosed()) await route.continue();
  });
  return { answered: () => answered, whenAnswered: () => answer };
}

export const MOUNT_FAULT = 'Injected fault: the remote threw on mount';

/**
 * The built chunk as it is, except that the parcel lifecycles its module exports throw on mount. A hook in front of
 * the chunk wraps the module factories the chunk hands to the remote's webpack runtime: each runs as built, then
 * the `mount` of its default export is replaced. The host loads and mounts it exactly as the real one.
 */
export function withMountThatThrows(chunk: string): string {
  const chunkList = /self\.(webpackChunk\w+)/.exec(chunk)?.[1];
  if (!chunkList) throw new Error('Not a webpack chunk: no self.webpackChunk… list in it');
  const hook = `(() => {
  const chunks = (self.${chunkList} = self.${chunkList} || []);
  const push = chunks.push;
  chunks.push = function (chunk) {
    chunks.push = push;
    const modules = chunk[1];
    for (const id of Object.keys(modules)) {
      const factory = modules[id];
      modules[id] = function (module, exports, require) {
        factory.call(this, module, exports, require);
        if (exports.default && typeof exports.default.mount === 'function') {
          exports.default.mount = () => { throw new Error(${JSON.stringify(MOUNT_FAULT)}); };
        }
      };
    }
    return push.apply(this, arguments);
  };
})();
`;
  return hook + chunk;
}
