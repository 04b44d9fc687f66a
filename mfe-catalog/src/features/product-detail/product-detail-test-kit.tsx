import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
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
import { ProductDetailPage } from './ProductDetailPage';

export const catalogs = { 'en-GB': en, 'nl-NL': nl };

export const UUID = '0b7b2f4e-1c9a-4f60-9a4e-3d2c1b0a9f01';
export const COPY_UUID = '5d1e2c3b-4a59-4867-8e7f-6a5b4c3d2e02';
export const SLICE_UUID = '9a8b7c6d-5e4f-4a3b-8c2d-1e0f9a8b7c03';
export const PRODUCT_PATH = `/api/products/${UUID}`;
export const HISTORY_PATH = `${PRODUCT_PATH}/intake_log_history`;

export const nutrients = {
  calories: 123.6,
  totalFat: 3.04,
  saturatedFat: 1.26,
  totalCarbohydrates: 45.67,
  sugars: 5.01,
  fibers: 2.2,
  proteins: 12.345,
  salt: 0.456,
  water: 50.4,
  caffeine: 0,
  potassium: 320.6,
};

/** Oat's nutrients × 35 / 100. */
export const sliceNutrients = Object.fromEntries(
  Object.entries(nutrients).map(([key, value]) => [key, (value * 35) / 100]),
);

export const slice = {
  '@id': `/api/portions/${SLICE_UUID}`,
  '@type': 'Portion',
  ...STORED_AT,
  uuid: SLICE_UUID,
  name: '1 slice',
  amount: 35,
  effectiveNutrients: sliceNutrients,
};

export const product = (overrides: Record<string, unknown> = {}) => ({
  '@context': '/api/contexts/Product',
  '@id': PRODUCT_PATH,
  '@type': 'Product',
  ...STORED_AT,
  uuid: UUID,
  name: 'Oats',
  unit: 'gram',
  nutrientsPer: 100,
  nutrients,
  favorite: false,
  barcode: null,
  origin: null,
  portions: [slice],
  intakeLogCount: 0,
  ...overrides,
});

export const history = (member: unknown[], totalItems = member.length) => ({
  '@context': '/api/contexts/IntakeLog',
  '@id': HISTORY_PATH,
  '@type': 'Collection',
  member,
  totalItems,
});

export type Handlers = Record<string, (request: TestRequest) => Response | Promise<Response>>;

/** Answers `METHOD /path` from `handlers`, else the product and an empty history; anything else is a 404. */
export function apiAnswering(handlers: Handlers = {}): Respond {
  const defaults: Handlers = {
    [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, product()),
    [`GET ${HISTORY_PATH}`]: () => jsonResponse(200, history([])),
  };
  return (request) => {
    const path = new URL(request.url, 'http://localhost').pathname;
    const handler = handlers[`${request.method} ${path}`] ?? defaults[`${request.method} ${path}`];
    return handler ? handler(request) : problemResponse(404);
  };
}

/** The requests other than reads. */
export const writes = (requests: TestRequest[]) => requests.filter((request) => request.method !== 'GET');

export const queryOf = (request: { url: string }) =>
  Object.fromEntries(new URL(request.url, 'http://localhost').searchParams);

/** The detail page at /products/{UUID}, with stubs for the pages it leads to. */
export function renderDetail(respond: Respond = apiAnswering()) {
  const testApi = createTestApi({ token: 'tok', respond });
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/products" element={<h1>Products stub</h1>} />
        <Route path="/products/:uuid" element={<ProductDetailPage />} />
        <Route path="/products/:uuid/edit" element={<h1>Edit stub</h1>} />
        <Route path="/create-intake-log" element={<h1>Log stub</h1>} />
      </Routes>
      <LocationDisplay />
    </>,
    { api: testApi.api, route: `/products/${UUID}` },
  );
  return { ...testApi, ...result, user: userEvent.setup() };
}
