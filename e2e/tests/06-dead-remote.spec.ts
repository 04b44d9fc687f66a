// A remote that cannot be reached fails inside its own area (inline error with Retry); the rest of the app works.
import { expect, test, type Route } from '@playwright/test';
import { expectRemotePage, mainNav, remoteArea, signInAs } from '../support/app';
import { remoteOrigin, USERS } from '../support/stack';

const WEIGHT_ORIGIN = remoteOrigin('weight');
const toWeight = (url: URL) => url.origin === WEIGHT_ORIGIN;

test('a dead remote shows an inline error with Retry; navigation and other remotes keep working', async ({ page }) => {
  const aborted: string[] = [];
  const abort = (route: Route) => {
    aborted.push(route.request().url());
    return route.abort('connectionrefused');
  };
  await page.route(toWeight, abort);

  await signInAs(page, USERS.main, '/weight');
  const weight = remoteArea(page, 'weight');
  const error = weight.getByRole('alert');
  await expect(error).toContainText('This part of the app could not be loaded.');
  const retry = error.getByRole('button', { name: 'Retry' });
  await expect(retry).toBeVisible();
  expect(aborted.length, 'the weight remote was asked for').toBeGreaterThan(0);
  // Contained: the error is inside the page, under the host's navigation and title.
  await expect(page.locator('main#main').getByRole('alert')).toHaveCount(1);
  await expect(page).toHaveTitle('Weight – Nutrilog');
  const nav = mainNav(page);
  await expect(nav).toBeVisible();

  // Other remotes still render, through the same navigation bar.
  await nav.getByRole('link', { name: 'Products', exact: true }).click();
  await expectRemotePage(page, 'catalog', 'Products');
  await nav.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expectRemotePage(page, 'intake', 'Dashboard');
  await expect(page.getByRole('alert')).toHaveCount(0);

  // Still down: still the inline error.
  await nav.getByRole('link', { name: 'Weight', exact: true }).click();
  await expect(remoteArea(page, 'weight').getByRole('alert')).toContainText('This part of the app could not be loaded.');

  // The remote comes back: Retry shows the page, without reloading the app.
  await page.unroute(toWeight, abort);
  const pageLoads: string[] = [];
  page.on('load', () => pageLoads.push(page.url()));
  await remoteArea(page, 'weight').getByRole('button', { name: 'Retry' }).click();
  await expectRemotePage(page, 'weight', 'Weight');
  await expect(remoteArea(page, 'weight').getByRole('alert')).toHaveCount(0);
  expect(pageLoads).toEqual([]);
});
