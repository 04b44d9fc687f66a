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

test("the next user to sign in on the same page sees none of the last user's answers", async ({ page }) => {
  await signInAs(page, USERS.main, '/profile');
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(USERS.main.email);
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL('/login');

  // Every value the Email field shows from here on, recorded in the page so that none is missed.
  await page.evaluate(() => {
    const seen: string[] = [];
    (window as unknown as { emailsShown: string[] }).emailsShown = seen;
    const record = () => {
      const input = document.querySelector<HTMLInputElement>('input[readonly]');
      if (input && input.value && seen.at(-1) !== input.value) seen.push(input.value);
    };
    new MutationObserver(record).observe(document.body, { subtree: true, childList: true, attributes: true });
  });
  await page.getByRole('textbox', { name: 'Email' }).fill(USERS.goals.email);
  await page.getByLabel('Password').fill(USERS.goals.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await expect(page).not.toHaveURL('/login');
  await page.getByRole('link', { name: 'Profile' }).first().click();
  await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveValue(USERS.goals.email);
  expect(await page.evaluate(() => (window as unknown as { emailsShown: string[] }).emailsShown)).toEqual([
    USERS.goals.email,
  ]);
});
