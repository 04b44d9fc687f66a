// Signing in on /login (docs/product.md#signing-in), its messages (docs/product.md#validation-rules) and 'Invalid
// credentials' on the email field (docs/product.md#error-messages).
import { expect, test, type Page } from '@playwright/test';
import { ACCESS_TOKEN_KEY, expectRemotePage, pageTitle, readStorage } from '../support/app';
import { USERS } from '../support/stack';

/** A form field (label, control and validation message) found by its control's name. */
const field = (page: Page, name: string) =>
  page.locator('.fui-Field').filter({ has: page.getByRole('textbox', { name, exact: true }) });

test.describe('sign in', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/login');
    await expect(page).toHaveTitle(pageTitle('Sign in'));
  });

  test('good credentials land on / with the dashboard of the intake remote', async ({ page }) => {
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(USERS.main.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill(USERS.main.password);
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(page).toHaveURL('/');
    await expectRemotePage(page, 'intake', 'Dashboard');
    expect(await readStorage(page, ACCESS_TOKEN_KEY)).toBeTruthy();
  });

  test("bad credentials show 'Invalid credentials' on the email field and stay on /login", async ({ page }) => {
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill(USERS.main.email);
    await page.getByRole('textbox', { name: 'Password', exact: true }).fill('not-the-password');
    const answer = page.waitForResponse((response) => response.url().endsWith('/api/auth/login'));
    await page.getByRole('button', { name: 'Sign in' }).click();
    expect((await answer).status()).toBe(401);

    await expect(field(page, 'Email')).toContainText('Invalid credentials');
    await expect(field(page, 'Password')).not.toContainText('Invalid credentials');
    await expect(page.getByRole('textbox', { name: 'Email', exact: true })).toHaveAttribute('aria-invalid', 'true');
    await expect(page).toHaveURL('/login');
    expect(await readStorage(page, ACCESS_TOKEN_KEY)).toBeNull();
  });

  test('an empty form says both fields are required and sends nothing', async ({ page }) => {
    const logins: string[] = [];
    page.on('request', (request) => {
      if (request.url().includes('/api/auth/login')) logins.push(request.url());
    });
    await page.getByRole('button', { name: 'Sign in' }).click();

    await expect(field(page, 'Email')).toContainText('Email is required.');
    await expect(field(page, 'Password')).toContainText('Password is required.');
    await expect(page).toHaveURL('/login');
    expect(logins).toEqual([]);
  });
});
