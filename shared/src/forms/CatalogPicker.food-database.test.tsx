import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import useSWR from 'swr';
import { type Nutrients, zeroNutrients } from '@nutrilog/shared/nutrients';
import type { Portion, Product } from '@nutrilog/shared/schemas';
import type { Food } from '@nutrilog/shared/schemas';
import {
  activateLocale,
  createTestApi,
  jsonResponse,
  problemResponse,
  renderWithProviders,
  type Respond,
  type TestRequest,
  STORED_AT,
} from '@nutrilog/shared/test';
import { CatalogPicker } from './CatalogPicker';
import { useProductFoodDatabase } from './food-database';

jest.setTimeout(20_000);

const n = (values: Partial<Nutrients>): Nutrients => ({ ...zeroNutrients(), ...values });

const portion = (uuid: string, name: string, amount: number): Portion => ({
  '@id': `/api/portions/${uuid}`,
  '@type': 'Portion',
  ...STORED_AT,
  uuid,
  name,
  amount,
  effectiveNutrients: zeroNutrients(),
});

const product = (uuid: string, name: string, portions: Portion[] = []): Product => ({
  '@id': `/api/products/${uuid}`,
  '@type': 'Product',
  ...STORED_AT,
  uuid,
  name,
  unit: 'gram',
  nutrientsPer: 100,
  nutrients: n({ calories: 89 }),
  favorite: false,
  barcode: null,
  origin: null,
  portions,
});

const food = (source: Food['source'], id: string, name: string, values: Partial<Food> = {}): Food => ({
  '@context': '/api/contexts/Food',
  '@id': `/api/foods/${source}:${id}`,
  '@type': 'Food',
  source,
  name,
  brand: null,
  unit: 'gram',
  nutrientsPer: 100,
  nutrients: n({ calories: 89, proteins: 1.09 }),
  portions: [],
  product: null,
  ...values,
});

const BANANA_BREAD = product('b1', 'Banana bread');
/** What POST /api/products/from_food makes of "Bananas, raw". */
const BANANAS = product('b2', 'Bananas, raw', [portion('p1', '1 medium', 118), portion('p2', '1 cup, sliced', 150)]);
const DRIED = product('b3', 'Bananas, dehydrated');

const RAW = food('reference', '09040', 'Bananas, raw', { portions: [{ name: '1 medium', amount: 118 }] });
const CHIQUITA = food('openFoodFacts', '4011', 'Banana', { brand: 'Chiquita', nutrients: n({ calories: 95.4 }) });
/** Made into the user's "Banana bread" before: listed as that product, not again. */
const MADE_BEFORE = food('reference', '18003', 'Banana bread, homemade', { product: BANANA_BREAD['@id'] });
/** Made into a product the name search does not find (renamed): choosing it answers that product. */
const RENAMED = food('reference', '09041', 'Bananas, dehydrated', {
  product: DRIED['@id'],
  nutrients: n({ calories: 346 }),
});

const FOODS: Food[] = [
  food('product', 'b1', 'Banana bread', { product: BANANA_BREAD['@id'] }),
  food('recipe', 'r1', 'Banana smoothie'),
  RAW,
  MADE_BEFORE,
  RENAMED,
  CHIQUITA,
];

interface Backend {
  foods?: Respond;
  fromFood?: Respond;
}

/** The user's products searched by name, the food search and from_food, as the API answers them. */
function backend({ foods, fromFood }: Backend = {}): Respond {
  return (request: TestRequest) => {
    const url = new URL(request.url, 'http://localhost');
    if (url.pathname === '/api/products') {
      const name = (url.searchParams.get('name') ?? '').toLowerCase();
      const member = [BANANA_BREAD].filter((candidate) => candidate.name.toLowerCase().includes(name));
      return jsonResponse(200, { '@id': '/api/products', '@type': 'Collection', member, totalItems: member.length });
    }
    if (url.pathname === '/api/products/most_used')
      return jsonResponse(200, { '@id': url.pathname, '@type': 'Collection', member: [], totalItems: 0 });
    if (url.pathname === '/api/foods') {
      if (foods) return foods(request);
      return jsonResponse(200, { '@id': '/api/foods', '@type': 'Collection', member: FOODS, totalItems: FOODS.length });
    }
    if (request.method === 'POST' && url.pathname === '/api/products/from_food') {
      if (fromFood) return fromFood(request);
      const chosen = (request.body as { food: string }).food;
      return chosen === RENAMED['@id'] ? jsonResponse(200, DRIED) : jsonResponse(201, BANANAS);
    }
    return problemResponse(404);
  };
}

/** Another reader of the products (as the dashboard's most used list is): refreshed when a product is made. */
function MostUsed() {
  useSWR('/api/products/most_used');
  return null;
}

