/** Test data and helpers of the intake log form pages (imported by tests only). */
import { configure, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import type { Collection } from '@nutrilog/shared/domain';
import { type Nutrients, zeroNutrients } from '@nutrilog/shared/nutrients';
import type { DailyConsumptionEntry, IntakeLog, Portion, Product, Recipe } from '@nutrilog/shared/schemas';
import {
  createTestApi,
  jsonResponse,
  LocationDisplay,
  problemResponse,
  renderWithProviders,
  type Respond,
  type TestRequest,
  STORED_AT,
} from '@nutrilog/shared/test';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { CreateIntakeLogPage } from './CreateIntakeLogPage';
import { EditIntakeLogPage } from './EditIntakeLogPage';

// A whole form re-renders on every typed value; on a busy CI machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

export const catalogs = { 'en-GB': en, 'nl-NL': nl };

/** "Now" for every test: a local Sunday noon. Only Date is faked; timers stay real for SWR and user-event. */
export const NOW = new Date(2026, 2, 29, 12, 0, 0);
export const n = (values: Partial<Nutrients> = {}): Nutrients => ({ ...zeroNutrients(), ...values });

export function collection<T>(member: T[], id = '/api/products'): Collection<T> {
  return { '@id': id, '@type': 'Collection', member, totalItems: member.length };
}

const portion = (uuid: string, name: string, amount: number): Portion => ({
  '@id': `/api/portions/${uuid}`,
  '@type': 'Portion',
  ...STORED_AT,
  uuid,
  name,
  amount,
  effectiveNutrients: zeroNutrients(),
});

/** 250 kcal per 100 g; a slice is 40 g. */
export const BREAD: Product = {
  '@id': '/api/products/0b6a5f52-7a53-4c1e-9a0f-3f1d2c4b5a01',
  '@type': 'Product',
  ...STORED_AT,
  uuid: '0b6a5f52-7a53-4c1e-9a0f-3f1d2c4b5a01',
  name: 'Bread',
  unit: 'gram',
  nutrientsPer: 100,
  nutrients: n({ calories: 250, proteins: 9, totalCarbohydrates: 45, totalFat: 3 }),
  favorite: false,
  barcode: null,
  origin: null,
  portions: [
    portion('1c7b6a63-8b64-4d2f-8b10-4a2e3d5c6b02', '1 slice', 40),
    portion('2d8c7b74-9c75-4e3a-9c21-5b3f4e6d7c03', '1 roll', 60),
  ],
};

/** 60 kcal per 100 ml, no portions. */
export const YOGHURT: Product = {
  '@id': '/api/products/3e9d8c85-ad86-4f4b-8d32-6c4a5f7e8d04',
  '@type': 'Product',
  ...STORED_AT,
  uuid: '3e9d8c85-ad86-4f4b-8d32-6c4a5f7e8d04',
  name: 'Yoghurt',
  unit: 'milliliter',
  nutrientsPer: 100,
  nutrients: n({ calories: 60, proteins: 4, totalCarbohydrates: 5, totalFat: 3 }),
  favorite: false,
  barcode: null,
  origin: null,
  portions: [],
};

/** 1800 kcal for the whole 1500 g; a bowl is 300 g. */
export const STEW: Recipe = {
  '@id': '/api/recipes/4fae9d96-be97-4a5c-9e43-7d5b6a8f9e05',
  '@type': 'Recipe',
  ...STORED_AT,
  uuid: '4fae9d96-be97-4a5c-9e43-7d5b6a8f9e05',
  name: 'Stew',
  unit: 'gram',
  unitSize: 1500,
  effectiveNutrients: n({ calories: 1800, proteins: 150, totalCarbohydrates: 170, totalFat: 51 }),
  portions: [portion('5abf0ea7-cfa8-4b6d-8f54-8e6c7b9a0f06', '1 bowl', 300)],
};

/** "Bananas, raw" of the food database (USDA SR 09040): 89 kcal per 100 g, a medium one is 118 g. */
export const BANANA_FOOD = {
  '@id': '/api/foods/reference:09040',
  '@type': 'Food',
  source: 'reference',
  name: 'Bananas, raw',
  brand: null,
  unit: 'gram',
  nutrientsPer: 100,
  nutrients: n({ calories: 89, proteins: 1.09, totalCarbohydrates: 22.84, totalFat: 0.33 }),
  portions: [{ name: '1 medium', amount: 118 }],
  product: null,
};

/** The product POST /api/products/from_food makes of BANANA_FOOD. */
export const BANANAS: Product = {
  '@id': '/api/products/6b1c0fb8-d0b9-4e7e-a065-9f7d8cab1f07',
  '@type': 'Product',
  ...STORED_AT,
  uuid: '6b1c0fb8-d0b9-4e7e-a065-9f7d8cab1f07',
  name: 'Bananas, raw',
  unit: 'gram',
  nutrientsPer: 100,
  nutrients: BANANA_FOOD.nutrients,
  favorite: false,
  barcode: null,
  origin: 'reference',
  portions: [portion('7c2d1fc9-e1ca-4f8f-b176-0a8e9dbc2f08', '1 medium', 118)],
};

export const LOG_UUID = '2c3d4e5f-6a7b-4c8d-9e0f-1a2b3c4d5e06';

/** A log of the day already there. */
export const consumed = (uuid: string, calories: number): DailyConsumptionEntry => ({
  uuid,
  product: null,
  recipe: null,
  description: 'Earlier',
  totalAmount: 0,
  unit: null,
  effectiveNutrients: n({ calories, proteins: 10 }),
});

/** Two slices of bread at 08:15 local time, 200 kcal. */
export function breadLog(overrides: Partial<IntakeLog> = {}): IntakeLog {
  const slice = BREAD.portions[0]!;
  return {
    '@id': `/api/intake_logs/${LOG_UUID}`,
    '@type': 'IntakeLog',
    ...STORED_AT,
    uuid: LOG_UUID,
    type: 'product',
    date: new Date(2026, 2, 28, 8, 15).toISOString(),
    description: null,
    amount: 0,
    quantity: 2,
    nutrients: zeroNutrients(),
    totalAmount: 80,
    effectiveNutrients: n({ calories: 200, proteins: 7.2, totalCarbohydrates: 36, totalFat: 2.4 }),
    product: { '@id': BREAD['@id'], '@type': 'Product', uuid: BREAD.uuid, name: 'Bread', unit: 'gram', deleted: false },
    portion: { '@id': slice['@id'], uuid: slice.uuid, name: slice.name, amount: slice.amount },
    recipe: null,
    recipePortion: null,
    ...overrides,
  };
}

export interface Backend {
  /** The logs of each local day (`YYYY-MM-DD`). */
  days?: Record<string, DailyConsumptionEntry[]>;
  mostUsed?: Product[];
  log?: IntakeLog;
  /** Answers POST and PATCH of intake logs and the inference; 201/200 with the body by default, 404 for inference. */
  save?: Respond;
  infer?: Respond;
}

/** The API as the form pages see it. */
export function backend({
  days = {},
  mostUsed = [YOGHURT],
  log = breadLog(),
  save,
  infer = () => problemResponse(404),
}: Backend = {}): Respond {
  const products = [BREAD, YOGHURT];
  return (request: TestRequest) => {
    const url = new URL(request.url, 'http://localhost');
    const path = url.pathname;
    const name = (url.searchParams.get('name') ?? '').toLowerCase();
    if (request.method === 'POST' && path === '/api/intake_logs/inference') return infer(request);
    if (request.method === 'POST' && path === '/api/intake_logs')
      return save ? save(request) : jsonResponse(201, { ...log, ...(request.body as object) });
    if (request.method === 'PATCH' && path === `/api/intake_logs/${LOG_UUID}`)
      return save ? save(request) : jsonResponse(200, { ...log, ...(request.body as object) });
    if (path === '/api/intake_logs/daily_consumption')
      return jsonResponse(200, collection(days[url.searchParams.get('date') ?? ''] ?? [], path));
    if (path === `/api/intake_logs/${LOG_UUID}`) return jsonResponse(200, log);
    if (path === '/api/products/most_used') return jsonResponse(200, collection(mostUsed, path));
    if (path === '/api/products')
      return jsonResponse(200, collection(products.filter((product) => product.name.toLowerCase().includes(name))));
    if (path === '/api/foods') {
      const member = (url.searchParams.get('q') ?? '').toLowerCase().includes('banana') ? [BANANA_FOOD] : [];
      return jsonResponse(200, collection(member, path));
    }
    if (request.method === 'POST' && path === '/api/products/from_food') return jsonResponse(201, BANANAS);
    if (path === '/api/recipes')
      return jsonResponse(
        200,
        collection(
          [STEW].filter((recipe) => recipe.name.toLowerCase().includes(name)),
          path,
        ),
      );
    const product = products.find((candidate) => path === `/api/products/${candidate.uuid}`);
    if (product) return jsonResponse(200, product);
    if (path === `/api/recipes/${STEW.uuid}`) return jsonResponse(200, STEW);
    return problemResponse(404);
  };
}

/** Renders the create and edit routes (and a stub dashboard) at `route`. */
export function renderAt(route: string, respond: Respond) {
  const testApi = createTestApi({ token: 'tok', respond });
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/" element={<h1>Dashboard stub</h1>} />
        <Route path="/create-intake-log" element={<CreateIntakeLogPage />} />
        <Route path="/intake-logs/:uuid/edit" element={<EditIntakeLogPage />} />
      </Routes>
      <LocationDisplay />
    </>,
    { api: testApi.api, route },
  );
  return { ...testApi, ...result, user: userEvent.setup() };
}

