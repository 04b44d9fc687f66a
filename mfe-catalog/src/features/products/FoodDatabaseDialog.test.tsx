import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { zeroNutrients } from '@nutrilog/shared/nutrients';
import {
  activateLocale,
  createTestApi,
  jsonResponse,
  LocationDisplay,
  problemResponse,
  renderWithProviders,
  type Respond,
  type TestRequest,
} from '@nutrilog/shared/test';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { ProductListPage } from './ProductListPage';

jest.setTimeout(30_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

const food = (source: string, id: string, name: string, values: Record<string, unknown> = {}) => ({
  '@context': '/api/contexts/Food',
  '@id': `/api/foods/${source}:${id}`,
  '@type': 'Food',
  source,
  name,
  brand: null,
  unit: 'gram',
  nutrientsPer: 100,
  nutrients: {
    ...zeroNutrients(),
    calories: 89,
    proteins: 1.09,
    totalCarbohydrates: 22.84,
    totalFat: 0.33,
    potassium: 358,
  },
  portions: [],
  product: null,
  ...values,
});

const RAW = food('reference', '09040', 'Bananas, raw', {
  portions: [
    { name: '1 medium', amount: 118 },
    { name: '1 cup, sliced', amount: 150 },
  ],
});
const CHIQUITA = food('openFoodFacts', '4011', 'Banana', {
  brand: 'Chiquita',
  nutrients: { ...zeroNutrients(), calories: 95 },
});
const FOODS = [
  food('product', 'b1', 'Banana bread', { product: '/api/products/b1' }),
  food('recipe', 'r1', 'Banana smoothie'),
  RAW,
  CHIQUITA,
];

const UUID = '6b1c0fb8-d0b9-4e7e-a065-9f7d8cab1f07';
const BANANAS = {
  '@id': `/api/products/${UUID}`,
  '@type': 'Product',
  uuid: UUID,
  name: 'Bananas, raw',
  origin: 'reference',
  portions: [],
};

interface Backend {
  foods?: Respond;
  fromFood?: Respond;
}

function backend({ foods, fromFood }: Backend = {}): Respond {
  return (request: TestRequest) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === '/api/products' && request.method === 'GET')
      return jsonResponse(200, { '@id': '/api/products', '@type': 'Collection', member: [], totalItems: 0 });
    if (url.pathname === '/api/foods') {
      if (foods) return foods(request);
      return jsonResponse(200, { '@id': '/api/foods', '@type': 'Collection', member: FOODS, totalItems: FOODS.length });
    }
    if (request.method === 'POST' && url.pathname === '/api/products/from_food')
      return fromFood ? fromFood(request) : jsonResponse(201, BANANAS);
    return problemResponse(404);
  };
}

