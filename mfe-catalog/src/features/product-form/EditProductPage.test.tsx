import { screen, waitFor, within } from '@testing-library/react';
import {
  activateLocale,
  jsonResponse,
  nutrients,
  problemResponse,
  type Respond,
  STORED_AT,
  type TestRequest,
} from '@nutrilog/shared/test';
import { catalogs, product, PRODUCT_UUID, ProductListReader, renderEditPage, textbox } from './product-form-test-kit';

jest.mock('../../components/camera', () => jest.requireActual('./camera-stand-ins-test-kit'));

jest.setTimeout(30_000);

const PATH = `/api/products/${PRODUCT_UUID}`;

const bread = product({
  name: 'Brown bread',
  unit: 'gram',
  nutrientsPer: 35,
  nutrients: nutrients({ calories: 86, totalFat: 1.1, proteins: 3.7, salt: 0.35 }),
  barcode: '8710398503968',
  portions: [
    {
      '@id': '/api/portions/p1',
      '@type': 'Portion',
      ...STORED_AT,
      uuid: 'p1',
      name: '1 slice',
      amount: 35,
      effectiveNutrients: nutrients(),
    },
  ],
});

/** The product answers GET, any PATCH succeeds, and the product list is empty; `patch` overrides the PATCH answer. */
const answering =
  (patch?: Respond): Respond =>
  (request) => {
    if (request.method === 'PATCH') return patch ? patch(request) : jsonResponse(200, bread);
    if (request.url === PATH) return jsonResponse(200, bread);
    return jsonResponse(200, { '@id': '/api/products', '@type': 'Collection', member: [], totalItems: 0 });
  };

const patches = (requests: () => TestRequest[]) => requests().filter((request) => request.method === 'PATCH');
const saveButton = () => screen.findByRole('button', { name: 'Save' });

describe('EditProductPage', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));
  afterAll(() => activateLocale('en-GB', catalogs));

  it('loads the product of the URL and fills the form with it', async () => {
    const { requests } = renderEditPage(answering());
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Edit product$/);
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Brown bread');

    expect(requests()).toEqual([
      expect.objectContaining({ method: 'GET', url: PATH, headers: expect.objectContaining({ 'X-API-KEY': 'tok' }) }),
    ]);
    expect(screen.getByRole('radio', { name: 'Gram' })).toBeChecked();
    expect(textbox('Nutrients per')).toHaveValue('35');
    expect(textbox('Calories')).toHaveValue('86');
    expect(textbox('Fat')).toHaveValue('1.1');
    expect(textbox('Salt')).toHaveValue('0.35');
    expect(textbox('Water')).toHaveValue('');
    expect(textbox('Barcode')).toHaveValue('8710398503968');
  });

  it('offers neither portions nor fill-in actions (portions are edited on the product page)', async () => {
    renderEditPage(answering());
    await screen.findByRole('textbox', { name: 'Name' });
    expect(screen.queryByRole('button', { name: 'Add portion' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Fill from barcode' })).not.toBeInTheDocument();
  });

  it('saves the changes as a merge patch, says so, refreshes the lists and goes back to the product', async () => {
    const { user, requests, notify } = renderEditPage(answering(), <ProductListReader />);
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Wholemeal bread');
    await user.click(screen.getByRole('radio', { name: 'Millilitre' }));
    await user.clear(textbox('Fat'));
    await user.type(textbox('Fat'), '1,4');
    await user.clear(textbox('Barcode'));
    const listReads = () => requests().filter((request) => request.url === '/api/products');
    expect(listReads()).toHaveLength(1);
    await user.click(await saveButton());

    expect(await screen.findByRole('heading', { name: 'Product stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^/products/${PRODUCT_UUID}$`));
    const [patch] = patches(requests);
    expect(patch).toMatchObject({ url: PATH, headers: { 'Content-Type': 'application/merge-patch+json' } });
    expect(patch!.body).toEqual({
      name: 'Wholemeal bread',
      nutrientsPer: 35,
      unit: 'milliliter',
      nutrients: nutrients({ calories: 86, totalFat: 1.4, proteins: 3.7, salt: 0.35 }),
      barcode: null,
    });
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Product updated' });
    await waitFor(() => expect(listReads()).toHaveLength(2));
  });

  it('validates before saving', async () => {
    const { user, requests } = renderEditPage(answering());
    await user.clear(await screen.findByRole('textbox', { name: 'Name' }));
    await user.clear(textbox('Nutrients per'));
    await user.click(await saveButton());

    expect(await screen.findByText('Name is required.')).toBeInTheDocument();
    expect(screen.getByText('Nutrients per must be greater than 0.')).toBeInTheDocument();
    expect(patches(requests)).toEqual([]);
  });

  it("puts the API's violations on their fields and stays", async () => {
    const { user, notify } = renderEditPage(
      answering(() =>
        jsonResponse(
          422,
          {
            type: '/api/errors/422',
            title: 'Unprocessable Content',
            status: 422,
            violations: [{ propertyPath: 'nutrients.salt', message: 'Salt must be non-negative.' }],
          },
          'application/problem+json',
        ),
      ),
    );
    await user.click(await saveButton());
    expect(await screen.findByText('Salt must be non-negative.')).toBeInTheDocument();
    expect(textbox('Salt')).toHaveFocus();
    expect(screen.getByTestId('location')).toHaveTextContent(`/products/${PRODUCT_UUID}/edit`);
    expect(notify).not.toHaveBeenCalled();
  });

  it('says saving failed on a server error and keeps the changes', async () => {
    const { user } = renderEditPage(answering(() => problemResponse(500)));
    const name = await screen.findByRole('textbox', { name: 'Name' });
    await user.type(name, ' XL');
    await user.click(await saveButton());

    expect(await screen.findByRole('alert')).toHaveTextContent('The product could not be saved. Try again.');
    expect(name).toHaveValue('Brown bread XL');
  });

  it('goes back to the product without saving on Cancel', async () => {
    const { user, requests } = renderEditPage(answering());
    await user.type(await screen.findByRole('textbox', { name: 'Name' }), ' XL');
    await user.click(screen.getByRole('button', { name: 'Cancel' }));

    expect(await screen.findByRole('heading', { name: 'Product stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(new RegExp(`^/products/${PRODUCT_UUID}$`));
    expect(patches(requests)).toEqual([]);
  });

  it('says the product could not be found on a 404', async () => {
    renderEditPage(() => problemResponse(404));
    expect(await screen.findByRole('status')).toHaveTextContent('This product could not be found.');
    expect(screen.queryByRole('button', { name: 'Save' })).not.toBeInTheDocument();
  });

  it('shows an inline error with Retry on a server error, and Retry loads the form', async () => {
    let calls = 0;
    const { user } = renderEditPage((request) => (++calls === 1 ? problemResponse(500) : answering()(request)));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('textbox', { name: 'Name' })).toHaveValue('Brown bread');
  });

  it('speaks Dutch when nl-NL is active', async () => {
    activateLocale('nl-NL', catalogs);
    renderEditPage(() => problemResponse(404));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Product bewerken$/);
    expect(await screen.findByText('Dit product is niet gevonden.')).toBeInTheDocument();
  });
});
