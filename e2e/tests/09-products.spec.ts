// A product's whole life in the catalogue remote — created with portions, found, favourited, duplicated, edited,
// logged and deleted — and "Create and log" from the create form (docs/product.md#products,
// docs/product.md#creating-a-product, docs/product.md#product-detail, docs/product.md#editing-a-product,
// docs/product.md#notices-and-state-changes, docs/product.md#error-messages).
import { expect, test, type Page } from '@playwright/test';
import { expectRemotePage, signInAs } from '../support/app';
import {
  catalog,
  expectNutrients,
  openNutrientTable,
  portionRow,
  productNameInput,
  textbox,
  toast,
  uniqueTag,
  UUID,
  uuidOf,
} from '../support/catalog';
import { USERS } from '../support/stack';

/** A product page: its name as the heading, in the catalogue's area, under the route's title. */
async function expectProductPage(page: Page, name: string): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/products/${UUID.source}$`));
  await expectRemotePage(page, 'catalog', name, 'Product detail');
}

test('a product with two portions: create, find, favourite, duplicate, edit, log and delete it', async ({ page }) => {
  test.setTimeout(120_000);
  const name = `Granola ${uniqueTag()}`;
  const copyName = `${name} (copy)`;
  const editedName = `${name} light`;

  await signInAs(page, USERS.catalog, '/products');
  await expectRemotePage(page, 'catalog', 'Products');

  const productUuid = await test.step('create it with two portions', async () => {
    await catalog(page).getByRole('link', { name: 'Create product', exact: true }).click();
    await expect(page).toHaveURL('/products/create');
    await expectRemotePage(page, 'catalog', 'Create product');

    await productNameInput(page).fill(name);
    await expect(catalog(page).getByRole('radio', { name: 'Gram', exact: true })).toBeChecked();
    await expect(textbox(catalog(page), 'Nutrients per')).toHaveValue('100');
    await textbox(catalog(page), 'Calories').fill('452');
    // A decimal comma is accepted as well as a dot (docs/product.md#validation-rules).
    await textbox(catalog(page), 'Fat').fill('12,5');
    await textbox(catalog(page), 'Carbohydrates').fill('64');
    await textbox(catalog(page), 'Proteins').fill('9.2');

    await catalog(page).getByRole('button', { name: 'Add portion', exact: true }).click();
    await textbox(portionRow(page, 1), 'Name').fill('1 bowl');
    await textbox(portionRow(page, 1), 'Amount').fill('45');
    await catalog(page).getByRole('button', { name: 'Add portion', exact: true }).click();
    await textbox(portionRow(page, 2), 'Name').fill('1 handful');
    await textbox(portionRow(page, 2), 'Amount').fill('35');

    await catalog(page).getByRole('button', { name: 'Create product', exact: true }).click();
    // Toasts last 2 s: look for them first.
    await expect(toast(page, 'Product created')).toBeVisible();
    await expectProductPage(page, name);
    return uuidOf(page.url());
  });

  await test.step('its detail shows the nutrients per 100 g and per portion', async () => {
    // The first panel is open; 12,5 was read as 12.5.
    await expectNutrients(await openNutrientTable(page, 'Per 100 g'), {
      Calories: '452 kcal',
      Fat: '12.5 g',
      Carbohydrates: '64 g',
      Proteins: '9.2 g',
    });
    // 45 g: 452 × 0.45 = 203.4 kcal, 12.5 × 0.45 = 5.625 g fat, 9.2 × 0.45 = 4.14 g proteins.
    await expectNutrients(await openNutrientTable(page, '1 bowl (45 g)'), {
      Calories: '203 kcal',
      Fat: '5.6 g',
      Proteins: '4.1 g',
    });
    // 35 g: 452 × 0.35 = 158.2 kcal, 12.5 × 0.35 = 4.375 g fat.
    await expectNutrients(await openNutrientTable(page, '1 handful (35 g)'), { Calories: '158 kcal', Fat: '4.4 g' });
    await expect(catalog(page).getByRole('heading', { level: 2, name: 'Not logged yet' })).toBeVisible();
  });

  await test.step('find it by searching the list; nonsense finds nothing', async () => {
    await page.goto('/products');
    await expectRemotePage(page, 'catalog', 'Products');
    const search = catalog(page).getByRole('searchbox', { name: 'Search products' });
    await search.fill(name.toLowerCase());
    const link = catalog(page).getByRole('link', { name, exact: true });
    await expect(link).toBeVisible();
    // Filed under its initial.
    await expect(catalog(page).getByRole('heading', { level: 2, name: 'G', exact: true })).toBeVisible();
    await expect(
      catalog(page).getByRole('list', { name: 'G', exact: true }).getByRole('link', { name, exact: true }),
    ).toBeVisible();

    await search.fill('zzqx no such product');
    await expect(catalog(page).getByText('No results found.', { exact: true })).toBeVisible();
    await expect(link).toBeHidden();

    await search.fill(name.slice(0, -2));
    await catalog(page).getByRole('link', { name, exact: true }).click();
    await expectProductPage(page, name);
    expect(uuidOf(page.url())).toBe(productUuid);
  });

  await test.step('toggle it favourite: the button is pressed, and the list shows a star', async () => {
    const favorite = catalog(page).getByRole('button', { name: 'Favourite', exact: true });
    await expect(favorite).toHaveAttribute('aria-pressed', 'false');
    const saved = page.waitForResponse(
      (r) => r.url().endsWith(`/api/products/${productUuid}/toggle_favorite`) && r.request().method() === 'PATCH',
    );
    await favorite.click();
    expect((await saved).status()).toBe(200);
    await expect(favorite).toHaveAttribute('aria-pressed', 'true');

    // Still a favourite after a reload (saved, not only shown).
    await page.reload();
    await expect(catalog(page).getByRole('button', { name: 'Favourite', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );

    await page.goto('/products');
    await catalog(page).getByRole('searchbox', { name: 'Search products' }).fill(name);
    const row = catalog(page)
      .getByRole('listitem')
      .filter({ has: page.getByRole('link', { name, exact: true }) });
    await expect(row.getByRole('img', { name: 'Favourite', exact: true })).toBeVisible();
    await row.getByRole('link', { name, exact: true }).click();
    await expectProductPage(page, name);
  });

  const copyUuid = await test.step('duplicate it with its portions', async () => {
    await catalog(page).getByRole('button', { name: 'Duplicate', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Duplicate “${name}”` });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('checkbox', { name: 'Copy portions' })).toBeChecked();
    await dialog.getByRole('button', { name: 'Duplicate', exact: true }).click();

    await expect(toast(page, 'Product created')).toBeVisible();
    await expectProductPage(page, copyName);
    await expect(dialog).toBeHidden();
    const uuid = uuidOf(page.url());
    expect(uuid).not.toBe(productUuid);
    await expectNutrients(await openNutrientTable(page, 'Per 100 g'), { Calories: '452 kcal', Fat: '12.5 g' });
    await expectNutrients(await openNutrientTable(page, '1 bowl (45 g)'), { Calories: '203 kcal' });
    await expectNutrients(await openNutrientTable(page, '1 handful (35 g)'), { Calories: '158 kcal' });
    return uuid;
  });

  await test.step('edit the copy: Cancel goes back unchanged, Save changes its name and calories', async () => {
    await catalog(page).getByRole('link', { name: 'Edit', exact: true }).click();
    await expect(page).toHaveURL(`/products/${copyUuid}/edit`);
    await expectRemotePage(page, 'catalog', 'Edit product');
    await expect(productNameInput(page)).toHaveValue(copyName);
    await productNameInput(page).fill('Not saved');
    await catalog(page).getByRole('button', { name: 'Cancel', exact: true }).click();
    await expectProductPage(page, copyName);
    expect(uuidOf(page.url())).toBe(copyUuid);

    await catalog(page).getByRole('link', { name: 'Edit', exact: true }).click();
    await expectRemotePage(page, 'catalog', 'Edit product');
    await expect(productNameInput(page)).toHaveValue(copyName);
    await expect(textbox(catalog(page), 'Calories')).toHaveValue('452');
    await expect(textbox(catalog(page), 'Fat')).toHaveValue('12.5');
    await productNameInput(page).fill(editedName);
    await textbox(catalog(page), 'Calories').fill('380');
    await catalog(page).getByRole('button', { name: 'Save', exact: true }).click();

    await expect(toast(page, 'Product updated')).toBeVisible();
    await expectProductPage(page, editedName);
    expect(uuidOf(page.url())).toBe(copyUuid);
    await expectNutrients(await openNutrientTable(page, 'Per 100 g'), { Calories: '380 kcal', Fat: '12.5 g' });
    // The portions follow: 380 × 0.45 = 171 kcal.
    await expectNutrients(await openNutrientTable(page, '1 bowl (45 g)'), { Calories: '171 kcal' });
  });

  await test.step('"Log product" opens the intake form for it', async () => {
    await catalog(page).getByRole('button', { name: 'Log product', exact: true }).click();
    await expect(page).toHaveURL(`/create-intake-log?product=${copyUuid}`);
    await expectRemotePage(page, 'intake', 'Create intake log');
    await page.goBack();
    await expectProductPage(page, editedName);
  });

  await test.step('delete it after the confirmation; its page then says it is gone', async () => {
    await catalog(page).getByRole('button', { name: 'Delete', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: `Delete “${editedName}”?` });
    await expect(dialog).toContainText(`You're about to permanently delete “${editedName}”.`);
    await expect(dialog).toContainText('This action cannot be reversed.');
    // Cancel keeps it.
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expectProductPage(page, editedName);

    await catalog(page).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog).toContainText(`You're about to permanently delete “${editedName}”.`);
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();

    await expect(toast(page, 'Product deleted')).toBeVisible();
    await expect(page).toHaveURL('/products');
    await expectRemotePage(page, 'catalog', 'Products');
    // The original is still listed; the deleted copy is not.
    await catalog(page).getByRole('searchbox', { name: 'Search products' }).fill(name);
    await expect(catalog(page).getByRole('link', { name, exact: true })).toBeVisible();
    await expect(catalog(page).getByRole('link', { name: editedName, exact: true })).toBeHidden();

    await page.goto(`/products/${copyUuid}`);
    await expectRemotePage(page, 'catalog', 'Product detail');
    await expect(catalog(page).getByText('This product could not be found.', { exact: true })).toBeVisible();
  });
});

