import { configure, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { Route, Routes } from 'react-router-dom';
import useSWR from 'swr';
import {
  createTestApi,
  LocationDisplay,
  nutrients,
  renderWithProviders,
  type Respond,
  STORED_AT,
} from '@nutrilog/shared/test';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { CreateProductPage } from './CreateProductPage';
import { EditProductPage } from './EditProductPage';

// A whole product form re-renders on every filled-in value; on a busy CI machine that can take over a second.
configure({ asyncUtilTimeout: 5000 });

export const catalogs = { 'en-GB': en, 'nl-NL': nl };

export const PRODUCT_UUID = '5d1e2c3b-4a59-4867-8e7f-6a5b4c3d2e02';

/** A product as the API answers it. */
export function product(values: Record<string, unknown> = {}) {
  return {
    '@id': `/api/products/${PRODUCT_UUID}`,
    '@type': 'Product',
    ...STORED_AT,
    uuid: PRODUCT_UUID,
    name: 'Brown bread',
    unit: 'gram',
    nutrientsPer: 100,
    nutrients: nutrients({ calories: 247, totalCarbohydrates: 41.3, proteins: 10.5 }),
    favorite: false,
    barcode: '8710398503968',
    origin: null,
    portions: [],
    ...values,
  };
}

function renderAt(route: string, respond: Respond, extra?: ReactNode) {
  const testApi = createTestApi({ token: 'tok', respond });
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/products/create" element={<CreateProductPage />} />
        <Route path="/products/:uuid/edit" element={<EditProductPage />} />
        <Route path="/products/:uuid" element={<h1>Product stub</h1>} />
        <Route path="/create-intake-log" element={<h1>Intake log stub</h1>} />
      </Routes>
      <LocationDisplay />
      {extra}
    </>,
    { api: testApi.api, route },
  );
  return { ...testApi, ...result, user: userEvent.setup() };
}

/** `extra` renders next to the page, e.g. a reader of a cached list whose refresh a test expects. */
export const renderCreatePage = (respond: Respond, extra?: ReactNode) => renderAt('/products/create', respond, extra);
export const renderEditPage = (respond: Respond, extra?: ReactNode) =>
  renderAt(`/products/${PRODUCT_UUID}/edit`, respond, extra);

/** Reads the product list through SWR, as the list page does; its requests show when the list was refreshed. */
export function ProductListReader() {
  useSWR('/api/products');
  return null;
}

/** The text input labelled `name` (outside any open dialog). */
export const textbox = (name: string) => screen.getByRole('textbox', { name });
