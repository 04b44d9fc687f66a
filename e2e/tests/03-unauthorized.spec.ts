// Any 401 response clears the session and navigates to /login (docs/product.md#notices-and-state-changes,
// docs/product.md#error-messages).
import { expect, test, type APIRequestContext } from '@playwright/test';
import { ACCESS_TOKEN_KEY, expectRemotePage, readStorage, signInAs, writeStorage } from '../support/app';
import { USERS } from '../support/stack';

async function revoke(request: APIRequestContext, token: string): Promise<void> {
  const response = await request.post('/api/auth/logout', { headers: { 'X-API-KEY': token }, data: {} });
  expect(response.ok(), `logout answered ${response.status()}`).toBe(true);
}

test('a token the API does not know: the first request answers 401 and the app goes to /login', async ({ page }) => {
  await page.goto('/remotes.json');
  await writeStorage(page, ACCESS_TOKEN_KEY, 'garbage-token');
  const unauthorized = page.waitForResponse((r) => r.url().includes('/api/auth/profile') && r.status() === 401);

  await page.goto('/profile');

  await unauthorized;
  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await readStorage(page, ACCESS_TOKEN_KEY)).toBeNull();
});

test('a token revoked while the app is open: the next request (no reload) signs out', async ({ page }) => {
  const token = await signInAs(page, USERS.main, '/profile');
  const select = page.getByLabel('Preferred language');
  await expect(select).toHaveValue('en-GB');

  await revoke(page.request, token);
  // Saving the unchanged language (harmless if it were accepted) makes a request with the revoked token.
  const unauthorized = page.waitForResponse(
    (r) => r.url().includes('/api/auth/profile') && r.request().method() === 'PATCH',
  );
  await page.getByRole('button', { name: 'Save' }).click();

  expect((await unauthorized).status()).toBe(401);
  await expect(page).toHaveURL('/login');
  expect(await readStorage(page, ACCESS_TOKEN_KEY)).toBeNull();
});

test('a token revoked elsewhere: navigating to /profile ends on /login with the token cleared', async ({ page }) => {
  const token = await signInAs(page, USERS.main, '/weight');
  await expectRemotePage(page, 'weight', 'Weight');

  await revoke(page.request, token);
  await page.goto('/profile');

  await expect(page).toHaveURL('/login');
  expect(await readStorage(page, ACCESS_TOKEN_KEY)).toBeNull();
});
