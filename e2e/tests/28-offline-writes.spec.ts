// Logging with no connection (docs/architecture.md, "Offline"): meals (a product, a recipe, a manual entry) and a
// weigh-in made offline are shown waiting to sync, survive a reload, and reach the API exactly once when the connection
// is back; a product made offline can be logged by its portion at once; an edit of a log deleted on another device is
// reported with Discard; a meal the API refuses is corrected through Edit; signing out with changes waiting warns.
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { expectRemotePage, login, mainNav, remoteArea, signInAs } from '../support/app';
import { portionRow, productNameInput, textbox, toast, uniqueTag } from '../support/catalog';
import { intake, intakeApi, localDate, logRow, pick } from '../support/intake';
import { goOffline, goOnline, waitForOfflineCopies, waitForSavedRead } from '../support/offline';
import { USERS, type TestUser } from '../support/stack';
import { watchToast } from '../support/toast-watch';

const TIME_ZONE = 'UTC';
test.use({ timezoneId: TIME_ZONE });

const QUEUED = 'Saved on this device. It will sync when the connection is back.';
const WAITING = 'Waiting to sync';

const syncStatus = (page: Page) => page.getByRole('status').filter({ hasText: /waiting to sync$/ });

/** What the API holds for `user`: GET `path` with a fresh sign-in. */
async function serverList<T>(request: APIRequestContext, user: TestUser, path: string): Promise<T[]> {
  const token = await login(request, user);
  const response = await request.get(path, { headers: { 'X-API-KEY': token } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { member: T[] }).member;
}

async function createIntakeLog(page: Page) {
  await intake(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, QUEUED).last()).toBeVisible();
}

test('meals and a weigh-in logged offline wait, survive a reload, and reach the API exactly once', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(150_000);
  const tag = uniqueTag();
  const names = { bread: `Bread ${tag}`, stew: `Stew ${tag}`, apple: `Apple ${tag}` };
  const today = localDate(TIME_ZONE);
  const api = await intakeApi(request, USERS.offlineWrites);
  const bread = await api.createProduct({
    name: names.bread,
    nutrients: { calories: 250 },
    portions: [{ name: '1 slice', amount: 40 }],
  });
  await api.createRecipe({
    name: names.stew,
    unitSize: 1000,
    items: [{ product: bread['@id'], amount: 1000 }],
    portions: [{ name: '1 bowl', amount: 200 }],
  });

  await signInAs(page, USERS.offlineWrites, '/');
  await expectRemotePage(page, 'intake', 'Dashboard');
  await waitForOfflineCopies(page);
  await waitForSavedRead(page, '/api/products?pagination=false');
  await waitForSavedRead(page, '/api/recipes?pagination=false');
  // Read ahead one at a time, after the recipes, and no more once offline: the weigh-in's list needs it.
  await waitForSavedRead(page, '/api/weight_logs?');

  await goOffline(context);
  await test.step('three meals logged offline: a product by portion, a recipe portion, a manual entry', async () => {
    await intake(page).getByRole('link', { name: 'Log intake', exact: true }).click();
    await expectRemotePage(page, 'intake', 'Create intake log');
    await textbox(intake(page), 'Date').fill(today);
    await textbox(intake(page), 'Time').fill('08:15');
    await pick(page, 'Product', names.bread);
    await textbox(intake(page), 'Quantity').fill('2');
    await createIntakeLog(page);

    await textbox(intake(page), 'Time').fill('12:30');
    await intake(page).getByRole('button', { name: 'Recipe', exact: true }).click();
    await pick(page, 'Recipe', names.stew);
    await createIntakeLog(page);

    await textbox(intake(page), 'Time').fill('19:05');
    await intake(page).getByRole('button', { name: 'Manual', exact: true }).click();
    await textbox(intake(page), 'Description').fill(names.apple);
    await textbox(intake(page), 'Calories').fill('52');
    await createIntakeLog(page);
  });

  await test.step('the dashboard shows them at once, each waiting to sync, with their calories', async () => {
    await mainNav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expectRemotePage(page, 'intake', 'Dashboard');
    await expect(logRow(intake(page), names.bread)).toContainText('200 kcal');
    await expect(logRow(intake(page), names.bread)).toContainText(WAITING);
    await expect(logRow(intake(page), names.stew)).toContainText('500 kcal');
    await expect(logRow(intake(page), names.apple)).toContainText('52 kcal');
    await expect(syncStatus(page)).toHaveText('3 changes waiting to sync');
  });

  await test.step('a weigh-in offline, then a reload with no connection keeps all four', async () => {
    await page.goto('/weight');
    await expectRemotePage(page, 'weight', 'Weight');
    const weight = remoteArea(page, 'weight');
    await weight.getByRole('button', { name: 'Create weight log', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create weight log' });
    await textbox(dialog, 'Date').fill(today);
    await textbox(dialog, 'Weight').fill('77.7');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, QUEUED).last()).toBeVisible();
    const list = weight.getByRole('list', { name: 'Weight logs', exact: true });
    await expect(list.getByRole('listitem').filter({ hasText: '77.7' })).toContainText(WAITING);

    await page.reload();
    await expectRemotePage(page, 'weight', 'Weight');
    await expect(syncStatus(page)).toHaveText('4 changes waiting to sync');
    await page.goto('/');
    await expectRemotePage(page, 'intake', 'Dashboard');
    await expect(logRow(intake(page), names.apple)).toContainText(WAITING);
  });

  await test.step('online again: each is sent once, and nothing waits any more', async () => {
    await goOnline(context);
    await expect(syncStatus(page)).toHaveCount(0);
    await expect(logRow(intake(page), names.apple)).not.toContainText(WAITING);
    const logs = await serverList<{
      product: { name: string } | null;
      recipe: { name: string } | null;
      description: string | null;
      totalAmount: number;
    }>(request, USERS.offlineWrites, `/api/intake_logs?pagination=false&date[after]=${today}T00:00:00Z`);
    expect(
      logs.map((log) => [log.product?.name ?? log.recipe?.name ?? log.description, log.totalAmount]).sort(),
    ).toEqual([
      [names.apple, 0],
      [names.bread, 80],
      [names.stew, 200],
    ]);
    const weights = await serverList<{ weight: number }>(
      request,
      USERS.offlineWrites,
      '/api/weight_logs?pagination=false',
    );
    expect(weights.map((log) => log.weight)).toEqual([77.7]);
  });
});

