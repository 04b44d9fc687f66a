import { screen, waitFor, within } from '@testing-library/react';
import { activateLocale, jsonResponse, problemResponse } from '@nutrilog/shared/test';
import { apiAnswering, catalogs, PRODUCT_PATH, product, renderDetail, UUID } from './product-detail-test-kit';

jest.setTimeout(20_000);

/** The amount of each nutrient row of a nutrient table. */
function rowsOf(table: HTMLElement): string[][] {
  return within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) =>
      within(row)
        .getAllByRole('cell')
        .map((cell) => cell.textContent!),
    );
}

describe('ProductDetailPage', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));
  afterAll(() => activateLocale('en-GB', catalogs));

  it('asks the API for the product of the URL, with the token', async () => {
    const { requests } = renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Oats' });
    expect(requests()[0]).toMatchObject({ method: 'GET', url: PRODUCT_PATH, headers: { 'X-API-KEY': 'tok' } });
  });

  it('says where a product made from the food database came from, and nothing for an own product', async () => {
    const { unmount } = renderDetail(
      apiAnswering({
        [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, product({ name: 'Bananas, raw', origin: 'reference' })),
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Bananas, raw' });
    expect(screen.getByText('From USDA SR 28')).toBeInTheDocument();
    unmount();

    const second = renderDetail(
      apiAnswering({
        [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, product({ name: 'Muesli', origin: 'openFoodFacts' })),
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Muesli' });
    expect(screen.getByText('From Open Food Facts')).toBeInTheDocument();
    second.unmount();

    activateLocale('nl-NL', catalogs);
    renderDetail(
      apiAnswering({
        [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, product({ name: 'Banaan', origin: 'reference' })),
      }),
    );
    await screen.findByRole('heading', { level: 1, name: 'Banaan' });
    expect(screen.getByText('Uit USDA SR 28')).toBeInTheDocument();
  });

  it("shows no origin for a product of the user's own", async () => {
    renderDetail();
    await screen.findByRole('heading', { level: 1, name: 'Oats' });
    expect(screen.queryByText(/^From /)).not.toBeInTheDocument();
  });

  it('shows the nutrients per nutrientsPer first, open, rounded for display', async () => {
    renderDetail();
    const table = await screen.findByRole('table', { name: 'Per 100 g' });
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Oats$/);
    expect(rowsOf(table)).toEqual([
      ['Calories', '124 kcal'],
      ['Fat', '3 g'],
      ['Saturated fat', '1.3 g'],
      ['Carbohydrates', '45.7 g'],
      ['Sugars', '5 g'],
      ['Fibres', '2.2 g'],
      ['Proteins', '12.3 g'],
      ['Salt', '0.46 g'],
      ['Water', '50 ml'],
      ['Caffeine', '0 mg'],
      ['Potassium', '321 mg'],
    ]);
  });

  it('has a panel per portion with its amount in the title and its effective nutrients', async () => {
    const { user } = renderDetail();
    const header = await screen.findByRole('button', { name: '1 slice (35 g)' });
    expect(screen.queryByRole('table', { name: '1 slice (35 g)' })).not.toBeInTheDocument();

    await user.click(header);
    const rows = rowsOf(screen.getByRole('table', { name: '1 slice (35 g)' }));
    expect(rows[0]).toEqual(['Calories', '43 kcal']);
    expect(rows).toContainEqual(['Proteins', '4.3 g']);
    expect(rows).toContainEqual(['Salt', '0.16 g']);
  });

  it('titles the panels in the product unit and amount, e.g. per 250 ml', async () => {
    const milk = product({
      name: 'Milk',
      unit: 'milliliter',
      nutrientsPer: 250,
      portions: [{ ...product().portions[0], name: '1 glass', amount: 200.25 }],
    });
    renderDetail(apiAnswering({ [`GET ${PRODUCT_PATH}`]: () => jsonResponse(200, milk) }));
    expect(await screen.findByRole('table', { name: 'Per 250 ml' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 glass (200.3 ml)' })).toBeInTheDocument();
  });

  it('goes to the intake log form with the product on Log product, preloading it when pointed at', async () => {
    const { user, preload } = renderDetail();
    const logProduct = await screen.findByRole('button', { name: 'Log product' });
    await user.hover(logProduct);
    expect(preload).toHaveBeenCalledWith(`/create-intake-log?product=${UUID}`);
    await user.click(logProduct);
    expect(await screen.findByRole('heading', { name: 'Log stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/create-intake-log?product=${UUID}`);
  });

  it('links to the edit form', async () => {
    const { user } = renderDetail();
    const edit = await screen.findByRole('link', { name: 'Edit' });
    expect(edit).toHaveAttribute('href', `/products/${UUID}/edit`);
    await user.click(edit);
    expect(await screen.findByRole('heading', { name: 'Edit stub' })).toBeInTheDocument();
  });

  it('shows a generic heading while loading', async () => {
    let answer: (response: Response) => void = () => undefined;
    renderDetail(
      apiAnswering({ [`GET ${PRODUCT_PATH}`]: () => new Promise<Response>((resolve) => (answer = resolve)) }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Product detail$/);
    expect(screen.getByText('Loading…')).toBeInTheDocument();
    answer(jsonResponse(200, product()));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oats' })).toBeInTheDocument();
  });

  it('says the product could not be found on a 404, without a Retry', async () => {
    renderDetail(apiAnswering({ [`GET ${PRODUCT_PATH}`]: () => problemResponse(404) }));
    expect(await screen.findByRole('status')).toHaveTextContent('This product could not be found.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Product detail$/);
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows an inline error with Retry on a server error, and Retry fetches again', async () => {
    let calls = 0;
    const { requests, user } = renderDetail(
      apiAnswering({
        [`GET ${PRODUCT_PATH}`]: () => (++calls === 1 ? problemResponse(500) : jsonResponse(200, product())),
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Oats' })).toBeInTheDocument();
    await waitFor(() => expect(requests().filter((request) => request.url === PRODUCT_PATH)).toHaveLength(2));
  });

  it('speaks Dutch when nl-NL is active: labels and decimal commas', async () => {
    activateLocale('nl-NL', catalogs);
    const { unmount } = renderDetail();
    const table = await screen.findByRole('table', { name: /100 g/ });
    const rows = rowsOf(table);
    expect(rows[0]).toEqual(['Calorieën', '124 kcal']);
    expect(rows).toContainEqual(['Eiwitten', '12,3 g']);
    expect(rows).toContainEqual(['Zout', '0,46 g']);
    unmount();

    renderDetail(apiAnswering({ [`GET ${PRODUCT_PATH}`]: () => problemResponse(404) }));
    expect(await screen.findByText('Dit product is niet gevonden.')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Productdetails$/);
  });
});