export type User = ReturnType<typeof userEvent.setup>;

/** The requests of a method and path, with their parsed query. */
export function requestsTo(requests: TestRequest[], method: string, path: string) {
  return requests
    .map((request) => ({ ...request, parsed: new URL(request.url, 'http://localhost') }))
    .filter((request) => request.method === method && request.parsed.pathname === path)
    .map(({ parsed, ...request }) => ({ ...request, query: Object.fromEntries(parsed.searchParams) }));
}

export const textbox = (name: string) => screen.getByRole('textbox', { name });
export const typeToggle = (name: string) =>
  within(screen.getByRole('group', { name: 'Type' })).getByRole('button', { name });

/** Picks a product or recipe by typing part of its name, as a user does. */
export async function pick(user: User, label: 'Product' | 'Recipe', search: string, name: string) {
  const picker = screen.getByRole('combobox', { name: label });
  await user.clear(picker);
  await user.type(picker, search);
  await user.click(await screen.findByRole('option', { name }));
  await waitFor(() => expect(picker).toHaveValue(name));
}

/** One nutrient's row of the preview: [this log, day after this log]. */
export function previewRow(nutrient: string): (string | null)[] {
  const table = screen.getByRole('table', { name: 'Nutrients' });
  const row = within(table)
    .getAllByRole('row')
    .find((candidate) => within(candidate).queryByRole('rowheader', { name: nutrient }));
  if (!row) throw new Error(`No preview row ${nutrient}`);
  return within(row)
    .getAllByRole('cell')
    .map((cell) => cell.textContent);
}

/** The date and time inputs (their labels end in the required mark). */
export const dateInput = () => screen.getByLabelText(/^Date/);
export const timeInput = () => screen.getByLabelText(/^Time/);
