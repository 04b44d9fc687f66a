import { activateLocale, createTestApi, jsonResponse, LocationDisplay, renderWithProviders, type Respond, problemResponse } from '../../../../shared/test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { RecipeListPage } from './RecipeListPage';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

const collection = (member: unknown[]) => ({
  '@context': '/api/contexts/Recipe',
  '@id': '/api/recipes',
  '@type': 'Collection',
  member,
  totalItems: member.length,
});

const recipe = (uuid: string, name: string) => ({ '@id': `/api/recipes/${uuid}`, '@type': 'Recipe', uuid, name });


const PORRIDGE = '7a6b5c4d-3e2f-4a1b-8c9d-0e1f2a3b4c01';
const SOUP = '8b7c6d5e-4f3a-4b2c-9d0e-1f2a3b4c5d02';

function renderPage(respond: Respond) {
  const testApi = createTestApi({ token: 'tok', respond });
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/recipes" element={<RecipeListPage />} />
        <Route path="/recipes/:uuid" element={<h1>Recipe stub</h1>} />
      </Routes>
      <LocationDisplay />
    </>,
    { api: testApi.api, route: '/recipes' },
  );
  return { ...testApi, ...result, user: userEvent.setup() };
}

describe('RecipeListPage', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));
  afterAll(() => activateLocale('en-GB', catalogs));

  it('asks the API for all recipes sorted by name, with the token', async () => {
    const { requests } = renderPage(() => jsonResponse(200, collection([])));
    await screen.findByText('No recipes yet.');

    expect(requests()).toHaveLength(1);
    const request = requests()[0]!;
    const url = new URL(request.url, 'http://localhost');
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/recipes');
    expect(Object.fromEntries(url.searchParams)).toEqual({ pagination: 'false', 'order[name]': 'asc' });
    expect(request.headers['X-API-KEY']).toBe('tok');
  });

  it('shows the heading and the empty state when there are no recipes', async () => {
    renderPage(() => jsonResponse(200, collection([])));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Recipes$/);
    expect(await screen.findByRole('status')).toHaveTextContent('No recipes yet.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the recipe names as links to their detail pages', async () => {
    const { user } = renderPage(() => jsonResponse(200, collection([recipe(PORRIDGE, 'Porridge'), recipe(SOUP, 'Tomato soup')])));
    const list = await screen.findByRole('list', { name: 'Recipes' });
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => [link.textContent, link.getAttribute('href')])).toEqual([
      ['Porridge', `/recipes/${PORRIDGE}`],
      ['Tomato soup', `/recipes/${SOUP}`],
    ]);

    await user.click(links[1]!);
    expect(await screen.findByRole('heading', { name: 'Recipe stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/recipes/${SOUP}`);
  });

  it('shows an inline error with Retry on a server error, and Retry fetches again', async () => {
    let calls = 0;
    const { requests, user } = renderPage(() => (++calls === 1 ? problemResponse(500) : jsonResponse(200, collection([recipe(SOUP, 'Tomato soup')]))));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');
    expect(requests()).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: 'Tomato soup' })).toHaveAttribute('href', `/recipes/${SOUP}`);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests()[1]!.url).toBe(requests()[0]!.url);
  });

  it('speaks Dutch when nl-NL is active', async () => {
    activateLocale('nl-NL', catalogs);
    renderPage(() => jsonResponse(200, collection([])));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Recepten$/);
    expect(await screen.findByText('Nog geen recepten.')).toBeInTheDocument();
  });
});
