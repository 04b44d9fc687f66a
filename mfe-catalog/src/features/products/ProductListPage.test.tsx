import { activateLocale, createTestApi, jsonResponse, LocationDisplay, renderWithProviders, type Respond, problemResponse } from '../../../../shared/test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { ProductListPage } from './ProductListPage';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

const collection = (member: unknown[]) => ({
  '@context': '/api/contexts/Product',
  '@id': '/api/products',
  '@type': 'Collection',
  member,
  totalItems: member.length,
});

const product = (uuid: string, name: string) => ({ '@id': `/api/products/${uuid}`, '@type': 'Product', uuid, name });


const APPLE = '0b7b2f4e-1c9a-4f60-9a4e-3d2c1b0a9f01';
const BREAD = '5d1e2c3b-4a59-4867-8e7f-6a5b4c3d2e02';

function renderPage(respond: Respond) {
  const testApi = createTestApi({ token: 'tok', respond });
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/products" element={<ProductListPage />} />
        <Route path="/products/:uuid" element={<h1>Product stub</h1>} />
        <Route path="/recipes" element={<h1>Recipes stub</h1>} />
      </Routes>
      <LocationDisplay />
    </>,
    { api: testApi.api, route: '/products' },
  );
  return { ...testApi, ...result, user: userEvent.setup() };
}

describe('ProductListPage', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));
  afterAll(() => activateLocale('en-GB', catalogs));

  it('asks the API for all products sorted by name, with the token', async () => {
    const { requests } = renderPage(() => jsonResponse(200, collection([])));
    await screen.findByText('No products yet.');

    expect(requests()).toHaveLength(1);
    const request = requests()[0]!;
    const url = new URL(request.url, 'http://localhost');
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/products');
    expect(Object.fromEntries(url.searchParams)).toEqual({ pagination: 'false', 'order[name]': 'asc' });
    expect(request.headers['X-API-KEY']).toBe('tok');
  });

  it('shows the heading and the empty state when there are no products', async () => {
    renderPage(() => jsonResponse(200, collection([])));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Products$/);
    expect(await screen.findByRole('status')).toHaveTextContent('No products yet.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the product names as links to their detail pages', async () => {
    const { user } = renderPage(() => jsonResponse(200, collection([product(APPLE, 'Apple'), product(BREAD, 'Brown bread')])));
    const list = await screen.findByRole('list', { name: 'Products' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Apple', `/products/${APPLE}`],
      ['Brown bread', `/products/${BREAD}`],
    ]);

    await user.click(within(list).getByRole('link', { name: 'Brown bread' }));
    expect(await screen.findByRole('heading', { name: 'Product stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/products/${BREAD}`);
  });

  it('links to the recipes from the header', async () => {
    const { user } = renderPage(() => jsonResponse(200, collection([])));
    await user.click(screen.getByRole('link', { name: 'Recipes' }));
    expect(await screen.findByRole('heading', { name: 'Recipes stub' })).toBeInTheDocument();
  });

  it('shows an inline error with Retry on a server error, and Retry fetches again', async () => {
    let calls = 0;
    const { requests, user } = renderPage(() => (++calls === 1 ? problemResponse(500) : jsonResponse(200, collection([product(APPLE, 'Apple')]))));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');
    expect(requests()).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: 'Apple' })).toHaveAttribute('href', `/products/${APPLE}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests()[1]!.url).toBe(requests()[0]!.url);
  });

  it('speaks Dutch when nl-NL is active', async () => {
    activateLocale('nl-NL', catalogs);
    renderPage(() => jsonResponse(200, collection([])));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Producten$/);
    expect(screen.getByRole('link', { name: 'Recepten' })).toBeInTheDocument();
    expect(await screen.findByText('Nog geen producten.')).toBeInTheDocument();
  });
});
