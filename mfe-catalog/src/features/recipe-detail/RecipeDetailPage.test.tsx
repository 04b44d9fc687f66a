import { activateLocale, createTestApi, jsonResponse, renderWithProviders, type Respond, problemResponse, rowsOf } from '../../../../shared/test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { RecipeDetailPage } from './RecipeDetailPage';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

const UUID = '8b7c6d5e-4f3a-4b2c-9d0e-1f2a3b4c5d02';

const recipe = {
  '@context': '/api/contexts/Recipe',
  '@id': `/api/recipes/${UUID}`,
  '@type': 'Recipe',
  uuid: UUID,
  name: 'Tomato soup',
  unit: 'milliliter',
  unitSize: 1000,
  items: [{ uuid: 'i1' }],
  portions: [
    { uuid: 'p1', name: 'Bowl', amount: 333.3333 },
    { uuid: 'p2', name: 'Cup', amount: 200 },
  ],
};


function renderPage(respond: Respond) {
  const testApi = createTestApi({ token: 'tok', respond });
  const result = renderWithProviders(
    <Routes>
      <Route path="/recipes/:uuid" element={<RecipeDetailPage />} />
    </Routes>,
    { api: testApi.api, route: `/recipes/${UUID}` },
  );
  return { ...testApi, ...result, user: userEvent.setup() };
}


describe('RecipeDetailPage', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));
  afterAll(() => activateLocale('en-GB', catalogs));

  it('asks the API for the recipe of the URL, with the token', async () => {
    const { requests } = renderPage(() => jsonResponse(200, recipe));
    await screen.findByRole('list');
    expect(requests()).toHaveLength(1);
    expect(requests()[0]).toMatchObject({ method: 'GET', url: `/api/recipes/${UUID}`, headers: { 'X-API-KEY': 'tok' } });
  });

  it("shows the recipe's name as heading and its portions", async () => {
    renderPage(() => jsonResponse(200, recipe));
    const list = await screen.findByRole('list', { name: 'Portions' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Tomato soup$/);
    expect(rowsOf(list)).toEqual([
      ['Bowl', '333.3 ml'],
      ['Cup', '200 ml'],
    ]);
  });

  it('says the recipe could not be found on a 404, under a generic heading', async () => {
    renderPage(() => jsonResponse(404, { type: 'about:blank', title: 'Not Found', status: 404 }, 'application/problem+json'));
    expect(await screen.findByRole('status')).toHaveTextContent('This recipe could not be found.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Recipe$/);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows an inline error with Retry on a server error, and Retry fetches again', async () => {
    let calls = 0;
    const { requests, user } = renderPage(() => (++calls === 1 ? problemResponse(500) : jsonResponse(200, recipe)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');
    expect(requests()).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Tomato soup' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(requests()).toHaveLength(2));
  });

  it('speaks Dutch when nl-NL is active', async () => {
    activateLocale('nl-NL', catalogs);
    const { unmount } = renderPage(() => jsonResponse(200, recipe));
    expect(await screen.findByRole('list', { name: 'Porties' })).toBeInTheDocument();
    unmount();

    renderPage(() => problemResponse(404));
    expect(await screen.findByText('Dit recept is niet gevonden.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Recept$/);
  });
});
