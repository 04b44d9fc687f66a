// Helpers of the intake tests (13-15): the intake remote's dashboard and form, and intake data through the API.
import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { remoteArea } from './app';
import { catalogApi, nutrients, type Nutrients } from './catalog';
import type { TestUser } from './stack';

/** The intake remote's area of the page. */
export const intake = (page: Page): Locator => remoteArea(page, 'intake');

/** A calendar date `YYYY-MM-DD` in an IANA time zone, `days` after the one `instant` falls on there. */
export function localDate(timeZone: string, days = 0, instant = new Date()): string {
  const today = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).format(instant);
  const date = new Date(`${today}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() + days);
  return date.toISOString().slice(0, 10);
}

/**
 * The day picker's accessible name of a date, as dayjs writes 'dddd D MMMM YYYY' ("Wednesday 25 November 2026",
 * "woensdag 25 november 2026").
 */
export function dayName(date: string, locale: 'en-GB' | 'nl-NL' = 'en-GB'): string {
  const at = new Date(`${date}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(at);
  return (
    `${part({ weekday: 'long' })} ${part({ day: 'numeric' })} ` +
    `${part({ month: 'long' })} ${part({ year: 'numeric' })}`
  );
}

/** Selects a day in the dashboard's day picker and waits until it is the current one. */
export async function chooseDay(page: Page, date: string): Promise<void> {
  const day = intake(page)
    .getByRole('navigation', { name: 'Days' })
    .getByRole('button', { name: dayName(date), exact: true });
  await day.click();
  await expect(day).toHaveAttribute('aria-current', 'date');
}

/** A dashboard card ("Calories", "Proteins", "Carbohydrates", "Fat"). */
export const card = (page: Page, label: string): Locator =>
  intake(page).getByRole('region', { name: label, exact: true });

/** A card's total for the day, exactly as shown ("702 kcal"; not the goal value after it). */
export const cardTotal = (page: Page, label: string): Locator =>
  card(page, label)
    .getByText(/^[\d.,]+ (kcal|g)$/)
    .first();

/** The dashboard's group of logs of one local hour ("08:00"). */
export const hourGroup = (page: Page, hour: string): Locator =>
  intake(page).getByRole('region', { name: hour, exact: true });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** A log's row (a button) of the dashboard, by the start of its accessible name (its title). */
export const logRow = (scope: Locator, title: string): Locator =>
  scope.getByRole('button', { name: new RegExp(`^${escapeRegExp(title)}`) });

/** The form's nutrient preview: the value of one nutrient in a column ("This log" or "Day after this log"). */
export function previewValue(page: Page, nutrient: string, column: 'This log' | 'Day after this log'): Locator {
  const table = intake(page).getByRole('table', { name: 'Nutrients', exact: true });
  const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: nutrient, exact: true }) });
  return row.getByRole('cell').nth(column === 'This log' ? 0 : 1);
}

/** Picks a product or recipe in the form's picker by typing part of its name, as a user does. */
export async function pick(page: Page, label: 'Product' | 'Recipe', name: string): Promise<void> {
  const box = intake(page).getByRole('combobox', { name: label, exact: true });
  await box.click();
  // What the box already holds (an edited log's product) is replaced, as a user selects it and types over it.
  await box.press('ControlOrMeta+a');
  await box.pressSequentially(name.slice(0, -1));
  await page.getByRole('option', { name, exact: true }).click();
  await expect(box).toHaveValue(name);
}

export interface CreatedLog {
  uuid: string;
  date: string;
  quantity: number;
  amount: number;
}

/** The catalogue helpers plus recipes and intake logs, signed in as `user`. */
export async function intakeApi(request: APIRequestContext, user: TestUser) {
  const catalogue = await catalogApi(request, user);
  const headers = { 'X-API-KEY': catalogue.token };
  const post = async <T>(url: string, data: unknown): Promise<T> => {
    const response = await request.post(url, { headers, data });
    expect(response.status(), `POST ${url}: ${await response.text()}`).toBe(201);
    return (await response.json()) as T;
  };
  return {
    ...catalogue,
    /** A recipe of `unitSize` grams whose items are products by amount, with portions. */
    async createRecipe(input: {
      name: string;
      unitSize: number;
      items: { product: string; amount: number }[];
      portions: { name: string; amount: number }[];
    }) {
      const recipe = await post<{ '@id': string; uuid: string }>('/api/recipes', {
        name: input.name,
        unit: 'gram',
        unitSize: input.unitSize,
      });
      for (const item of input.items)
        await post(`/api/recipes/${recipe.uuid}/items`, {
          product: item.product,
          portion: null,
          amount: item.amount,
          quantity: 0,
        });
      for (const portion of input.portions) await post(`/api/recipes/${recipe.uuid}/portions`, portion);
      return recipe;
    },
    /** POST /api/intake_logs; `date` is an instant ('2026-11-24T09:00:00+01:00'). */
    async createLog(body: {
      type: 'product' | 'recipe' | 'manual';
      date: string;
      product?: string;
      portion?: string | null;
      amount?: number;
      quantity?: number;
      description?: string;
      nutrients?: Partial<Nutrients>;
    }): Promise<CreatedLog> {
      return post<CreatedLog>('/api/intake_logs', {
        ...body,
        date: new Date(body.date).toISOString(),
        nutrients: nutrients(body.nutrients ?? {}),
      });
    },
    async log(uuid: string): Promise<CreatedLog> {
      const response = await request.get(`/api/intake_logs/${uuid}`, { headers });
      expect(response.status()).toBe(200);
      return (await response.json()) as CreatedLog;
    },
  };
}