function Harness({ onSelect }: { onSelect: (product: Product) => void }) {
  const [selected, setSelected] = useState<Product | null>(null);
  const foodDatabase = useProductFoodDatabase();
  return (
    <>
      <CatalogPicker<Product>
        path="/api/products"
        label="Product"
        selected={selected}
        foodDatabase={foodDatabase}
        onSelect={(chosen) => {
          setSelected(chosen);
          onSelect(chosen);
        }}
      />
      <p data-testid="portions">
        {selected?.portions.map((candidate) => `${candidate.name} (${candidate.amount} g)`).join(', ')}
      </p>
      <MostUsed />
    </>
  );
}

function setup(options: Backend = {}) {
  const testApi = createTestApi({ token: 'tok', respond: backend(options) });
  const onSelect = jest.fn();
  const result = renderWithProviders(<Harness onSelect={onSelect} />, { api: testApi.api, route: null });
  return {
    ...testApi,
    ...result,
    onSelect,
    user: userEvent.setup(),
    picker: screen.getByRole('combobox', { name: 'Product' }),
  };
}

const requestsTo = (requests: TestRequest[], method: string, path: string) =>
  requests.filter((request) => request.method === method && new URL(request.url, 'http://localhost').pathname === path);

/** The accessible names of a group's options. */
const optionsOf = (group: string) =>
  within(screen.getByRole('group', { name: group }))
    .getAllByRole('option')
    .map((option) => option.getAttribute('aria-label') ?? option.textContent);

