// The catalogue remote speaks en-GB and nl-NL (docs/product.md#numbers-and-limits) — its texts, the shared nutrient
// names and the numbers (decimal comma in Dutch, also in number inputs) — on one product page, in one locale after
// the other.
import { expect, test, type Page } from '@playwright/test';
import { expectRemotePage, signInAs } from '../support/app';
import {
  catalog,
  catalogApi,
  expectNutrients,
  openNutrientTable,
  productNameInput,
  textbox,
  uniqueTag,
} from '../support/catalog';
import { USERS } from '../support/stack';

interface Texts {
  products: string;
  search: string;
  noResults: string;
  title: string;
  favorite: string;
  addPortion: string;
  logProduct: string;
  edit: string;
  duplicate: string;
  delete: string;
  editPortion: string;
  notLogged: string;
  editProduct: string;
  nameLabel: string;
  cancel: string;
  confirm: (name: string) => string;
  irreversible: string;
  nutrients: Record<string, string>;
  portionNutrients: Record<string, string>;
  portionTitle: string;
  fatInput: [label: string, value: string];
}

/**
 * Per 100 g: 465 kcal, fat 19.6 g, carbohydrates 67.3 g, salt 0.45 g. One waffle is 32.5 g:
 * 465 × 0.325 = 151.125 kcal, 19.6 × 0.325 = 6.37 g fat.
 */
const TEXTS: Record<'en-GB' | 'nl-NL', Texts> = {
  'en-GB': {
    products: 'Products',
    search: 'Search products',
    noResults: 'No results found.',
    title: 'Product detail',
    favorite: 'Favourite',
    addPortion: 'Add portion',
    logProduct: 'Log product',
    edit: 'Edit',
    duplicate: 'Duplicate',
    delete: 'Delete',
    editPortion: 'Edit portion',
    notLogged: 'Not logged yet',
    editProduct: 'Edit product',
    nameLabel: 'Name',
    cancel: 'Cancel',
    confirm: (name) => `You're about to permanently delete “${name}”.`,
    irreversible: 'This action cannot be reversed.',
    nutrients: { Calories: '465 kcal', Fat: '19.6 g', Carbohydrates: '67.3 g', Salt: '0.45 g' },
    portionNutrients: { Calories: '151 kcal', Fat: '6.4 g' },
    portionTitle: '1 waffle (32.5 g)',
    fatInput: ['Fat', '19.6'],
  },
  'nl-NL': {
    products: 'Producten',
    search: 'Producten zoeken',
    noResults: 'Geen resultaten gevonden.',
    title: 'Productdetails',
    favorite: 'Favoriet',
    addPortion: 'Portie toevoegen',
    logProduct: 'Product loggen',
    edit: 'Bewerken',
    duplicate: 'Dupliceren',
    delete: 'Verwijderen',
    editPortion: 'Portie bewerken',
    notLogged: 'Nog niet gelogd',
    editProduct: 'Product bewerken',
    nameLabel: 'Naam',
    cancel: 'Annuleren',
    confirm: (name) => `Je staat op het punt “${name}” definitief te verwijderen.`,
    irreversible: 'Deze actie kan niet ongedaan worden gemaakt.',
    nutrients: { Calorieën: '465 kcal', Vet: '19,6 g', Koolhydraten: '67,3 g', Zout: '0,45 g' },
    portionNutrients: { Calorieën: '151 kcal', Vet: '6,4 g' },
    portionTitle: '1 waffle (32,5 g)',
    fatInput: ['Vet', '19,6'],
  },
};

/** The product list: searching, finding nothing, then the product, whose page it opens. */
async function findProductIn(page: Page, locale: 'en-GB' | 'nl-NL', name: string): Promise<void> {
  const text = TEXTS[locale];
  await page.goto('/products');
  await expectRemotePage(page, 'catalog', text.products);
  const search = catalog(page).getByRole('searchbox', { name: text.search, exact: true });
  await search.fill('zzqx nothing like it');
  await expect(catalog(page).getByText(text.noResults, { exact: true })).toBeVisible();
  await search.fill(name);
  await catalog(page).getByRole('link', { name, exact: true }).click();
}

async function expectProductDetailIn(page: Page, locale: 'en-GB' | 'nl-NL', name: string, uuid: string): Promise<void> {
  const text = TEXTS[locale];
  await expectRemotePage(page, 'catalog', name, text.title);
  await expect(page.locator('html')).toHaveAttribute('lang', locale);

  await expect(catalog(page).getByRole('button', { name: text.favorite, exact: true })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
  await expect(catalog(page).getByRole('button', { name: text.addPortion, exact: true })).toBeVisible();
  await expect(catalog(page).getByRole('button', { name: text.logProduct, exact: true })).toBeVisible();
  await expect(catalog(page).getByRole('link', { name: text.edit, exact: true })).toBeVisible();
  await expect(catalog(page).getByRole('button', { name: text.duplicate, exact: true })).toBeVisible();
  await expect(catalog(page).getByRole('heading', { level: 2, name: text.notLogged, exact: true })).toBeVisible();

  await expectNutrients(await openNutrientTable(page, 'Per 100 g'), text.nutrients);
  await expectNutrients(await openNutrientTable(page, text.portionTitle), text.portionNutrients);
  await expect(
    catalog(page)
      .getByRole('group', { name: text.portionTitle })
      .getByRole('button', { name: text.editPortion, exact: true }),
  ).toBeVisible();

  // The delete confirmation (cancelled).
  await catalog(page).getByRole('button', { name: text.delete, exact: true }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(text.confirm(name));
  await expect(dialog).toContainText(text.irreversible);
  await dialog.getByRole('button', { name: text.cancel, exact: true }).click();
  await expect(dialog).toBeHidden();

  // The edit form shows the numbers with the locale's decimal separator.
  await catalog(page).getByRole('link', { name: text.edit, exact: true }).click();
  await expect(page).toHaveURL(`/products/${uuid}/edit`);
  await expectRemotePage(page, 'catalog', text.editProduct);
  await expect(productNameInput(page, text.nameLabel)).toHaveValue(name);
  await expect(textbox(catalog(page), text.fatInput[0])).toHaveValue(text.fatInput[1]);
  await catalog(page).getByRole('button', { name: text.cancel, exact: true }).click();
  await expectRemotePage(page, 'catalog', name, text.title);
}

test.describe('the catalogue in both languages', () => {
  // This test changes the catalogue user's preferred language: always put English back.
  test.afterEach(async ({ request }) => {
    await (await catalogApi(request)).setPreferredLocale('en-GB');
  });

  test('a product page in Dutch, then in English', async ({ page }) => {
    test.setTimeout(60_000);
    const api = await catalogApi(page.request);
    const name = `Stroopwafel ${uniqueTag()}`;
    const product = await api.createProduct({
      name,
      nutrients: { calories: 465, totalFat: 19.6, totalCarbohydrates: 67.3, salt: 0.45 },
      portions: [{ name: '1 waffle', amount: 32.5 }],
    });

    await api.setPreferredLocale('nl-NL');
    await signInAs(page, USERS.catalog, `/products/${product.uuid}`);
    await expectProductDetailIn(page, 'nl-NL', name, product.uuid);
    await findProductIn(page, 'nl-NL', name);
    await expectRemotePage(page, 'catalog', name, TEXTS['nl-NL'].title);

    await api.setPreferredLocale('en-GB');
    await page.reload();
    await expectProductDetailIn(page, 'en-GB', name, product.uuid);
    await findProductIn(page, 'en-GB', name);
    await expectRemotePage(page, 'catalog', name, TEXTS['en-GB'].title);
  });
});