test('an edit of a log deleted on another device is reported; signing out with changes waiting warns first', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await login(request, USERS.offlineConflict);
  const headers = { 'X-API-KEY': token };
  const created = await request.post('/api/weight_logs', {
    headers,
    data: { date: `${localDate(TIME_ZONE, -1)}T07:00:00Z`, weight: 70 },
  });
  expect(created.status()).toBe(201);
  const log = (await created.json()) as { uuid: string };

  await signInAs(page, USERS.offlineConflict, '/weight');
  await expectRemotePage(page, 'weight', 'Weight');
  await waitForOfflineCopies(page);
  const weight = remoteArea(page, 'weight');

  await goOffline(context);
  await weight.getByRole('button', { name: /^Edit weight log of/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit weight log' });
  await textbox(dialog, 'Weight').fill('71');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, QUEUED).last()).toBeVisible();
  expect((await request.delete(`/api/weight_logs/${log.uuid}`, { headers })).status()).toBe(204);

  await goOnline(context);
  const attention = page.getByRole('list', { name: 'Needs your attention' });
  await expect(attention.getByRole('listitem')).toHaveText(
    /^Change to a weight log: Could not sync: deleted elsewhere\s*Discard$/,
  );
  await attention.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(attention).toHaveCount(0);

  await goOffline(context);
  await weight.getByRole('button', { name: 'Create weight log', exact: true }).click();
  const create = page.getByRole('dialog', { name: 'Create weight log' });
  await textbox(create, 'Weight').fill('72');
  await create.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, QUEUED).last()).toBeVisible();

  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  const warning = page.getByRole('dialog', { name: '1 change has not been synced' });
  await expect(warning).toBeVisible();
  await warning.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('button', { name: 'Sign out', exact: true })).toBeFocused();
  await page.getByRole('button', { name: 'Sign out', exact: true }).click();
  await page.getByRole('button', { name: 'Sign out anyway', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  await goOnline(context);
  await signInAs(page, USERS.offlineConflict, '/weight');
  await expectRemotePage(page, 'weight', 'Weight');
  await expect(syncStatus(page)).toHaveCount(0);
  expect(await serverList(request, USERS.offlineConflict, '/api/weight_logs?pagination=false')).toEqual([]);
});

