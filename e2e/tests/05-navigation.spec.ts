// The routes of all four remotes (docs/product.md#screens), page titles from the route, one history for host and
// remotes.
import { expect, test } from '@playwright/test';
import { expectRemotePage, mainNav, signInAs } from '../support/app';
import { catalog, catalogApi, uniqueTag } from '../support/catalog';
import { remoteOrigin, USERS, type RemoteName } from '../support/stack';

interface Stop {
  link: string;
  path: string;
  remote: RemoteName;
  heading: string;
}

const WALK: Stop[] = [
  { link: 'Dashboard', path: '/', remote: 'intake', heading: 'Dashboard' },
  { link: 'Products', path: '/products', remote: 'catalog', heading: 'Products' },
  { link: 'Statistics', path: '/statistics', remote: 'statistics', heading: 'Statistics' },
  { link: 'Weight', path: '/weight', remote: 'weight', heading: 'Weight' },
  { link: 'Goals', path: '/goals', remote: 'statistics', heading: 'Goals' },
  { link: 'Recipes', path: '/recipes', remote: 'catalog', heading: 'Recipes' },
];

const SOME_UUID = '3f1c2a9e-8d47-4b6a-9c0e-5a7b8c9d0e1f';

test('the navigation bar reaches every remote, and back/forward walk the same history', async ({ page }) => {
  await signInAs(page, USERS.main, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  const nav = mainNav(page);
  const pageLoads: string[] = [];
  page.on('load', () => pageLoads.push(page.url()));

  for (const stop of WALK) {
    await nav.getByRole('link', { name: stop.link, exact: true }).click();
    await expect(page).toHaveURL(stop.path);
    await expectRemotePage(page, stop.remote, stop.heading);
    await expect(nav.getByRole('link', { name: stop.link, exact: true })).toHaveAttribute('aria-current', 'page');
    // Only one remote is mounted at a time.
    await expect(page.locator('section[data-remote]')).toHaveCount(1);
  }

  const backwards = WALK.slice(0, -1).reverse();
  for (const stop of backwards) {
    await page.goBack();
    await expect(page).toHaveURL(stop.path);
    await expectRemotePage(page, stop.remote, stop.heading);
  }
  await page.goBack();
  await expect(page).toHaveURL('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(page).toHaveTitle('Profile – Nutrilog');

  for (const stop of WALK) {
    await page.goForward();
    await expect(page).toHaveURL(stop.path);
    await expectRemotePage(page, stop.remote, stop.heading);
  }
  // All of it happened inside one page load: client-side navigation only.
  expect(pageLoads).toEqual([]);
});

test('deep links render the right remote page', async ({ page }) => {
  await signInAs(page, USERS.main, `/products/${SOME_UUID}`);
  await expectRemotePage(page, 'catalog', 'Product detail');
  await expect(page.getByText('This product could not be found.')).toBeVisible();

  await page.goto(`/intake-logs/${SOME_UUID}/edit`);
  await expectRemotePage(page, 'intake', 'Edit intake log');
  await expect(page.getByText('This intake log could not be found.')).toBeVisible();

  await page.goto(`/products/${SOME_UUID}/edit`);
  await expectRemotePage(page, 'catalog', 'Edit product');

  await page.goto('/products/create');
  await expectRemotePage(page, 'catalog', 'Create product');

  await page.goto(`/create-intake-log?product=${SOME_UUID}`);
  await expectRemotePage(page, 'intake', 'Create intake log');
});

test('an unknown route shows no remote, inside the layout', async ({ page }) => {
  await signInAs(page, USERS.main, '/no-such-page');
  await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
  await expect(page.locator('section[data-remote]')).toHaveCount(0);
  await expect(page).toHaveTitle('Nutrilog');
  await mainNav(page).getByRole('link', { name: 'Weight', exact: true }).click();
  await expectRemotePage(page, 'weight', 'Weight');
});

test('links inside a page preload what they open: a product row its product, Log product the intake code', async ({
  page,
  request,
}) => {
  const api = await catalogApi(request);
  const product = await api.createProduct({ name: `Preloaded ${uniqueTag()}`, nutrients: { calories: 120 } });
  try {
    await signInAs(page, USERS.catalog, '/products');
    await expectRemotePage(page, 'catalog', 'Products');
    const asked: URL[] = [];
    page.on('request', (sent) => asked.push(new URL(sent.url())));
    const productReads = () => asked.filter((url) => url.pathname === `/api/products/${product.uuid}`).length;
    const intakeFiles = () => asked.filter((url) => url.origin === remoteOrigin('intake')).length;

    const row = catalog(page).getByRole('link', { name: product.name, exact: true });
    await row.hover();
    await expect.poll(productReads, 'pointing at the row reads its product').toBe(1);
    await row.click();
    await expectRemotePage(page, 'catalog', product.name, 'Product detail');
    expect(productReads(), 'the detail page used what was preloaded').toBe(1);

    expect(intakeFiles(), 'the intake remote was not loaded yet').toBe(0);
    const logProduct = catalog(page).getByRole('button', { name: 'Log product' });
    await logProduct.hover();
    await expect.poll(intakeFiles, "pointing at Log product loads the intake remote's code").toBeGreaterThan(2);
    const settled = async () => {
      const before = asked.length;
      await page.waitForTimeout(500);
      return asked.length === before;
    };
    await expect.poll(settled, 'the preloading has finished').toBe(true);
    const preloaded = asked.length;
    await logProduct.click();
    await expectRemotePage(page, 'intake', 'Create intake log');
    // Only the remote's messages, loaded as it mounts, come after the click: its code and the form's were preloaded.
    const afterClick = asked
      .slice(preloaded)
      .filter(
        (url) => url.origin === remoteOrigin('intake') && !/\/messages-[a-zA-Z-]+\.[0-9a-f]+\.js$/.test(url.pathname),
      );
    expect(afterClick.map((url) => url.pathname)).toEqual([]);
  } finally {
    await api.deleteProduct(product.uuid);
  }
});
