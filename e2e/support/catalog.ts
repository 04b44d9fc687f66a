// Helpers of the catalogue tests (09-12): products and recipes through the API, and the catalogue's UI parts.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { login, remoteArea } from './app';
import { USERS, type TestUser } from './stack';

/** The eleven nutrients of a product (docs/product.md#nutrients), by their API names. */
export const NUTRIENT_KEYS = [
  'calories',
  'totalFat',
  'saturatedFat',
  'totalCarbohydrates',
  'sugars',
  'fibers',
  'proteins',
  'salt',
  'water',
  'caffeine',
  'potassium',
] as const;
export type NutrientKey = (typeof NUTRIENT_KEYS)[number];
export type Nutrients = Record<NutrientKey, number>;

/** All eleven nutrients: the given ones, 0 for the others (the API requires every one). */
export function nutrients(values: Partial<Nutrients>): Nutrients {
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, values[key] ?? 0])) as Nutrients;
}

/**
 * A short suffix that tells this run's names apart, so that a search finds only what this test made, also
 * against a stack that already holds earlier runs (E2E_EXTERNAL_STACK=1).
 */
export function uniqueTag(): string {
  return `${Date.now().toString(36).slice(-4)}${Math.floor(Math.random() * 36 ** 2).toString(36)}`;
}

export interface ProductInput {
  name: string;
  unit?: 'gram' | 'milliliter';
  nutrientsPer?: number;
  nutrients: Partial<Nutrients>;
  barcode?: string | null;
  portions?: { name: string; amount: number }[];
}

export interface CreatedProduct {
  '@id': string;
  uuid: string;
  name: string;
  portions: { '@id': string; uuid: string; name: string; amount: number }[];
}

/** An API client signed in as `user` (the catalogue tests' user by default), through the host's /api proxy. */
export async function catalogApi(request: APIRequestContext, user: TestUser = USERS.catalog) {
  const token = await login(request, user);
  const headers = { 'X-API-KEY': token };

  return {
    token,
    async createProduct(input: ProductInput): Promise<CreatedProduct> {
      const response = await request.post('/api/products', {
        headers,
        data: { unit: 'gram', nutrientsPer: 100, portions: [], ...input, nutrients: nutrients(input.nutrients) },
      });
      expect(response.status(), `creating the product ${input.name}: ${await response.text()}`).toBe(201);
      return (await response.json()) as CreatedProduct;
    },
    async deleteProduct(uuid: string): Promise<void> {
      const response = await request.delete(`/api/products/${uuid}`, { headers });
      expect([204, 404], `deleting the product ${uuid}`).toContain(response.status());
    },
    /** PATCH /api/auth/profile (a merge patch). */
    async setPreferredLocale(locale: 'en-GB' | 'nl-NL'): Promise<void> {
      const response = await request.patch('/api/auth/profile', {
        headers: { ...headers, 'Content-Type': 'application/merge-patch+json' },
        data: JSON.stringify({ preferredLocale: locale }),
      });
      expect(response.status(), `setting the preferred locale to ${locale}`).toBe(200);
    },
  };
}

/** A uuid, as in /products/<uuid> and /recipes/<uuid>. */
export const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/;

/** The uuid in the path of a /products/<uuid> or /recipes/<uuid> URL. */
export function uuidOf(url: string): string {
  const uuid = new URL(url).pathname.match(UUID)?.[0];
  expect(uuid, `a uuid in ${url}`).toBeTruthy();
  return uuid!;
}

/** The catalogue remote's area of the page. */
export const catalog = (page: Page): Locator => remoteArea(page, 'catalog');

/**
 * The create form's "Fill in" actions once all there: on a device's first visit the camera's one appears when the
 * devices are listed (the config's fake camera) and moves the buttons before it, which can take a click on its way
 * (docs/decisions.md, "Camera-only actions").
 */
export async function fillInActions(page: Page): Promise<Locator> {
  const group = catalog(page).getByRole('group', { name: 'Fill in' });
  await expect(group.getByRole('button')).toHaveCount(3);
  return group;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A toast of the host, by its title (success notices last 2 s, docs/product.md#notices-and-state-changes: expect it
 * soon after the action). Fluent also repeats the title in a hidden aria-live region, hence the toast's own title
 * element.
 */
export const toast = (page: Page, title: string): Locator =>
  page.locator('.fui-ToastTitle').filter({ hasText: new RegExp(`^${escapeRegExp(title)}$`) });

/** A text input of a form by its exact label (labels are unique within the product form except "Name"/"Amount"). */
export const textbox = (scope: Page | Locator, label: string): Locator =>
  scope.getByRole('textbox', { name: label, exact: true });

/**
 * The product form's own Name input: the first "Name" of the form (each portion row has its own "Name"
 * inside its fieldset, after it).
 */
export const productNameInput = (page: Page, label = 'Name'): Locator =>
  textbox(catalog(page).locator('form'), label).first();

/** A portion row of the create form: a fieldset named "Portion N" (1-based). */
export const portionRow = (page: Page, number: number): Locator =>
  catalog(page).getByRole('group', { name: `Portion ${number}`, exact: true });

/** The nutrient table of an accordion panel (named like its header, e.g. "Per 100 g"), opened if it is closed. */
export async function openNutrientTable(page: Page, title: string): Promise<Locator> {
  const table = catalog(page).getByRole('table', { name: title, exact: true });
  const header = catalog(page).getByRole('button', { name: title, exact: true });
  await expect(header).toBeVisible();
  if ((await header.getAttribute('aria-expanded')) !== 'true') await header.click();
  await expect(table).toBeVisible();
  return table;
}

/** One nutrient's row of a nutrient table, by its label ("Fat" is not "Saturated fat"). */
export const nutrientRow = (table: Locator, label: string): Locator =>
  table.getByRole('row').filter({ has: table.page().getByRole('cell', { name: label, exact: true }) });

/** Expects a nutrient table to show these values ("540 kcal", "8.7 g"), by nutrient label. */
export async function expectNutrients(table: Locator, expected: Record<string, string>): Promise<void> {
  for (const [label, value] of Object.entries(expected)) {
    const amount = nutrientRow(table, label).getByRole('cell').nth(1);
    await expect(amount, `${label} in the table "${await table.getAttribute('aria-label')}"`).toHaveText(value);
  }
}
