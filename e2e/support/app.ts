// Helpers over the app's observable surface: storage keys, the API, remote areas and the navigation.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { RemoteName, TestUser } from './stack';

/** Local-storage keys (docs/product.md#notices-and-state-changes, docs/product.md#numbers-and-limits). */
export const ACCESS_TOKEN_KEY = 'access-token';
export const LOCALE_KEY = 'lng';

/** The host's title format: '{page} – Nutrilog' (an en dash). */
export const pageTitle = (page: string) => `${page} – Nutrilog`;

/** Signs in through the API (through the host's /api proxy) and answers the access token. */
export async function login(request: APIRequestContext, user: TestUser): Promise<string> {
  const response = await request.post('/api/auth/login', { data: { email: user.email, password: user.password } });
  expect(response.status(), `login of ${user.email}`).toBe(200);
  const { accessToken } = (await response.json()) as { accessToken: string };
  expect(accessToken).toBeTruthy();
  return accessToken;
}

export async function readStorage(page: Page, key: string): Promise<string | null> {
  return page.evaluate((k) => window.localStorage.getItem(k), key);
}

export async function writeStorage(page: Page, key: string, value: string): Promise<void> {
  await page.evaluate(([k, v]) => window.localStorage.setItem(k, v), [key, value] as const);
}

/**
 * Signs in without the form: stores a token from the API under the app's key, on the host's origin but without
 * booting the app (remotes.json is a small same-origin file), then opens `path`.
 */
export async function signInAs(page: Page, user: TestUser, path = '/'): Promise<string> {
  const token = await login(page.request, user);
  await page.goto('/remotes.json');
  await writeStorage(page, ACCESS_TOKEN_KEY, token);
  await page.goto(path);
  return token;
}

/** The area of the page where the host mounts a remote's parcel. */
export const remoteArea = (page: Page, remote: RemoteName): Locator => page.locator(`section[data-remote="${remote}"]`);

export const mainNav = (page: Page, name = 'Main navigation'): Locator =>
  page.getByRole('navigation', { name, exact: true });

/**
 * How long a remote's page may take to show after a navigation: the host's and the remote's code downloaded, run and
 * mounted. With both end-to-end runs side by side on the 2-core CI machine that once took over the 10 s an
 * expectation gets (the first page load after the service worker took control, while it was caching).
 */
const REMOTE_PAGE_TIMEOUT_MS = 20_000;

/** A remote's page is shown: its heading inside that remote's area, and the host's title for the route. */
export async function expectRemotePage(
  page: Page,
  remote: RemoteName,
  heading: string,
  title = heading,
): Promise<void> {
  await expect(remoteArea(page, remote).getByRole('heading', { level: 1, name: heading, exact: true })).toBeVisible({
    timeout: REMOTE_PAGE_TIMEOUT_MS,
  });
  await expect(page).toHaveTitle(pageTitle(title));
}

/** Collects everything the page reports as an error: console errors and uncaught exceptions. */
export function collectErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
  return errors;
}
