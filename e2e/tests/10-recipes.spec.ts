// A recipe built in the catalogue remote (docs/product.md#recipes, docs/product.md#recipe-detail,
// docs/product.md#recipe-record) from two products (made through the API), one item by portion × quantity and one by
// amount, with a portion of its own; its nutrients are checked against values worked out by hand below from the
// inputs, with the display rounding of docs/product.md#numbers-and-limits (calories 0 decimals, fat, carbohydrates
// and proteins 1 decimal).
import { expect, test, type Page } from '@playwright/test';
import { expectRemotePage, signInAs } from '../support/app';
import {
  catalog,
  catalogApi,
  expectNutrients,
  openNutrientTable,
  textbox,
  toast,
  uniqueTag,
  UUID,
  uuidOf,
} from '../support/catalog';
import { USERS } from '../support/stack';

/**
 * Per 100 g. Oats come in cups of 80 g; blueberries have no portion.
 *
 * Items: 1.5 cups of oats = 120 g (× 1.2) and 140 g of blueberries (× 1.4):
 *   oats        454.8 kcal, fat 8.28, carbohydrates 72.36, proteins 15.84
 *   blueberries  79.8 kcal, fat 0.42, carbohydrates 20.30, proteins  0.98
 *   whole        534.6 kcal, fat 8.70, carbohydrates 92.66, proteins 16.82   (the recipe: 400 g)
 *   per 100 g    133.65,         2.175,           23.165,          4.205     (whole × 100 / 400)
 *   1 jar 250 g  334.125,        5.4375,          57.9125,        10.5125    (whole × 250 / 400)
 * Without the blueberries:
 *   whole        454.8, 8.28, 72.36, 15.84;  1 jar: 284.25, 5.175, 45.225, 9.9
 */
const OATS = { calories: 379, totalFat: 6.9, totalCarbohydrates: 60.3, proteins: 13.2 };
const BLUEBERRIES = { calories: 57, totalFat: 0.3, totalCarbohydrates: 14.5, proteins: 0.7 };

const WHOLE = { Calories: '535 kcal', Fat: '8.7 g', Carbohydrates: '92.7 g', Proteins: '16.8 g' };
const PER_100_G = { Calories: '134 kcal', Fat: '2.2 g', Carbohydrates: '23.2 g', Proteins: '4.2 g' };
const PER_JAR = { Calories: '334 kcal', Fat: '5.4 g', Carbohydrates: '57.9 g', Proteins: '10.5 g' };
const WHOLE_OATS_ONLY = { Calories: '455 kcal', Fat: '8.3 g', Carbohydrates: '72.4 g', Proteins: '15.8 g' };
const PER_JAR_OATS_ONLY = { Calories: '284 kcal', Fat: '5.2 g', Carbohydrates: '45.2 g', Proteins: '9.9 g' };

