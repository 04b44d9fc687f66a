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
import { fakeCamera } from './camera-stand-ins-test-kit';
import { catalogs, product, renderCreatePage, textbox } from './product-form-test-kit';

jest.mock('../../components/camera', () => jest.requireActual('./camera-stand-ins-test-kit'));

jest.setTimeout(30_000);

type User = ReturnType<typeof userEvent.setup>;

const COLA = '5449000000996';

const lookup = (values: Record<string, unknown> = {}) => ({
  '@type': 'BarcodeLookup',
  barcode: COLA,
  source: 'open_food_facts',
  name: 'Coca-Cola',
  isBeverage: true,
  servingSize: 330,
  nutrients: nutrients({ calories: 42, totalCarbohydrates: 10.6, sugars: 10.6 }),
  ...values,
});

const isLookup = (request: TestRequest) => request.url.startsWith('/api/products/from_barcode');

/** Barcode lookups answer `answer`; POST /api/products answers the created product. */
const api =
  (answer: Respond): Respond =>
  (request) =>
    isLookup(request) ? answer(request) : jsonResponse(201, product());

const found = api(() => jsonResponse(200, lookup()));

async function openDialog(user: User) {
  await user.click(screen.getByRole('button', { name: 'Fill from barcode' }));
  return screen.findByRole('dialog', { name: 'Fill from barcode' });
}

async function lookUp(user: User, code: string) {
  const dialog = await openDialog(user);
  await user.type(within(dialog).getByRole('textbox', { name: 'Barcode' }), code);
  await user.click(within(dialog).getByRole('button', { name: 'Look up' }));
  return dialog;
}

/** The dialog is gone and the page is no longer hidden behind it. */
const closed = () =>
  waitFor(() => {
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument();
  });
const servingRows = () => screen.queryAllByRole('group', { name: /^Portion \d+$/ });

