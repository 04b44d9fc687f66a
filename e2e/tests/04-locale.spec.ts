// Languages (docs/product.md#numbers-and-limits): en-GB and nl-NL; detection order query lng, cookie, local storage,
// session storage, browser, html tag; the result cached in local storage. Once signed in, the profile's preferred
// locale wins.
import { expect, test, type Page } from '@playwright/test';
import {
  ACCESS_TOKEN_KEY,
  expectRemotePage,
  LOCALE_KEY,
  login,
  mainNav,
  readStorage,
  signInAs,
  writeStorage,
} from '../support/app';
import { BASE_URL, USERS } from '../support/stack';

async function expectLoginIn(page: Page, locale: 'en-GB' | 'nl-NL'): Promise<void> {
  const button = locale === 'nl-NL' ? 'Inloggen' : 'Sign in';
  const title = `${button} – Nutrilog`;
  await expect(page.getByRole('button', { name: button, exact: true })).toBeVisible();
  await expect(page).toHaveTitle(title);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);
  expect(await readStorage(page, LOCALE_KEY), 'the detected locale is cached').toBe(locale);
}

test.describe('locale detection (signed out, browser language en-GB)', () => {
  test('default: English', async ({ page }) => {
    await page.goto('/login');
    await expectLoginIn(page, 'en-GB');
  });

  test('query string ?lng=nl: Dutch, cached for the next visit without it', async ({ page }) => {
    await page.goto('/login?lng=nl');
    await expectLoginIn(page, 'nl-NL');
    // Dutch messages of the shared sign-in form too.
    await page.getByRole('button', { name: 'Inloggen' }).click();
    await expect(page.getByText('E-mail is verplicht.')).toBeVisible();
    await expect(page.getByText('Wachtwoord is verplicht.')).toBeVisible();

    await page.goto('/login');
    await expectLoginIn(page, 'nl-NL');
    // The query string comes before the cache.
    await page.goto('/login?lng=en-GB');
    await expectLoginIn(page, 'en-GB');
  });

  test('cookie lng=nl: Dutch; the query string comes first', async ({ page, context }) => {
    await context.addCookies([{ name: 'lng', value: 'nl', url: BASE_URL }]);
    await page.goto('/login');
    await expectLoginIn(page, 'nl-NL');
    await page.goto('/login?lng=en');
    await expectLoginIn(page, 'en-GB');
  });

  test('session storage lng=nl: Dutch when nothing comes before it', async ({ page }) => {
    await page.goto('/remotes.json');
    await page.evaluate((key) => window.sessionStorage.setItem(key, 'nl'), LOCALE_KEY);
    await page.goto('/login');
    await expectLoginIn(page, 'nl-NL');
  });
});

test.describe('locale detection (browser language nl-NL)', () => {
  test.use({ locale: 'nl-NL' });

  test('navigator language nl-NL: Dutch', async ({ page }) => {
    expect(await page.evaluate(() => navigator.language)).toBe('nl-NL');
    await page.goto('/login');
    await expectLoginIn(page, 'nl-NL');
  });

  test('local storage comes before the browser language', async ({ page }) => {
    await page.goto('/remotes.json');
    await writeStorage(page, LOCALE_KEY, 'en-GB');
    await page.goto('/login');
    await expectLoginIn(page, 'en-GB');
  });
});

test.describe('preferred language of the profile', () => {
  // This test changes its user's profile: put it back whatever happens.
  test.afterEach(async ({ request }) => {
    const token = await login(request, USERS.locale);
    const response = await request.patch('/api/auth/profile', {
      headers: { 'X-API-KEY': token, 'Content-Type': 'application/merge-patch+json' },
      data: JSON.stringify({ preferredLocale: 'en-GB' }),
    });
    expect(response.ok(), `restoring the profile answered ${response.status()}`).toBe(true);
  });

  test('saving Dutch on /profile turns the host and the remotes Dutch, also after a reload', async ({ page }) => {
    await signInAs(page, USERS.locale, '/profile');
    await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
    const select = page.getByLabel('Preferred language');
    await expect(select).toHaveValue('en-GB');

    await select.selectOption('nl-NL');
    const saved = page.waitForResponse(
      (r) => r.url().includes('/api/auth/profile') && r.request().method() === 'PATCH',
    );
    await page.getByRole('button', { name: 'Save' }).click();
    expect((await saved).status()).toBe(200);

    // The host turns Dutch without a reload: heading, title, navigation.
    await expect(page.getByRole('heading', { level: 1, name: 'Profiel' })).toBeVisible();
    await expect(page).toHaveTitle('Profiel – Nutrilog');
    const nav = mainNav(page, 'Hoofdnavigatie');
    await expect(nav.getByRole('link', { name: 'Producten' })).toBeVisible();

    // A remote mounted afterwards is Dutch too.
    await nav.getByRole('link', { name: 'Gewicht' }).click();
    await expectRemotePage(page, 'weight', 'Gewicht');
    await expect(page.getByText('Nog geen gewicht geregistreerd.')).toBeVisible();

    // It persists after a reload.
    await page.reload();
    await expectRemotePage(page, 'weight', 'Gewicht');
    expect(await readStorage(page, LOCALE_KEY)).toBe('nl-NL');

    // Signed in, the profile wins over what is detected (here the query string asks for English).
    await page.goto('/products?lng=en');
    await expectRemotePage(page, 'catalog', 'Producten');
    await expect(mainNav(page, 'Hoofdnavigatie').getByRole('link', { name: 'Statistieken' })).toBeVisible();
    await page.goto('/profile');
    await expect(page.getByLabel('Voorkeurstaal')).toHaveValue('nl-NL');
    expect(await readStorage(page, ACCESS_TOKEN_KEY)).toBeTruthy();
  });
});