describe('CatalogPicker with the food database', () => {
  beforeEach(() => activateLocale('en-GB'));
  afterAll(() => activateLocale('en-GB'));

  it('lists own products, then a "Food database" group of reference and Open Food Facts foods not own', async () => {
    const { user, picker, requests } = setup();
    await user.click(picker);
    // Nothing typed: the own products only, and no food search.
    await waitFor(() => expect(optionsOf('Your products')).toEqual(['Banana bread']));
    expect(screen.queryByRole('group', { name: 'Food database' })).not.toBeInTheDocument();
    expect(requestsTo(requests(), 'GET', '/api/foods')).toHaveLength(0);

    await user.type(picker, 'banana');
    await waitFor(() => expect(optionsOf('Food database')).toHaveLength(3));
    expect(optionsOf('Your products')).toEqual(['Banana bread']);
    expect(optionsOf('Food database')).toEqual([
      'Bananas, raw, 89 kcal per 100 g, USDA SR 28',
      'Bananas, dehydrated, 346 kcal per 100 g, USDA SR 28',
      'Banana, Chiquita, 95 kcal per 100 g, Open Food Facts',
    ]);
    const searches = requestsTo(requests(), 'GET', '/api/foods').map((request) =>
      Object.fromEntries(new URL(request.url, 'http://localhost').searchParams),
    );
    expect(searches).toEqual([{ q: 'banana', itemsPerPage: '30' }]);
  });

  it('keeps the own products in place while the food database answers, so a click on one is not lost', async () => {
    let answer: (response: Response) => void = () => undefined;
    const { user, picker, onSelect } = setup({ foods: () => new Promise<Response>((resolve) => (answer = resolve)) });
    await user.type(picker, 'banana');
    await screen.findByRole('option', { name: 'Searching the food database…' });
    const own = screen.getByRole('option', { name: 'Banana bread' });

    answer(jsonResponse(200, { '@id': '/api/foods', '@type': 'Collection', member: [], totalItems: 0 }));
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: 'Searching the food database…' })).not.toBeInTheDocument(),
    );
    expect(own).toBeInTheDocument();
    await user.click(own);
    expect(onSelect).toHaveBeenCalledWith(BANANA_BREAD);
  });

  it('makes a chosen database food a product, says so, selects it with portions, refreshes product reads', async () => {
    const { user, picker, requests, notify, onSelect } = setup();
    await user.type(picker, 'banana');
    await waitFor(() => expect(requestsTo(requests(), 'GET', '/api/products/most_used')).toHaveLength(1));
    await user.click(await screen.findByRole('option', { name: /^Bananas, raw/ }));

    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(BANANAS));
    expect(requestsTo(requests(), 'POST', '/api/products/from_food').map((request) => request.body)).toEqual([
      { food: '/api/foods/reference:09040' },
    ]);
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Product created' });
    expect(picker).toHaveValue('Bananas, raw');
    expect(screen.getByTestId('portions')).toHaveTextContent('1 medium (118 g), 1 cup, sliced (150 g)');
    await waitFor(() => expect(requestsTo(requests(), 'GET', '/api/products/most_used')).toHaveLength(2));

    // Closing the list again keeps the new product's name.
    await user.click(picker);
    await user.keyboard('{Escape}');
    expect(picker).toHaveValue('Bananas, raw');
  });

  it('chooses a food by keyboard alone', async () => {
    const { user, picker, onSelect } = setup();
    await user.type(picker, 'banana');
    const raw = await screen.findByRole('option', { name: /^Bananas, raw/ });
    // Typing makes the first option (Banana bread, own) the active one; the first database food follows it.
    await user.keyboard('{ArrowDown}');
    expect(picker).toHaveAttribute('aria-activedescendant', raw.id);
    await user.keyboard('{Enter}');
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(BANANAS));
    expect(picker).toHaveValue('Bananas, raw');
  });

  it('selects the product made before from a food without announcing a new one', async () => {
    const { user, picker, notify, onSelect } = setup();
    await user.type(picker, 'banana');
    await user.click(await screen.findByRole('option', { name: /^Bananas, dehydrated/ }));
    await waitFor(() => expect(onSelect).toHaveBeenCalledWith(DRIED));
    expect(picker).toHaveValue('Bananas, dehydrated');
    expect(notify).not.toHaveBeenCalled();
  });

  it('says when the food could not be added, and keeps the earlier choice', async () => {
    const { user, picker, notify, onSelect } = setup({ fromFood: () => problemResponse(500) });
    await user.type(picker, 'banana bread');
    await user.click(await screen.findByRole('option', { name: 'Banana bread' }));
    expect(onSelect).toHaveBeenCalledWith(BANANA_BREAD);

    await user.clear(picker);
    await user.type(picker, 'banana');
    await user.click(await screen.findByRole('option', { name: /^Bananas, raw/ }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        intent: 'error',
        title: 'The food could not be added to your products. Try again.',
      }),
    );
    await waitFor(() => expect(picker).toHaveValue('Banana bread'));
    expect(onSelect).toHaveBeenCalledTimes(1);
  });

  it('says quietly when the online results are missing, and when the food database could not be searched', async () => {
    const partial = { '@id': '/api/foods', '@type': 'Collection', member: [RAW], totalItems: 1, partial: true };
    const first = setup({ foods: () => jsonResponse(200, partial) });
    await first.user.type(first.picker, 'banana');
    await waitFor(() =>
      expect(optionsOf('Food database')).toEqual([
        'Bananas, raw, 89 kcal per 100 g, USDA SR 28',
        'Online results are unavailable right now.',
      ]),
    );
    expect(screen.getByRole('option', { name: 'Online results are unavailable right now.' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    first.unmount();

    const second = setup({ foods: () => problemResponse(500) });
    await second.user.type(second.picker, 'banana');
    await waitFor(() => expect(optionsOf('Food database')).toEqual(['The food database could not be searched.']));
    expect(optionsOf('Your products')).toEqual(['Banana bread']);
  });

  it('lists the own products at once while the food database is still searching', async () => {
    let answer: (response: Response) => void = () => undefined;
    const slow = new Promise<Response>((resolve) => (answer = resolve));
    const { user, picker } = setup({ foods: () => slow });
    await user.type(picker, 'banana');
    await waitFor(() => expect(optionsOf('Food database')).toEqual(['Searching the food database…']));
    expect(optionsOf('Your products')).toEqual(['Banana bread']);

    answer(jsonResponse(200, { '@id': '/api/foods', '@type': 'Collection', member: [RAW], totalItems: 1 }));
    await waitFor(() => expect(optionsOf('Food database')).toEqual(['Bananas, raw, 89 kcal per 100 g, USDA SR 28']));
  });

  it('shows at most 15 foods of the database', async () => {
    const many = Array.from({ length: 30 }, (_, index) =>
      food('reference', `9${String(index).padStart(4, '0')}`, `Banana ${index + 1}`),
    );
    const { user, picker } = setup({
      foods: () => jsonResponse(200, { '@id': '/api/foods', '@type': 'Collection', member: many, totalItems: 59 }),
    });
    await user.type(picker, 'banana');
    await waitFor(() => expect(optionsOf('Food database')).toHaveLength(15));
    expect(optionsOf('Food database').at(-1)).toBe('Banana 15, 89 kcal per 100 g, USDA SR 28');
  });

  it('says nothing was found when neither the products nor the database know the text', async () => {
    const empty = { '@id': '/api/foods', '@type': 'Collection', member: [], totalItems: 0 };
    const { user, picker } = setup({ foods: () => jsonResponse(200, empty) });
    await user.type(picker, 'xyzzy');
    expect(await screen.findByRole('option', { name: 'No results found.' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('speaks Dutch', async () => {
    activateLocale('nl-NL');
    const { user, picker } = setup();
    await user.type(picker, 'banana');
    await waitFor(() => expect(optionsOf('Voedingsmiddelendatabase')).toHaveLength(3));
    expect(optionsOf('Je producten')).toEqual(['Banana bread']);
    expect(optionsOf('Voedingsmiddelendatabase')[0]).toBe('Bananas, raw, 89 kcal per 100 g, USDA SR 28');
    // What is seen: the name over its details.
    expect(screen.getByRole('option', { name: /^Bananas, raw/ })).toHaveTextContent(
      'Bananas, raw89 kcal per 100 g · USDA SR 28',
    );
  });
});
