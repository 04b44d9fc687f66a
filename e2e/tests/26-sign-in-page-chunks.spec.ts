// The sign-in page fetches three scripts: main.js, one chunk of messages (the host's and the shared package's
// catalogues of the locale together) and one chunk with the page's code, its form library and its own copy of the
// schemas (docs/decisions.md, "The sign-in page in one chunk"). Each chunk fetched after main.js cost the first page
// main-thread time; it fetched eleven.
import { expect, test } from '@playwright/test';
import { pageTitle } from '../support/app';

test('/login fetches main.js, one chunk of messages and one chunk of its own', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/login');
  await expect(page).toHaveTitle(pageTitle('Sign in'));
  await expect(page.getByRole('button', { name: 'Sign in' })).toBeVisible();
  await page.waitForLoadState('networkidle');

  expect(scripts).toHaveLength(3);
  expect(scripts).toEqual(expect.arrayContaining([expect.stringMatching(/^\/main\.[0-9a-f]+\.js$/), expect.stringMatching(/^\/messages-en-GB\.[0-9a-f]+\.js$/)]));
});