/** Opens "Add item", picks the product by typing part of its name, and answers the dialog. */
async function openAddItem(page: Page, productName: string) {
  await catalog(page).getByRole('button', { name: 'Add item', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add item' });
  await expect(dialog).toBeVisible();
  // Typed key by key, as a user does: Fluent's combobox opens its list on a key press.
  await dialog.getByRole('combobox', { name: 'Product' }).pressSequentially(productName.slice(0, -1));
  await page.getByRole('option', { name: productName, exact: true }).click();
  await expect(dialog.getByRole('combobox', { name: 'Product' })).toHaveValue(productName);
  return dialog;
}

test('a recipe from two products: items by portion and by amount, a portion, its nutrients, deleting', async ({
  page,
}) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const oatsName = `Rolled oats ${tag}`;
  const blueberriesName = `Blueberries ${tag}`;
  const recipeName = `Overnight oats ${tag}`;

  const api = await catalogApi(page.request);
  await api.createProduct({ name: oatsName, nutrients: OATS, portions: [{ name: '1 cup', amount: 80 }] });
  await api.createProduct({ name: blueberriesName, nutrients: BLUEBERRIES });

  await signInAs(page, USERS.catalog, '/recipes');
  await expectRemotePage(page, 'catalog', 'Recipes');

  const recipeUuid = await test.step('add the recipe: its page opens', async () => {
    await catalog(page).getByRole('button', { name: 'Add recipe', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add recipe' });
    await textbox(dialog, 'Name').fill(recipeName);
    await expect(dialog.getByRole('combobox', { name: 'Unit' })).toHaveValue('gram');
    await expect(textbox(dialog, 'Unit size')).toHaveValue('100');
    await textbox(dialog, 'Unit size').fill('400');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();

    await expect(toast(page, 'Recipe created')).toBeVisible();
    await expect(page).toHaveURL(new RegExp(`/recipes/${UUID.source}$`));
    await expectRemotePage(page, 'catalog', recipeName, 'Recipe');
    await expect(dialog).toBeHidden();
    await expect(catalog(page).getByText('No items yet.', { exact: true })).toBeVisible();
    return uuidOf(page.url());
  });

  await test.step('add 1.5 cups of oats (by portion × quantity)', async () => {
    const dialog = await openAddItem(page, oatsName);
    // The product's first portion is chosen, quantity 1.
    await expect(dialog.getByRole('combobox', { name: 'Portion' })).toHaveValue(/.+/);
    await expect(dialog.getByRole('combobox', { name: 'Portion' }).locator('option:checked')).toHaveText(
      '1 cup (80 g)',
    );
    const quantity = textbox(dialog, 'Quantity');
    await expect(quantity).toHaveValue('1');
    await quantity.fill('1,5');
    // The preview follows: 379 × 1.2 = 454.8 kcal.
    await expect(dialog.getByRole('list', { name: 'Nutrients of this item' })).toContainText('455 kcal');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();

    const row = catalog(page).getByRole('list', { name: 'Items' }).getByRole('listitem').filter({ hasText: oatsName });
    await expect(row).toContainText('1.5 × 1 cup (120 g)');
    await expect(row).toContainText('455 kcal');
  });

  await test.step('add 140 g of blueberries (by amount)', async () => {
    const dialog = await openAddItem(page, blueberriesName);
    // Without portions, the amount is asked for.
    await expect(dialog.getByRole('combobox', { name: 'Portion' }).locator('option:checked')).toHaveText(
      'No portion (amount)',
    );
    await expect(textbox(dialog, 'Quantity')).toHaveCount(0);
    await textbox(dialog, 'Amount').fill('140');
    await expect(dialog.getByRole('list', { name: 'Nutrients of this item' })).toContainText('80 kcal');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();

    const items = catalog(page).getByRole('list', { name: 'Items' }).getByRole('listitem');
    await expect(items).toHaveCount(2);
    const row = items.filter({ hasText: blueberriesName });
    await expect(row).toContainText('140 g');
    await expect(row).toContainText('80 kcal');
  });

  await test.step('add a portion of the recipe: 1 jar of 250 g', async () => {
    await catalog(page).getByRole('button', { name: 'Add portion', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add portion' });
    await textbox(dialog, 'Name').fill('1 jar');
    await textbox(dialog, 'Amount').fill('250');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Portion created')).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  await test.step('the nutrients: whole recipe, per 100 g and per portion', async () => {
    await expectNutrients(await openNutrientTable(page, 'Whole recipe (400 g)'), WHOLE);
    await expectNutrients(await openNutrientTable(page, 'Per 100 g'), PER_100_G);
    await expectNutrients(await openNutrientTable(page, '1 jar (250 g)'), PER_JAR);

    // The list says the same for the whole recipe.
    await page.goto('/recipes');
    const row = catalog(page)
      .getByRole('list', { name: 'Recipes' })
      .getByRole('listitem')
      .filter({ hasText: recipeName });
    await expect(row).toContainText('400 g · 535 kcal');
    await row.getByRole('link', { name: recipeName, exact: true }).click();
    await expectRemotePage(page, 'catalog', recipeName, 'Recipe');
  });

  await test.step('delete the blueberries: the nutrients follow', async () => {
    await catalog(page)
      .getByRole('button', { name: `Delete item ${blueberriesName}`, exact: true })
      .click();
    const confirm = page.getByRole('alertdialog', { name: 'Delete item?' });
    await expect(confirm).toContainText(`“${blueberriesName}” will be removed from this recipe.`);
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(confirm).toBeHidden();

    const items = catalog(page).getByRole('list', { name: 'Items' }).getByRole('listitem');
    await expect(items).toHaveCount(1);
    await expect(items).toContainText(oatsName);
    await expectNutrients(await openNutrientTable(page, 'Whole recipe (400 g)'), WHOLE_OATS_ONLY);
    await expectNutrients(await openNutrientTable(page, '1 jar (250 g)'), PER_JAR_OATS_ONLY);
  });

  await test.step('delete the recipe after the confirmation', async () => {
    await catalog(page).getByRole('button', { name: 'Delete', exact: true }).click();
    const confirm = page.getByRole('dialog', { name: `Delete “${recipeName}”?` });
    await expect(confirm).toContainText(`You're about to permanently delete “${recipeName}”.`);
    await expect(confirm).toContainText('This action cannot be reversed.');
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();

    await expect(toast(page, 'Recipe deleted')).toBeVisible();
    await expect(page).toHaveURL('/recipes');
    await expectRemotePage(page, 'catalog', 'Recipes');
    // Once the list has loaded, the recipe is not in it.
    await expect(
      catalog(page)
        .getByRole('list', { name: 'Recipes' })
        .or(catalog(page).getByText('No recipes yet.', { exact: true })),
    ).toBeVisible();
    await expect(catalog(page).getByRole('link', { name: recipeName, exact: true })).toBeHidden();

    await page.goto(`/recipes/${recipeUuid}`);
    await expect(catalog(page).getByText('This recipe could not be found.', { exact: true })).toBeVisible();
  });
});
