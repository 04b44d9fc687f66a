import { Button } from '@fluentui/react-components';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ApiError } from '@nutrilog/shared/api-client';
import type { Product } from '@nutrilog/shared/schemas';
import type { RecipeItemInput } from '@nutrilog/shared/schemas';
import {
  activateLocale,
  collection,
  createTestApi,
  jsonResponse,
  nutrients,
  problemResponse,
  renderWithProviders,
  type Respond,
  rowsOf,
  STORED_AT,
} from '@nutrilog/shared/test';
import { BREAD, BREAD_ITEM, BUTTER, BUTTER_ITEM } from './recipe-test-kit';
import { RecipeItemDialog, type RecipeItemDialogProps } from './RecipeItemDialog';

jest.setTimeout(30_000);

type Submit = jest.Mock<Promise<void>, [RecipeItemInput]>;
const succeeding = (): Submit => jest.fn<Promise<void>, [RecipeItemInput]>(() => Promise.resolve());
const failing = (error: unknown): Submit => jest.fn<Promise<void>, [RecipeItemInput]>(() => Promise.reject(error));

/** "Bananas, raw" of the food database: 89 kcal per 100 g, a medium one is 118 g. */
const BANANA_FOOD = {
  '@id': '/api/foods/reference:09040',
  '@type': 'Food',
  source: 'reference',
  name: 'Bananas, raw',
  brand: null,
  unit: 'gram',
  nutrientsPer: 100,
  nutrients: nutrients({ calories: 89 }),
  portions: [{ name: '1 medium', amount: 118 }],
  product: null,
};
/** The product POST /api/products/from_food makes of it. */
const BANANAS: Product = {
  ...BUTTER,
  '@id': '/api/products/6b1c0fb8-d0b9-4e7e-a065-9f7d8cab1f07',
  uuid: '6b1c0fb8-d0b9-4e7e-a065-9f7d8cab1f07',
  name: 'Bananas, raw',
  nutrients: nutrients({ calories: 89 }),
  origin: 'reference',
  portions: [
    {
      '@id': '/api/portions/7c2d1fc9-e1ca-4f8f-b176-0a8e9dbc2f08',
      '@type': 'Portion',
      ...STORED_AT,
      uuid: '7c2d1fc9-e1ca-4f8f-b176-0a8e9dbc2f08',
      name: '1 medium',
      amount: 118,
      effectiveNutrients: nutrients({ calories: 105.02 }),
    },
  ],
};

/** The user's products, searched by name like the API does; the details of existing ones; the food database. */
const catalogue: Respond = (request) => {
  const url = new URL(request.url, 'http://localhost');
  if (url.pathname === '/api/foods') {
    const member = (url.searchParams.get('q') ?? '').includes('banana') ? [BANANA_FOOD] : [];
    return jsonResponse(200, { '@id': '/api/foods', '@type': 'Collection', member, totalItems: member.length });
  }
  if (request.method === 'POST' && url.pathname === '/api/products/from_food') return jsonResponse(201, BANANAS);
  if (url.pathname === '/api/products') {
    const name = (url.searchParams.get('name') ?? '').toLowerCase();
    return jsonResponse(
      200,
      collection([BREAD, BUTTER].filter((product) => product.name.toLowerCase().includes(name))),
    );
  }
  if (url.pathname === `/api/products/${BREAD.uuid}`) return jsonResponse(200, BREAD);
  return problemResponse(404);
};

function setup(onSubmit: Submit, props: Partial<RecipeItemDialogProps> = {}, respond: Respond = catalogue) {
  const testApi = createTestApi({ token: 'tok', respond });
  const { notify } = renderWithProviders(
    <RecipeItemDialog trigger={<Button>Open</Button>} title="Add item" onSubmit={onSubmit} {...props} />,
    { api: testApi.api, route: null },
  );
  return { ...testApi, notify, user: userEvent.setup() };
}

type User = ReturnType<typeof userEvent.setup>;

async function open(user: User) {
  await user.click(screen.getByRole('button', { name: 'Open' }));
  return screen.findByRole('dialog');
}