test('a meal the API refuses once online (its product deleted elsewhere) is corrected through Edit', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  const tag = uniqueTag();
  const names = { oats: `Oats ${tag}`, rye: `Rye ${tag}` };
  const today = localDate(TIME_ZONE);
  const api = await intakeApi(request, USERS.offlineRefused);
  const oats = await api.createProduct({ name: names.oats, nutrients: { calories: 380 } });
  await api.createProduct({ name: names.rye, nutrients: { calories: 250 } });

  await signInAs(page, USERS.offlineRefused, '/');
  await expectRemotePage(page, 'intake', 'Dashboard');
  await waitForOfflineCopies(page);
  await waitForSavedRead(page, '/api/products?pagination=false');

  await goOffline(context);
  await intake(page).getByRole('link', { name: 'Log intake', exact: true }).click();
  await expectRemotePage(page, 'intake', 'Create intake log');
  await textbox(intake(page), 'Date').fill(today);
  await textbox(intake(page), 'Time').fill('07:30');
  await pick(page, 'Product', names.oats);
  await textbox(intake(page), 'Amount').fill('150');
  await createIntakeLog(page);
  await api.deleteProduct(oats.uuid); // on another device, before this phone is back online

  await goOnline(context);
  const attention = page.getByRole('list', { name: 'Needs your attention' });
  const item = attention.getByRole('listitem');
  await expect(item).toContainText('New intake log: Could not sync: Product does not exist.');
  await item.getByRole('button', { name: 'Edit', exact: true }).click();

  await expectRemotePage(page, 'intake', 'Edit intake log');
  await expect(textbox(intake(page), 'Amount')).toHaveValue('150');
  await pick(page, 'Product', names.rye); // another product starts from an empty amount
  await textbox(intake(page), 'Amount').fill('150');
  await intake(page).getByRole('button', { name: 'Save', exact: true }).click();
  await expect(toast(page, 'Intake log updated').last()).toBeVisible();
  await expectRemotePage(page, 'intake', 'Dashboard');
  await expect(attention).toHaveCount(0);
  await expect(logRow(intake(page), names.rye)).toContainText('375 kcal');
  await expect(logRow(intake(page), names.rye)).not.toContainText(WAITING);

  const logs = await serverList<{ product: { name: string } | null; totalAmount: number }>(
    request,
    USERS.offlineRefused,
    '/api/intake_logs?pagination=false',
  );
  expect(logs.map((log) => [log.product?.name, log.totalAmount])).toEqual([[names.rye, 150]]);
});

test('a product made offline is logged by its portion at once, and both reach the API in order', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(90_000);
  // On a phone, where the navigation is a bar at the bottom: the toasts of each step stay above it, never over it.
  await page.setViewportSize({ width: 412, height: 900 });
  const phoneNav = mainNav(page, 'Main navigation (mobile)');
  const name = `Granola ${uniqueTag()}`;
  const today = localDate(TIME_ZONE);
  await signInAs(page, USERS.offlineProduct, '/');
  await expectRemotePage(page, 'intake', 'Dashboard');
  await waitForOfflineCopies(page);
  await waitForSavedRead(page, '/api/products?pagination=false');

  await goOffline(context);
  await phoneNav.getByRole('link', { name: 'Products', exact: true }).click();
  await expectRemotePage(page, 'catalog', 'Products');
  const catalog = remoteArea(page, 'catalog');
  await catalog.getByRole('link', { name: 'Create product', exact: true }).click();
  await expectRemotePage(page, 'catalog', 'Create product');
  await productNameInput(page).fill(name);
  await textbox(catalog, 'Calories').fill('450');
  await catalog.getByRole('button', { name: 'Add portion', exact: true }).click();
  await textbox(portionRow(page, 1), 'Name').fill('1 bowl');
  await textbox(portionRow(page, 1), 'Amount').fill('60');
  await catalog.getByRole('button', { name: 'More ways to create', exact: true }).click();
  const queued = await watchToast(page, QUEUED);
  await page.getByRole('menuitem', { name: 'Create and log', exact: true }).click();
  const navTop = (await phoneNav.boundingBox())!.y;
  const { box } = await queued();
  expect(box.y + box.height, 'the toast ends above the navigation bar').toBeLessThanOrEqual(navTop);

  await expectRemotePage(page, 'intake', 'Create intake log');
  await expect(intake(page).getByRole('combobox', { name: 'Product', exact: true })).toHaveValue(name);
  await textbox(intake(page), 'Date').fill(today);
  await textbox(intake(page), 'Time').fill('08:00');
  await textbox(intake(page), 'Quantity').fill('2');
  await createIntakeLog(page);
  await phoneNav.getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expect(logRow(intake(page), name)).toContainText('540 kcal');
  await expect(logRow(intake(page), name)).toContainText(WAITING);
  await expect(syncStatus(page)).toHaveText('2 changes waiting to sync');

  await goOnline(context);
  await expect(syncStatus(page)).toHaveCount(0);
  await expect(logRow(intake(page), name)).not.toContainText(WAITING);
  const products = await serverList<{ name: string; portions: { uuid: string; name: string; amount: number }[] }>(
    request,
    USERS.offlineProduct,
    '/api/products?pagination=false',
  );
  expect(products.map((p) => [p.name, p.portions.map((portion) => [portion.name, portion.amount])])).toEqual([
    [name, [['1 bowl', 60]]],
  ]);
  const logs = await serverList<{ product: { name: string }; portion: { uuid: string }; totalAmount: number }>(
    request,
    USERS.offlineProduct,
    '/api/intake_logs?pagination=false',
  );
  expect(logs.map((log) => [log.product.name, log.portion.uuid, log.totalAmount])).toEqual([
    [name, products[0]!.portions[0]!.uuid, 120],
  ]);
});
