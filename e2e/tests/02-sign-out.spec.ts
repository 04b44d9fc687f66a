// Signing out on /profile and the authenticated layout (docs/product.md#profile, docs/product.md#screens); signing
// out removes the token (docs/product.md#notices-and-state-changes).
import { expect, test } from '@playwright/test';
import { ACCESS_TOKEN_KEY, readStorage, signInAs } from '../support/app';
import { USERS } from '../support/stack';

const PROTECTED = ['/', '/profile', '/weight', '/products', '/goals', '/statistics', '/recipes', '/create-intake-log'];

test('signed out, every route but /login redirects to /login', async ({ page }) => {
  for (const path of PROTECTED) {
    await page.goto(path);
    await expect(page, `${path} redirects`).toHaveURL('/login');
    await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  }
});

test('sign out from /profile goes to /login, forgets and revokes the token', async ({ page }) => {
  const token = await signInAs(page, USERS.main, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(USERS.main.email);

  await page.getByRole('button', { name: 'Sign out' }).click();

  await expect(page).toHaveURL('/login');
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  expect(await readStorage(page, ACCESS_TOKEN_KEY)).toBeNull();
  // The server no longer accepts the token either.
  const profile = await page.request.get('/api/auth/profile', { headers: { 'X-API-KEY': token } });
  expect(profile.status()).toBe(401);

  for (const path of PROTECTED) {
    await page.goto(path);
    await expect(page, `${path} redirects after sign-out`).toHaveURL('/login');
  }
});
