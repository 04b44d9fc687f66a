import { activateLocale, createTestApi, jsonResponse, renderWithProviders, type Respond, problemResponse, rowsOf } from '../../../../shared/test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { ProductDetailPage } from './ProductDetailPage';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

const UUID = '0b7b2f4e-1c9a-4f60-9a4e-3d2c1b0a9f01';

const nutrients = {
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

const product = (overrides: Record<string, unknown> = {}) => ({
  '@context': '/api/contexts/Product',
  '@id': `/api/products/${UUID}`,
  '@type': 'Product',
  uuid: UUID,
  name: 'Oat flakes',
  unit: 'gram',
  nutrientsPer: 100,
  nutrients,
  ...overrides,
});


function renderPage(respond: Respond, uuid = UUID) {
  const testApi = createTestApi({ token: 'tok', respond });
  const result = renderWithProviders(
    <Routes>
      <Route path="/products/:uuid" element={<ProductDetailPage />} />
    </Routes>,
    { api: testApi.api, route: `/products/${uuid}` },
  );
  return { ...testApi, ...result, user: userEvent.setup() };
}

/** [label, value] of each row of a SimpleList. */

describe('ProductDetailPage', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));
  afterAll(() => activateLocale('en-GB', catalogs));

  it('asks the API for the product of the URL, with the token', async () => {
    const { requests } = renderPage(() => jsonResponse(200, product()));
    await screen.findByRole('list');

    expect(requests()).toHaveLength(1);
    expect(requests()[0]).toMatchObject({ method: 'GET', url: `/api/products/${UUID}`, headers: { 'X-API-KEY': 'tok' } });
  });

  it("shows the product's name as heading and every nutrient with the spec's rounding", async () => {
    renderPage(() => jsonResponse(200, product()));
    const list = await screen.findByRole('list', { name: 'Nutrients per 100 g' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Oat flakes$/);
    expect(rowsOf(list)).toEqual([
      ['Calories', '124 kcal'],
      ['Fat', '3 g'],
      ['Saturated fat', '1.3 g'],
      ['Carbohydrates', '45.7 g'],
      ['Sugars', '5 g'],
      ['Fibres', '2.2 g'],
      ['Proteins', '12.3 g'],
      ['Salt', '0.46 g'],
      ['Water', '50 ml'],
      ['Caffeine', '0 mg'],
      ['Potassium', '321 mg'],
    ]);
  });

  it('labels the nutrients per milliliter for a liquid product', async () => {
    renderPage(() => jsonResponse(200, product({ name: 'Milk', unit: 'milliliter', nutrientsPer: 250 })));
    expect(await screen.findByRole('list', { name: 'Nutrients per 250 ml' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Milk$/);
  });

  it('shows a generic heading while loading', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderPage(() => new Promise<Response>((resolve) => (answer = resolve)));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Product detail$/);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    answer(jsonResponse(200, product()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oat flakes' })).toBeInTheDocument();
  });

  it('says the product could not be found on a 404, without a Retry', async () => {
    const { requests } = renderPage(() => problemResponse(404));
    expect(await screen.findByRole('status')).toHaveTextContent('This product could not be found.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Product detail$/);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
    expect(requests()).toHaveLength(1);
  });

  it('shows an inline error with Retry on a server error, and Retry fetches again', async () => {
    let calls = 0;
    const { requests, user } = renderPage(() => (++calls === 1 ? problemResponse(500) : jsonResponse(200, product())));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');
    expect(screen.queryByText('This product could not be found.')).not.toBeInTheDocument();
    expect(requests()).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Oat flakes' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests()[1]!.url).toBe(`/api/products/${UUID}`);
  });

  it('speaks Dutch when nl-NL is active: labels and decimal commas', async () => {
    activateLocale('nl-NL', catalogs);
    const { unmount } = renderPage(() => jsonResponse(200, product()));
    const list = await screen.findByRole('list', { name: 'Voedingswaarden per 100 g' });
    const rows = rowsOf(list);
    expect(rows[0]).toEqual(['Calorieën', '124 kcal']);
    expect(rows).toContainEqual(['Eiwitten', '12,3 g']);
    expect(rows).toContainEqual(['Zout', '0,46 g']);
    unmount();

    renderPage(() => problemResponse(404));
    expect(await screen.findByText('Dit product is niet gevonden.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Productdetails$/);
  });
});
