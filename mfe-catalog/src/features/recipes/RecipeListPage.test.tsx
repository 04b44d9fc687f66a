import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  activateLocale,
  createTestApi,
  jsonResponse,
  LocationDisplay,
  renderWithProviders,
  type Respond,
  problemResponse,
  rowsOf,
} from '@nutrilog/shared/test';
import { RECIPE } from '../../components/recipe-test-kit';
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

const { items: _items, ...BUTTERED_BREAD } = RECIPE;
const SOUP_UUID = '8b7c6d5e-4f3a-4b2c-9d0e-1f2a3b4c5d02';
const SOUP = {
  ...BUTTERED_BREAD,
  '@id': `/api/recipes/${SOUP_UUID}`,
  uuid: SOUP_UUID,
  name: 'Tomato soup',
  unit: 'milliliter',
  unitSize: 1500,
  effectiveNutrients: { ...RECIPE.effectiveNutrients, calories: 1234.4 },
  portions: [],
};

function renderPage(respond: Respond) {
  const testApi = createTestApi({ token: 'tok', respond });
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/recipes" element={<RecipeListPage />} />
        <Route path="/recipes/:uuid" element={<h1>Recipe stub</h1>} />
        <Route path="/products" element={<h1>Products stub</h1>} />
      </Routes>
      <LocationDisplay />
    </>,
    { api: testApi.api, route: '/recipes' },
  );
  return { ...testApi, ...result, user: userEvent.setup() };
}

const isList = (url: string) => url.startsWith('/api/recipes?');

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

  it('lists each recipe with unit size and whole-recipe kcal, linked to its detail (preloaded on intent)', async () => {
    const { user, preload } = renderPage(() => jsonResponse(200, collection([BUTTERED_BREAD, SOUP])));
    const list = await screen.findByRole('list', { name: 'Recipes' });
    expect(rowsOf(list)).toEqual([
      ['Buttered bread', '250 g · 391 kcal'],
      ['Tomato soup', '1,500 ml · 1,234 kcal'],
    ]);
    const links = within(list).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      `/recipes/${RECIPE.uuid}`,
      `/recipes/${SOUP_UUID}`,
    ]);

    await user.hover(links[1]!);
    expect(preload).toHaveBeenCalledWith(`/recipes/${SOUP_UUID}`);
    await user.click(links[1]!);
    expect(await screen.findByRole('heading', { name: 'Recipe stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/recipes/${SOUP_UUID}`);
  });

  it('links back to the products', async () => {
    const { user } = renderPage(() => jsonResponse(200, collection([])));
    await user.click(screen.getByRole('link', { name: 'Products' }));
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/);
  });

  it('creates a recipe from the dialog, says so, refreshes the list and opens the new recipe', async () => {
    const respond: Respond = (request) =>
      request.method === 'POST'
        ? jsonResponse(201, { ...SOUP, items: [] })
        : jsonResponse(200, collection([BUTTERED_BREAD]));
    const { user, requests, notify } = renderPage(respond);
    await screen.findByRole('list', { name: 'Recipes' });

    await user.click(screen.getByRole('button', { name: 'Add recipe' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('heading', { name: 'Add recipe' })).toBeInTheDocument();
    await user.clear(within(dialog).getByRole('textbox', { name: 'Unit size' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Name is required.')).toBeInTheDocument();
    expect(within(dialog).getByText('Unit size must be greater than 0.')).toBeInTheDocument();
    expect(requests().filter((request) => request.method === 'POST')).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Tomato soup');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Unit' }), 'Millilitre');
    await user.type(within(dialog).getByRole('textbox', { name: 'Unit size' }), '1500');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    expect(await screen.findByRole('heading', { name: 'Recipe stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/recipes/${SOUP_UUID}`);
    const post = requests().find((request) => request.method === 'POST')!;
    expect(post).toMatchObject({
      url: '/api/recipes',
      body: { name: 'Tomato soup', unit: 'milliliter', unitSize: 1500 },
    });
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Recipe created' });
    await waitFor(() => expect(requests().filter((request) => isList(request.url))).toHaveLength(2));
  });

  it('shows an inline error with Retry on a server error, and Retry fetches again', async () => {
    let calls = 0;
    const { requests, user } = renderPage(() =>
      ++calls === 1 ? problemResponse(500) : jsonResponse(200, collection([SOUP])),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');
    expect(requests()).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('link', { name: 'Tomato soup' })).toHaveAttribute('href', `/recipes/${SOUP_UUID}`);
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