describe('Fill from barcode', () => {
  beforeEach(() => {
    activateLocale('en-GB', catalogs);
    fakeCamera.hasVideoInput = false;
  });
  afterAll(() => activateLocale('en-GB', catalogs));

  it('looks the typed barcode up and fills the form: a beverage in millilitres, per 100, its serving', async () => {
    const { user, requests } = renderCreatePage(found);
    await user.clear(textbox('Nutrients per'));
    await user.type(textbox('Nutrients per'), '50');
    await lookUp(user, COLA);
    await closed();

    expect(requests()[0]).toMatchObject({
      method: 'GET',
      url: `/api/products/from_barcode?barcode=${COLA}`,
      headers: { 'X-API-KEY': 'tok' },
    });
    expect(screen.getAllByRole('textbox', { name: 'Name' })[0]).toHaveValue('Coca-Cola');
    expect(screen.getByRole('radio', { name: 'Millilitre' })).toBeChecked();
    expect(textbox('Nutrients per')).toHaveValue('100');
    expect(textbox('Calories')).toHaveValue('42');
    expect(textbox('Sugars')).toHaveValue('10.6');
    expect(textbox('Barcode')).toHaveValue(COLA);
    expect(servingRows()).toHaveLength(1);
    expect(within(servingRows()[0]!).getByRole('textbox', { name: 'Name' })).toHaveValue('1 serving');
    expect(within(servingRows()[0]!).getByRole('textbox', { name: 'Amount' })).toHaveValue('330');

    await user.click(screen.getByRole('button', { name: 'Create product' }));
    await screen.findByRole('heading', { name: 'Product stub' });
    expect(requests().find((request) => request.method === 'POST')!.body).toEqual({
      name: 'Coca-Cola',
      nutrientsPer: 100,
      unit: 'milliliter',
      nutrients: nutrients({ calories: 42, totalCarbohydrates: 10.6, sugars: 10.6 }),
      barcode: COLA,
      portions: [{ name: '1 serving', amount: 330 }],
    });
  });

  it('clears the messages of a failed submit that the filled-in values answer', async () => {
    const { user } = renderCreatePage(found);
    await user.click(screen.getByRole('button', { name: 'Create product' }));
    expect(await screen.findByText('Name is required.')).toBeInTheDocument();

    await lookUp(user, COLA);
    await closed();
    await waitFor(() => expect(screen.queryByText('Name is required.')).not.toBeInTheDocument());
  });

  it('does not add the same serving twice when the code is looked up again', async () => {
    const { user } = renderCreatePage(found);
    await lookUp(user, COLA);
    await closed();
    const dialog = await openDialog(user);
    expect(within(dialog).getByRole('textbox', { name: 'Barcode' })).toHaveValue(COLA);
    await user.click(within(dialog).getByRole('button', { name: 'Look up' }));
    await closed();
    expect(servingRows()).toHaveLength(1);
  });

  it('fills a food in grams and adds no portion without a serving size', async () => {
    const bread = lookup({ barcode: '8710398503968', name: 'Brown bread', isBeverage: false, servingSize: null });
    const { user } = renderCreatePage(api(() => jsonResponse(200, bread)));
    await user.click(screen.getByRole('radio', { name: 'Millilitre' }));
    await lookUp(user, '8710398503968');
    await closed();

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Brown bread');
    expect(screen.getByRole('radio', { name: 'Gram' })).toBeChecked();
    expect(servingRows()).toHaveLength(0);
  });

  it('asks for a barcode before looking anything up', async () => {
    const { user, requests } = renderCreatePage(found);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Look up' }));
    expect(await within(dialog).findByText('Barcode is required.')).toBeInTheDocument();
    expect(requests()).toEqual([]);
  });

  it.each([
    ['an unknown code (404)', () => problemResponse(404)],
    ['Open Food Facts failing (502)', () => problemResponse(502)],
    ['a rejected code (422)', () => problemResponse(422)],
    ['an unexpected answer', () => jsonResponse(200, { name: 'Cola' })],
    [
      'no network',
      () => {
        throw new TypeError('Failed to fetch');
      },
    ],
  ])('says "No product found." and stays open on %s', async (_, answer: Respond) => {
    const { user } = renderCreatePage(api(answer));
    const dialog = await lookUp(user, COLA);

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No product found.');
    expect(screen.getByRole('dialog', { name: 'Fill from barcode' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Barcode' })).toHaveValue(COLA);
  });

  it('forgets the failure when opened again', async () => {
    const { user } = renderCreatePage(api(() => problemResponse(404)));
    let dialog = await lookUp(user, COLA);
    await within(dialog).findByRole('alert');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await closed();
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('');

    dialog = await openDialog(user);
    expect(within(dialog).queryByRole('alert')).not.toBeInTheDocument();
  });

  it('offers no camera scan on a device without a camera', async () => {
    const { user } = renderCreatePage(found);
    const dialog = await openDialog(user);
    expect(within(dialog).queryByRole('button', { name: 'Scan with camera' })).not.toBeInTheDocument();
  });

  it('looks a scanned code up at once and fills the form', async () => {
    fakeCamera.hasVideoInput = true;
    const { user, requests } = renderCreatePage(found);
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Scan with camera' }));
    await user.click(await screen.findByRole('button', { name: 'Fake detect' }));
    await closed();

    expect(requests().map((request) => request.url)).toEqual([`/api/products/from_barcode?barcode=${fakeCamera.code}`]);
    expect(screen.getAllByRole('textbox', { name: 'Name' })[0]).toHaveValue('Coca-Cola');
    expect(textbox('Barcode')).toHaveValue(COLA);
  });

  it('shows a scanned code that was not found in the field, with the message', async () => {
    fakeCamera.hasVideoInput = true;
    const { user } = renderCreatePage(api(() => problemResponse(404)));
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('button', { name: 'Scan with camera' }));
    await user.click(await screen.findByRole('button', { name: 'Fake detect' }));

    expect(await within(dialog).findByRole('alert')).toHaveTextContent('No product found.');
    expect(within(dialog).getByRole('textbox', { name: 'Barcode' })).toHaveValue(fakeCamera.code);
    expect(screen.queryByRole('region', { name: 'Fake barcode scanner' })).not.toBeInTheDocument();
  });
});