test('"Create and log" creates the product, then opens the intake form for it', async ({ page }) => {
  const name = `Kefir ${uniqueTag()}`;
  await signInAs(page, USERS.catalog, '/products/create');
  await expectRemotePage(page, 'catalog', 'Create product');

  await productNameInput(page).fill(name);
  await catalog(page).getByRole('radio', { name: 'Millilitre', exact: true }).check();
  await textbox(catalog(page), 'Calories').fill('61');
  await textbox(catalog(page), 'Proteins').fill('3.4');

  await catalog(page).getByRole('button', { name: 'More ways to create', exact: true }).click();
  await page.getByRole('menuitem', { name: 'Create and log', exact: true }).click();

  await expect(toast(page, 'Product created')).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`/create-intake-log\\?product=${UUID.source}$`));
  await expectRemotePage(page, 'intake', 'Create intake log');
  const uuid = new URL(page.url()).searchParams.get('product')!;

  // The product was saved as entered.
  await page.goto(`/products/${uuid}`);
  await expectProductPage(page, name);
  await expectNutrients(await openNutrientTable(page, 'Per 100 ml'), { Calories: '61 kcal', Proteins: '3.4 g' });
});

test('the nutrient inputs each stay within their column, on a laptop and on a phone', async ({ page }) => {
  await signInAs(page, USERS.main, '/products/create');
  await expectRemotePage(page, 'catalog', 'Create product');
  for (const width of [1280, 1024, 390]) {
    await page.setViewportSize({ width, height: 800 });
    // Fluent's input boxes (the field with its unit), as drawn.
    const boxes = await catalog(page)
      .locator('.fui-Input')
      .evaluateAll((inputs) => inputs.map((input) => input.getBoundingClientRect().toJSON() as DOMRect));
    expect(boxes.length, `inputs at ${width} px`).toBeGreaterThan(11);
    const overlaps = boxes.flatMap((a, i) =>
      boxes
        .slice(i + 1)
        .filter((b) => a.left < b.right - 1 && b.left < a.right - 1 && a.top < b.bottom - 1 && b.top < a.bottom - 1)
        .map(() => i),
    );
    expect(overlaps, `overlapping inputs at ${width} px`).toEqual([]);
  }
});