async function pickProduct(user: User, dialog: HTMLElement, search: string, name: string) {
  const picker = within(dialog).getByRole('combobox', { name: 'Product' });
  await user.clear(picker);
  // Typed into the focused picker: a click on it would toggle its open list closed and put the chosen name back.
  await user.keyboard(search);
  // Click only once the list answers this search: an option of an earlier list may be replaced under the click.
  await waitFor(() =>
    expect(
      within(screen.getByRole('listbox'))
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([name]),
  );
  await user.click(screen.getByRole('option', { name }));
  await waitFor(() => expect(picker).toHaveValue(name));
}

const preview = (dialog: HTMLElement) => rowsOf(within(dialog).getByRole('list', { name: 'Nutrients of this item' }));

describe('RecipeItemDialog', () => {
  beforeEach(() => activateLocale('en-GB'));

  it('searches 15 products by name, alphabetically, and says when none match', async () => {
    const { user, requests } = setup(succeeding());
    const dialog = await open(user);
    expect(requests()).toHaveLength(0);

    await user.type(within(dialog).getByRole('combobox', { name: 'Product' }), 'bre');
    expect(await screen.findByRole('option', { name: 'Bread' })).toBeInTheDocument();
    const productSearches = () => requests().filter((request) => request.url.startsWith('/api/products'));
    await waitFor(() => expect(productSearches().at(-1)!.url).toContain('name=bre'));
    const url = new URL(productSearches().at(-1)!.url, 'http://localhost');
    expect(url.pathname).toBe('/api/products');
    expect(Object.fromEntries(url.searchParams)).toEqual({ name: 'bre', itemsPerPage: '15', 'order[name]': 'asc' });
    expect(screen.queryByRole('option', { name: 'Butter' })).not.toBeInTheDocument();

    await user.type(within(dialog).getByRole('combobox', { name: 'Product' }), 'x');
    expect(await screen.findByRole('option', { name: 'No results found.' })).toHaveAttribute('aria-disabled', 'true');
  });

  it('takes a food of the food database as the product: made a product, announced, with its portion', async () => {
    const onSubmit = succeeding();
    const { user, requests, notify } = setup(onSubmit);
    const dialog = await open(user);
    await user.type(within(dialog).getByRole('combobox', { name: 'Product' }), 'banana');
    const group = await screen.findByRole('group', { name: 'Food database' });
    await user.click(within(group).getByRole('option', { name: 'Bananas, raw, 89 kcal per 100 g, USDA SR 28' }));

    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Portion' })).toHaveDisplayValue('1 medium (118 g)'),
    );
    expect(
      requests()
        .filter((request) => request.method === 'POST')
        .map((request) => [request.url, request.body]),
    ).toEqual([['/api/products/from_food', { food: '/api/foods/reference:09040' }]]);
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Product created' });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        product: BANANAS['@id'],
        portion: BANANAS.portions[0]!['@id'],
        amount: 0,
        quantity: 1,
      }),
    );
  });

  it('opens the results when a name is pasted, not only typed', async () => {
    const { user } = setup(succeeding());
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('combobox', { name: 'Product' }));
    await user.keyboard('{Escape}');
    await user.paste('butt');
    expect(await screen.findByRole('option', { name: 'Butter' })).toBeInTheDocument();
  });

  it('takes the first portion of a chosen product with quantity 1, and an amount without a portion', async () => {
    const onSubmit = succeeding();
    const { user } = setup(onSubmit);
    const dialog = await open(user);
    await pickProduct(user, dialog, 'bre', 'Bread');

    const portion = within(dialog).getByRole('combobox', { name: 'Portion' });
    expect(portion).toHaveDisplayValue('1 slice (35 g)');
    expect(
      within(portion)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No portion (amount)', '1 slice (35 g)', '1 roll (60 g)']);
    const quantity = within(dialog).getByRole('textbox', { name: 'Quantity' });
    expect(quantity).toHaveValue('1');
    expect(within(dialog).queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();

    await user.clear(quantity);
    await user.type(quantity, '2');
    expect(preview(dialog)).toEqual([
      ['Calories', '175 kcal'],
      ['Proteins', '6.3 g'],
      ['Carbohydrates', '31.5 g'],
      ['Fat', '2.1 g'],
    ]);

    await user.selectOptions(portion, 'No portion (amount)');
    expect(within(dialog).queryByRole('textbox', { name: 'Quantity' })).not.toBeInTheDocument();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('');
    expect(amount.parentElement).toHaveTextContent('g');
    expect(preview(dialog)[0]).toEqual(['Calories', '0 kcal']);

    await user.type(amount, '150');
    expect(preview(dialog)).toEqual([
      ['Calories', '375 kcal'],
      ['Proteins', '13.5 g'],
      ['Carbohydrates', '67.5 g'],
      ['Fat', '4.5 g'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ product: BREAD['@id'], portion: null, amount: 150, quantity: 0 }),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('clears the amount when the product or the portion changes', async () => {
    const onSubmit = succeeding();
    const { user } = setup(onSubmit);
    const dialog = await open(user);
    await pickProduct(user, dialog, 'but', 'Butter');
    expect(within(dialog).getByRole('combobox', { name: 'Portion' })).toHaveDisplayValue('No portion (amount)');
    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '20');

    await pickProduct(user, dialog, 'bre', 'Bread');
    expect(within(dialog).getByRole('combobox', { name: 'Product' })).toHaveValue('Bread');
    expect(within(dialog).getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Portion' }), 'No portion (amount)');
    expect(within(dialog).getByRole('textbox', { name: 'Amount' })).toHaveValue('');

    await user.type(within(dialog).getByRole('textbox', { name: 'Amount' }), '20');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Portion' }), '1 roll (60 g)');
    expect(within(dialog).getByRole('textbox', { name: 'Quantity' })).toHaveValue('1');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        product: BREAD['@id'],
        portion: BREAD.portions[1]!['@id'],
        amount: 0,
        quantity: 1,
      }),
    );
  });

  it('requires a product, a quantity with a portion and an amount without one', async () => {
    const onSubmit = succeeding();
    const { user } = setup(onSubmit);
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Product is required.')).toBeInTheDocument();

    await pickProduct(user, dialog, 'but', 'Butter');
    await waitFor(() => expect(within(dialog).queryByText('Product is required.')).not.toBeInTheDocument());
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Amount must be greater than 0.')).toBeInTheDocument();

    await pickProduct(user, dialog, 'bre', 'Bread');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Quantity' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Quantity must be greater than 0.')).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it("starts from the item when editing, with all of its product's portions", async () => {
    const onSubmit = succeeding();
    const { user, requests } = setup(onSubmit, { item: BREAD_ITEM, title: 'Edit item' });
    const dialog = await open(user);
    expect(within(dialog).getByRole('combobox', { name: 'Product' })).toHaveValue('Bread');
    const portion = within(dialog).getByRole('combobox', { name: 'Portion' });
    expect(portion).toHaveDisplayValue('1 slice (35 g)');
    expect(within(dialog).getByRole('textbox', { name: 'Quantity' })).toHaveValue('2');
    expect(preview(dialog)[0]).toEqual(['Calories', '175 kcal']);
    expect(await within(portion).findByRole('option', { name: '1 roll (60 g)' })).toBeInTheDocument();
    expect(requests().map((request) => request.url)).toEqual([`/api/products/${BREAD.uuid}`]);

    await user.clear(within(dialog).getByRole('textbox', { name: 'Quantity' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Quantity' }), '3');
    expect(preview(dialog)[0]).toEqual(['Calories', '263 kcal']);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({
        product: BREAD['@id'],
        portion: BREAD.portions[0]!['@id'],
        amount: 0,
        quantity: 3,
      }),
    );
  });

  it('still edits an item whose product was deleted, previewing from the item', async () => {
    const onSubmit = succeeding();
    const { user, requests } = setup(onSubmit, { item: BUTTER_ITEM, title: 'Edit item' });
    const dialog = await open(user);
    await waitFor(() => expect(requests()).toHaveLength(1));
    expect(within(dialog).getByRole('combobox', { name: 'Product' })).toHaveValue('Butter');
    const amount = within(dialog).getByRole('textbox', { name: 'Amount' });
    expect(amount).toHaveValue('30');
    expect(preview(dialog)[0]).toEqual(['Calories', '216 kcal']);

    await user.clear(amount);
    await user.type(amount, '60');
    expect(preview(dialog)).toEqual([
      ['Calories', '432 kcal'],
      ['Proteins', '0.4 g'],
      ['Carbohydrates', '0.4 g'],
      ['Fat', '48.6 g'],
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(onSubmit).toHaveBeenCalledWith({ product: BUTTER['@id'], portion: null, amount: 60, quantity: 0 }),
    );
  });

  it("shows the API's violations next to their fields, and a general failure otherwise", async () => {
    const problem = {
      type: '/api/errors/422',
      title: 'Unprocessable',
      status: 422,
      violations: [{ propertyPath: 'portion', message: 'Portion is required.' }],
    };
    const onSubmit = failing(new ApiError(422, problem));
    const { user } = setup(onSubmit, { item: BREAD_ITEM, title: 'Edit item' });
    const dialog = await open(user);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Portion is required.')).toBeInTheDocument();
    expect(dialog).not.toHaveTextContent('The item could not be saved.');

    onSubmit.mockImplementation(() => Promise.reject(new ApiError(500, null)));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('The item could not be saved. Try again.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
