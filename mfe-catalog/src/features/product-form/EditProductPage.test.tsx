import { activateLocale, createTestApi, jsonResponse, renderWithProviders, type Respond, problemResponse } from '../../../../shared/test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { EditProductPage } from './EditProductPage';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

const UUID = '5d1e2c3b-4a59-4867-8e7f-6a5b4c3d2e02';

const product = { '@id': `/api/products/${UUID}`, '@type': 'Product', uuid: UUID, name: 'Brown bread' };


function renderPage(respond: Respond) {
  const testApi = createTestApi({ token: 'tok', respond });
  const result = renderWithProviders(
    <Routes>
      <Route path="/products/:uuid/edit" element={<EditProductPage />} />
    </Routes>,
    { api: testApi.api, route: `/products/${UUID}/edit` },
  );
  return { ...testApi, ...result, user: userEvent.setup() };
}

describe('EditProductPage', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));
  afterAll(() => activateLocale('en-GB', catalogs));

  it('loads the product of the URL with the token and links back to it', async () => {
    const { requests } = renderPage(() => jsonResponse(200, product));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Edit product$/);
    expect(await screen.findByRole('link', { name: 'Brown bread' })).toHaveAttribute('href', `/products/${UUID}`);
    expect(requests()).toHaveLength(1);
    expect(requests()[0]).toMatchObject({ method: 'GET', url: `/api/products/${UUID}`, headers: { 'X-API-KEY': 'tok' } });
  });

  it('says the product could not be found on a 404', async () => {
    renderPage(() => problemResponse(404));
    expect(await screen.findByRole('status')).toHaveTextContent('This product could not be found.');
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows an inline error with Retry on a server error, and Retry fetches again', async () => {
    let calls = 0;
    const { requests, user } = renderPage(() => (++calls === 1 ? problemResponse(500) : jsonResponse(200, product)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: 'Brown bread' })).toBeInTheDocument();
    await waitFor(() => expect(requests()).toHaveLength(2));
  });

  it('speaks Dutch when nl-NL is active', async () => {
    activateLocale('nl-NL', catalogs);
    renderPage(() => problemResponse(404));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Product bewerken$/);
    expect(await screen.findByText('Dit product is niet gevonden.')).toBeInTheDocument();
  });
});
