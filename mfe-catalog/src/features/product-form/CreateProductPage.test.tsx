import { screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import {
  activateLocale,
  jsonResponse,
  nutrients,
  problemResponse,
  type Respond,
  type TestRequest,
} from '@nutrilog/shared/test';
import { catalogs, product, PRODUCT_UUID, ProductListReader, renderCreatePage, textbox } from './product-form-test-kit';

jest.mock('../../components/camera', () => jest.requireActual('./camera-stand-ins-test-kit'));

jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;

const posts = (requests: () => TestRequest[]) => requests().filter((request) => request.method === 'POST');

/** Answers POST /api/products with the created product, and the product list with an empty collection. */
const creating: Respond = (request) =>
  request.method === 'POST'
    ? jsonResponse(201, product())
    : jsonResponse(200, { '@id': '/api/products', '@type': 'Collection', member: [], totalItems: 0 });

const violations =
  (list: { propertyPath: string; message: string }[]): Respond =>
  () =>
    jsonResponse(
      422,
      { type: '/api/errors/422', title: 'Unprocessable Content', status: 422, violations: list },
      'application/problem+json',
    );

const portionRow = (number: number) => screen.getByRole('group', { name: `Portion ${number}` });

async function addPortion(user: User, name: string, amount: string) {
  await user.click(screen.getByRole('button', { name: 'Add portion' }));
  const row = portionRow(screen.getAllByRole('group', { name: /^Portion \d+$/ }).length);
  await user.type(within(row).getByRole('textbox', { name: 'Name' }), name);
  await user.type(within(row).getByRole('textbox', { name: 'Amount' }), amount);
}

const createButton = () => screen.getByRole('button', { name: 'Create product' });

describe('CreateProductPage', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));
  afterAll(() => activateLocale('en-GB', catalogs));

  it('starts empty: gram, nutrients per 100 g, nutrients as empty fields, no portions', () => {
    const { requests } = renderCreatePage(creating);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Create product$/);
    expect(textbox('Name')).toHaveValue('');
    expect(screen.getByRole('radiogroup', { name: 'Unit' })).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Gram' })).toBeChecked();
    expect(textbox('Nutrients per')).toHaveValue('100');
    expect(textbox('Nutrients per').parentElement).toHaveTextContent(/g$/);
    expect(textbox('Calories')).toHaveValue('');
    expect(textbox('Potassium')).toHaveValue('');
    expect(textbox('Barcode')).toHaveValue('');
    expect(screen.queryByRole('group', { name: /^Portion/ })).not.toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it('shows the unit symbol of millilitre after "Nutrients per"', async () => {
    const { user } = renderCreatePage(creating);
    await user.click(screen.getByRole('radio', { name: 'Millilitre' }));
    expect(textbox('Nutrients per').parentElement).toHaveTextContent(/ml$/);
  });

  it('says what is wrong next to the fields and sends nothing', async () => {
    const { user, requests } = renderCreatePage(creating);
    await user.type(textbox('Calories'), '-5');
    await user.clear(textbox('Nutrients per'));
    await user.type(textbox('Barcode'), '12ab');
    await user.click(createButton());

    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Calories must be non-negative.')).toBeInTheDocument();
    expect(screen.getByText('Nutrients per must be greater than 0.')).toBeInTheDocument();
    expect(screen.getByText('Barcode must be 4 to 32 digits.')).toBeInTheDocument();
    expect(textbox('Name')).toHaveFocus();
    expect(requests()).toEqual([]);
  });

  it('says a number is expected when a nutrient is not one', async () => {
    const { user } = renderCreatePage(creating);
    await user.type(textbox('Name'), 'Apple');
    await user.type(textbox('Proteins'), 'lots');
    await user.click(createButton());
    expect(await screen.findByText('Proteins must be a number.')).toBeInTheDocument();
  });

  it('creates the product with a comma decimal and two portions, then shows it', async () => {
    const { user, requests, notify } = renderCreatePage(creating);
    await user.type(textbox('Name'), '  Oat drink ');
    await user.click(screen.getByRole('radio', { name: 'Millilitre' }));
    await user.type(textbox('Calories'), '46');
    await user.type(textbox('Fat'), '2,5');
    await user.type(textbox('Carbohydrates'), '6.7');
    await user.type(textbox('Barcode'), ' 7394376616037 ');
    await addPortion(user, '1 glass', '250');
    await addPortion(user, '1 carton', '1000');
    await user.click(createButton());

    expect(await screen.findByRole('heading', { name: 'Product stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/products/${PRODUCT_UUID}`);
    const [post] = posts(requests);
    expect(post).toMatchObject({
      url: '/api/products',
      headers: { 'Content-Type': 'application/ld+json', 'X-API-KEY': 'tok' },
    });
    expect(post!.body).toEqual({
      name: 'Oat drink',
      nutrientsPer: 100,
      unit: 'milliliter',
      nutrients: nutrients({ calories: 46, totalFat: 2.5, totalCarbohydrates: 6.7 }),
      barcode: '7394376616037',
      portions: [
        { name: '1 glass', amount: 250 },
        { name: '1 carton', amount: 1000 },
      ],
    });
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Product created' });
  });

  it('sends no barcode when the field is empty, and only the portions that were not removed', async () => {
    const { user, requests } = renderCreatePage(creating);
    await user.type(textbox('Name'), 'Apple');
    await addPortion(user, '1 small', '100');
    await addPortion(user, '1 large', '200');
    await user.click(screen.getByRole('button', { name: 'Remove portion 1' }));
    expect(screen.queryByRole('group', { name: 'Portion 2' })).not.toBeInTheDocument();
    await user.click(createButton());

    await screen.findByRole('heading', { name: 'Product stub' });
    expect(posts(requests)[0]!.body).toMatchObject({ barcode: null, portions: [{ name: '1 large', amount: 200 }] });
  });

  it("checks each portion's name and amount", async () => {
    const { user, requests } = renderCreatePage(creating);
    await user.type(textbox('Name'), 'Apple');
    await user.click(screen.getByRole('button', { name: 'Add portion' }));
    expect(within(portionRow(1)).getByRole('textbox', { name: 'Name' })).toHaveFocus();
    await user.click(createButton());

    const row = portionRow(1);
    expect(await within(row).findByText('Name is required.')).toBeInTheDocument();
    expect(within(row).getByText('Amount must be greater than 0.')).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it('"Create and log" creates the product, then opens the intake-log form for it', async () => {
    const { user, requests, notify, preload } = renderCreatePage(creating);
    await user.type(textbox('Name'), 'Apple');
    expect(preload).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'More ways to create' }));
    // Opening the menu starts loading the intake form.
    expect(preload).toHaveBeenCalledWith('/create-intake-log');
    await user.click(await screen.findByRole('menuitem', { name: 'Create and log' }));

    expect(await screen.findByRole('heading', { name: 'Intake log stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/create-intake-log?product=${PRODUCT_UUID}`);
    expect(posts(requests)).toHaveLength(1);
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Product created' });
  });

  it('"Create and log" validates first, and works from the keyboard', async () => {
    const { user, requests } = renderCreatePage(creating);
    screen.getByRole('button', { name: 'More ways to create' }).focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('menuitem', { name: 'Create and log' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it('refreshes the cached product lists after creating', async () => {
    const { user, requests } = renderCreatePage(creating, <ProductListReader />);
    const listReads = () => requests().filter((request) => request.method === 'GET' && request.url === '/api/products');
    await waitFor(() => expect(listReads()).toHaveLength(1));
    await user.type(textbox('Name'), 'Apple');
    await user.click(createButton());

    await screen.findByRole('heading', { name: 'Product stub' });
    await waitFor(() => expect(listReads()).toHaveLength(2));
  });

  it("puts the API's violations on their fields and keeps the values", async () => {
    const { user, notify } = renderCreatePage(
      violations([
        { propertyPath: 'nutrients.calories', message: 'Calories must be non-negative.' },
        { propertyPath: 'portions[0].amount', message: 'Amount must be greater than 0.' },
        { propertyPath: 'barcode', message: 'Barcode must be 4 to 32 digits.' },
      ]),
    );
    await user.type(textbox('Name'), 'Apple');
    await user.type(textbox('Calories'), '52');
    await addPortion(user, '1 apple', '180');
    await user.click(createButton());

    expect(await screen.findByText('Calories must be non-negative.')).toBeInTheDocument();
    expect(within(portionRow(1)).getByText('Amount must be greater than 0.')).toBeInTheDocument();
    expect(screen.getByText('Barcode must be 4 to 32 digits.')).toBeInTheDocument();
    expect(screen.queryByText('The product could not be saved. Try again.')).not.toBeInTheDocument();
    expect(textbox('Calories')).toHaveFocus();
    expect(textbox('Calories')).toHaveValue('52');
    expect(within(portionRow(1)).getByRole('textbox', { name: 'Amount' })).toHaveValue('180');
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/products\/create$/);
    expect(notify).not.toHaveBeenCalled();
  });

  it('says saving failed when a violation has no field of its own', async () => {
    const { user } = renderCreatePage(
      violations([{ propertyPath: 'favorite', message: 'This field was not expected.' }]),
    );
    await user.type(textbox('Name'), 'Apple');
    await user.click(createButton());
    expect(await screen.findByRole('alert')).toHaveTextContent('The product could not be saved. Try again.');
  });

  it('says saving failed on a server error, keeps the values and allows another try', async () => {
    let calls = 0;
    const { user } = renderCreatePage((request) => (++calls === 1 ? problemResponse(500) : creating(request)));
    await user.type(textbox('Name'), 'Apple');
    await user.type(textbox('Calories'), '52');
    await user.click(createButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('The product could not be saved. Try again.');
    expect(textbox('Name')).toHaveValue('Apple');
    expect(textbox('Calories')).toHaveValue('52');

    await user.click(createButton());
    expect(await screen.findByRole('heading', { name: 'Product stub' })).toBeInTheDocument();
  });

  it('speaks Dutch when nl-NL is active', async () => {
    activateLocale('nl-NL', catalogs);
    const { user } = renderCreatePage(creating);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Product aanmaken$/);
    await user.type(textbox('Calorieën'), '1,5');
    await user.tab();
    expect(textbox('Calorieën')).toHaveValue('1,5');
  });
});