function renderPage(options: Backend = {}) {
  const testApi = createTestApi({ token: 'tok', respond: backend(options) });
  const result = renderWithProviders(
    <>
      <Routes>
        <Route path="/products" element={<ProductListPage />} />
        <Route path="/products/:uuid" element={<h1>Product stub</h1>} />
        <Route path="/create-intake-log" element={<h1>Intake form stub</h1>} />
      </Routes>
      <LocationDisplay />
    </>,
    { api: testApi.api, route: '/products' },
  );
  return { ...testApi, ...result, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

const requestsTo = (requests: TestRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && new URL(request.url, 'http://localhost').pathname === path);

async function openAndSearch(
  user: User,
  text: string,
  names = { open: 'Add from food database', search: 'Search the food database' },
) {
  await user.click(screen.getByRole('button', { name: names.open }));
  const dialog = await screen.findByRole('dialog', { name: names.open });
  await user.type(within(dialog).getByRole('searchbox', { name: names.search }), text);
  return dialog;
}

const resultNames = (dialog: HTMLElement) =>
  within(within(dialog).getByRole('list', { name: 'Results' }))
    .getAllByRole('button')
    .map((button) => button.textContent);

describe('FoodDatabaseDialog', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));
  afterAll(() => activateLocale('en-GB', catalogs));

  it('searches the food database, listing its foods (no own products, recipes) with brand, kcal, source', async () => {
    const { user, requests } = renderPage();
    const dialog = await openAndSearch(user, 'banana');
    await waitFor(() =>
      expect(resultNames(dialog)).toEqual([
        'Bananas, raw89 kcal per 100 g · USDA SR 28',
        'BananaChiquita · 95 kcal per 100 g · Open Food Facts',
      ]),
    );
    // Read as one sentence.
    expect(
      within(dialog).getByRole('button', { name: 'Banana, Chiquita, 95 kcal per 100 g, Open Food Facts' }),
    ).toBeInTheDocument();
    const searches = requestsTo(requests(), 'GET', '/api/foods').map((request) =>
      Object.fromEntries(new URL(request.url, 'http://localhost').searchParams),
    );
    expect(searches).toEqual([{ q: 'banana', itemsPerPage: '30' }]);
  });

  it("shows a chosen food's nutrients and portions; Add makes it a product, says so and opens its page", async () => {
    const { user, requests, notify } = renderPage();
    const dialog = await openAndSearch(user, 'banana');
    await user.click(await within(dialog).findByRole('button', { name: /^Bananas, raw/ }));

    expect(within(dialog).getByRole('heading', { name: 'Bananas, raw' })).toBeInTheDocument();
    const table = within(dialog).getByRole('table', { name: 'Per 100 g' });
    const calories = within(table)
      .getAllByRole('row')
      .find((row) => row.textContent?.startsWith('Calories'));
    expect(calories).toHaveTextContent('Calories89 kcal');
    expect(
      within(table)
        .getAllByRole('row')
        .find((row) => row.textContent?.startsWith('Potassium')),
    ).toHaveTextContent('Potassium358 mg');
    expect(
      within(within(dialog).getByRole('list', { name: 'Portions' }))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['1 medium (118 g)', '1 cup, sliced (150 g)']);

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/products/${UUID}`));
    expect(requestsTo(requests(), 'POST', '/api/products/from_food').map((request) => request.body)).toEqual([
      { food: '/api/foods/reference:09040' },
    ]);
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Product created' });
  });

  it('Add and log makes it a product and opens the intake form with it chosen', async () => {
    const { user, requests } = renderPage();
    const dialog = await openAndSearch(user, 'banana');
    await user.click(await within(dialog).findByRole('button', { name: /^Bananas, raw/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Add and log' }));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(`/create-intake-log?product=${UUID}`));
    expect(requestsTo(requests(), 'POST', '/api/products/from_food')).toHaveLength(1);
  });

  it('goes back to the results, and stays open saying so when the food could not be added', async () => {
    const { user, notify } = renderPage({ fromFood: () => problemResponse(500) });
    const dialog = await openAndSearch(user, 'banana');
    await user.click(await within(dialog).findByRole('button', { name: /^Banana\b.*Chiquita/ }));
    expect(within(dialog).getByText('No portions')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Back to results' }));
    await user.click(await within(dialog).findByRole('button', { name: /^Bananas, raw/ }));

    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        intent: 'error',
        title: 'The food could not be added to your products. Try again.',
      }),
    );
    expect(within(dialog).getByRole('button', { name: 'Add' })).toBeEnabled();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products$/);
  });

  it('says when a food is already a product, when nothing was found, and when online results are missing', async () => {
    const made = food('reference', '09041', 'Bananas, dehydrated', { product: BANANAS['@id'] });
    const answers = [
      { member: [made], partial: true },
      { member: [], partial: false },
    ];
    const { user } = renderPage({
      foods: (request) => {
        const q = new URL(request.url, 'http://localhost').searchParams.get('q');
        const answer = q === 'xyzzy' ? answers[1]! : answers[0]!;
        return jsonResponse(200, {
          '@id': '/api/foods',
          '@type': 'Collection',
          totalItems: answer.member.length,
          ...answer,
        });
      },
    });
    const dialog = await openAndSearch(user, 'banana');
    expect(await within(dialog).findByText('Online results are unavailable right now.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: /^Bananas, dehydrated/ }));
    expect(within(dialog).getByText('Already in your products.')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Back to results' }));
    const search = within(dialog).getByRole('searchbox', { name: 'Search the food database' });
    await user.clear(search);
    await user.type(search, 'xyzzy');
    expect(await within(dialog).findByText('No results found.')).toBeInTheDocument();
  });

  it('says when the food database could not be searched', async () => {
    const { user } = renderPage({ foods: () => problemResponse(500) });
    const dialog = await openAndSearch(user, 'banana');
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The food database could not be searched.');
  });

  it('speaks Dutch', async () => {
    activateLocale('nl-NL', catalogs);
    const { user } = renderPage();
    const dialog = await openAndSearch(user, 'banaan', {
      open: 'Toevoegen uit voedingsmiddelendatabase',
      search: 'Zoek in de voedingsmiddelendatabase',
    });
    await user.click(await within(dialog).findByRole('button', { name: /^Bananas, raw/ }));
    expect(within(dialog).getByRole('button', { name: 'Toevoegen en loggen' })).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Terug naar de resultaten' })).toBeInTheDocument();
  });
});
