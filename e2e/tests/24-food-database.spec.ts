// The food database: a new, empty account logs what it eats straight from the USDA SR reference foods
// the test command imports (FOOD_DATA_DIR), in English and in Dutch, and the dashboard shows SR's calories; the
// products page adds a food through its "Add from food database" dialog.
//   Bananas, raw (NDB 09040): 89 kcal per 100 g; "1 medium" is 118 g: 89 × 1.18 = 105.02 → 105 kcal.
//   Kipfilet = chicken breast, meat only, raw (NDB 05062, dutch-names.ts): 120 kcal per 100 g; 150 g → 180 kcal.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectRemotePage, mainNav, signInAs } from '../support/app';
import { catalog, catalogApi, textbox, toast } from '../support/catalog';
import { cardTotal, intake, previewValue } from '../support/intake';
import { USERS } from '../support/stack';

/** Types into the form's product picker and answers its "Food database" group (the list is in a portal). */
async function searchProducts(
  page: Page,
  text: string,
  group = 'Food database',
): Promise<{ picker: Locator; database: Locator }> {
  const picker = intake(page).getByRole('combobox', { name: 'Product', exact: true });
  await picker.click();
  await picker.pressSequentially(text);
  const database = page.getByRole('group', { name: group, exact: true });
  await expect(database).toBeVisible();
  return { picker, database };
}

test('a new account logs a banana from the food database: Bananas, raw, 1 medium (118 g), 105 kcal', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, USERS.foods, '/');
  await expectRemotePage(page, 'intake', 'Dashboard');
  await expect(cardTotal(page, 'Calories')).toHaveText('0 kcal');

  await intake(page).getByRole('link', { name: 'Log intake', exact: true }).click();
  await expectRemotePage(page, 'intake', 'Create intake log');
  const { picker, database } = await searchProducts(page, 'banana');
  await database.getByRole('option', { name: 'Bananas, raw, 89 kcal per 100 g, USDA SR 28', exact: true }).click();
  await expect(toast(page, 'Product created').last()).toBeVisible();
  await expect(picker).toHaveValue('Bananas, raw');

  const portion = intake(page).getByRole('combobox', { name: 'Portion', exact: true });
  await portion.selectOption({ label: '1 medium (118 g)' });
  await expect(textbox(intake(page), 'Quantity')).toHaveValue('1');
  await expect(previewValue(page, 'Calories', 'This log')).toHaveText('105 kcal');
  await intake(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'Intake log created').last()).toBeVisible();

  await mainNav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expectRemotePage(page, 'intake', 'Dashboard');
  await expect(cardTotal(page, 'Calories')).toHaveText('105 kcal');

  await test.step('the banana is now a product of its own, from USDA SR 28, found first the next time', async () => {
    await mainNav(page).getByRole('link', { name: 'Products', exact: true }).click();
    await expectRemotePage(page, 'catalog', 'Products');
    await catalog(page).getByRole('link', { name: 'Bananas, raw', exact: true }).click();
    await expectRemotePage(page, 'catalog', 'Bananas, raw', 'Product detail');
    await expect(catalog(page).getByText('From USDA SR 28', { exact: true })).toBeVisible();

    await page.goto('/create-intake-log');
    await expectRemotePage(page, 'intake', 'Create intake log');
    const search = intake(page).getByRole('combobox', { name: 'Product', exact: true });
    await search.click();
    await search.pressSequentially('banana');
    await expect(
      page
        .getByRole('group', { name: 'Your products', exact: true })
        .getByRole('option', { name: 'Bananas, raw', exact: true }),
    ).toBeVisible();
    // Made once: not offered again from the database.
    await expect(page.getByRole('option', { name: /^Bananas, raw, 89 kcal/ })).toHaveCount(0);
  });
});

test('a new Dutch account logs "kipfilet" by amount: 150 g of raw chicken breast, 180 kcal', async ({ page }) => {
  test.setTimeout(90_000);
  await (await catalogApi(page.request, USERS.foodsNl)).setPreferredLocale('nl-NL');
  await signInAs(page, USERS.foodsNl, '/');
  await expectRemotePage(page, 'intake', 'Dashboard');
  await expect(cardTotal(page, 'Calorieën')).toHaveText('0 kcal');

  await intake(page).getByRole('link', { name: 'Inname loggen', exact: true }).click();
  await expectRemotePage(page, 'intake', 'Inname toevoegen');
  const { picker, database } = await searchProducts(page, 'kipfilet', 'Voedingsmiddelendatabase');
  await database.getByRole('option', { name: 'Kipfilet, 120 kcal per 100 g, USDA SR 28', exact: true }).click();
  await expect(toast(page, 'Product aangemaakt').last()).toBeVisible();
  await expect(picker).toHaveValue('Kipfilet');

  await intake(page)
    .getByRole('combobox', { name: 'Portie', exact: true })
    .selectOption({ label: 'Geen portie (hoeveelheid)' });
  await textbox(intake(page), 'Hoeveelheid').fill('150');
  await intake(page).getByRole('button', { name: 'Aanmaken', exact: true }).click();
  await expect(toast(page, 'Invoer aangemaakt').last()).toBeVisible();

  await mainNav(page, 'Hoofdnavigatie').getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expectRemotePage(page, 'intake', 'Dashboard');
  await expect(cardTotal(page, 'Calorieën')).toHaveText('180 kcal');
});

test('the products page adds a food from the food database and logs it: "Add and log" opens the form with it', async ({
  page,
}) => {
  test.setTimeout(90_000);
  await signInAs(page, USERS.foodsDialog, '/products');
  await expectRemotePage(page, 'catalog', 'Products');

  await catalog(page).getByRole('button', { name: 'Add from food database', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add from food database' });
  await dialog.getByRole('searchbox', { name: 'Search the food database', exact: true }).fill('banana');
  await dialog
    .getByRole('list', { name: 'Results', exact: true })
    .getByRole('button', { name: /^Bananas, raw/ })
    .first()
    .click();
  await expect(dialog.getByRole('heading', { name: 'Bananas, raw', exact: true })).toBeVisible();
  await expect(dialog.getByRole('table', { name: 'Per 100 g' }).getByRole('row', { name: /^Calories/ })).toContainText(
    '89 kcal',
  );
  await expect(dialog.getByRole('list', { name: 'Portions', exact: true })).toContainText('1 medium (118 g)');

  await dialog.getByRole('button', { name: 'Add and log', exact: true }).click();
  await expect(toast(page, 'Product created').last()).toBeVisible();
  await expectRemotePage(page, 'intake', 'Create intake log');
  await expect(page).toHaveURL(/\/create-intake-log\?product=[0-9a-f-]{36}$/);
  await expect(intake(page).getByRole('combobox', { name: 'Product', exact: true })).toHaveValue('Bananas, raw');
});
