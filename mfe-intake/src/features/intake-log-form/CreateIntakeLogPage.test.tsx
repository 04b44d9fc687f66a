import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { zeroNutrients } from '@nutrilog/shared/nutrients';
import { activateLocale, fakeDateOnly, jsonResponse } from '@nutrilog/shared/test';
import {
  backend,
  BANANA_FOOD,
  BANANAS,
  BREAD,
  catalogs,
  consumed,
  dateInput,
  n,
  NOW,
  pick,
  previewRow,
  renderAt,
  requestsTo,
  STEW,
  textbox,
  timeInput,
  typeToggle,
  YOGHURT,
} from './intake-log-form-test-kit';

jest.setTimeout(30_000);

const TODAY = '2026-03-29';
const NOW_ISO = NOW.toISOString();
const NO_REFERENCES = { product: null, portion: null, recipe: null, recipePortion: null };

const renderCreatePage = (respond = backend(), route = '/create-intake-log') => renderAt(route, respond);

const postedLogs = (requests: ReturnType<ReturnType<typeof renderCreatePage>['requests']>) =>
  requestsTo(requests, 'POST', '/api/intake_logs');

describe('CreateIntakeLogPage', () => {
  beforeEach(() => {
    fakeDateOnly(NOW);
    activateLocale('en-GB', catalogs);
  });
  afterEach(() => jest.useRealTimers());

  it('starts as a product log now, and fetches the most used products for this time zone', async () => {
    const { requests } = renderCreatePage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Create intake log$/);
    expect(typeToggle('Product')).toHaveAttribute('aria-pressed', 'true');
    expect(typeToggle('Manual')).toHaveAttribute('aria-pressed', 'false');
    expect(typeToggle('Recipe')).toHaveAttribute('aria-pressed', 'false');
    expect(dateInput()).toHaveValue(TODAY);
    expect(timeInput()).toHaveValue('12:00');
    expect(screen.getByRole('button', { name: 'Create' })).toBeEnabled();

    await waitFor(() => expect(requestsTo(requests(), 'GET', '/api/products/most_used')).toHaveLength(1));
    expect(requestsTo(requests(), 'GET', '/api/products/most_used')[0]!.query).toEqual({
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    await waitFor(() => expect(requestsTo(requests(), 'GET', '/api/intake_logs/daily_consumption')).toHaveLength(1));
    expect(requestsTo(requests(), 'GET', '/api/intake_logs/daily_consumption')[0]!.query).toEqual({
      date: TODAY,
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('lists the most used products first while nothing is typed, then the others alphabetically', async () => {
    const { user, requests } = renderCreatePage();
    await waitFor(() => expect(requestsTo(requests(), 'GET', '/api/products/most_used')).toHaveLength(1));
    await user.click(screen.getByRole('combobox', { name: 'Product' }));
    await waitFor(() =>
      expect(
        within(screen.getByRole('listbox'))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['Yoghurt', 'Bread']),
    );
    expect(requestsTo(requests(), 'GET', '/api/products')[0]!.query).toEqual({
      itemsPerPage: '15',
      'order[name]': 'asc',
    });
  });

  it('logs a product by portion: its first portion with quantity 1, then the quantity typed', async () => {
    const { user, requests, notify } = renderCreatePage();
    await pick(user, 'Product', 'bre', 'Bread');

    const portion = screen.getByRole('combobox', { name: 'Portion' });
    expect(portion).toHaveDisplayValue('1 slice (40 g)');
    expect(
      within(portion)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['No portion (amount)', '1 slice (40 g)', '1 roll (60 g)']);
    expect(textbox('Quantity')).toHaveValue('1');
    expect(screen.queryByRole('textbox', { name: 'Amount' })).not.toBeInTheDocument();

    await user.clear(textbox('Quantity'));
    await user.type(textbox('Quantity'), '2');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(postedLogs(requests())).toHaveLength(1));
    expect(postedLogs(requests())[0]!.body).toEqual({
      type: 'product',
      date: NOW_ISO,
      ...NO_REFERENCES,
      product: BREAD['@id'],
      portion: BREAD.portions[0]!['@id'],
      quantity: 2,
      amount: 0,
      description: null,
      nutrients: zeroNutrients(),
    });
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Intake log created' }));
  });

  it('logs a banana from the food database: it becomes a product, chosen with portion "1 medium (118 g)"', async () => {
    const { user, requests, notify } = renderCreatePage();
    const picker = screen.getByRole('combobox', { name: 'Product' });
    expect(picker).toHaveAttribute('placeholder', 'Search products and foods');
    await user.type(picker, 'banana');
    const group = await screen.findByRole('group', { name: 'Food database' });
    await user.click(within(group).getByRole('option', { name: 'Bananas, raw, 89 kcal per 100 g, USDA SR 28' }));

    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Portion' })).toHaveDisplayValue('1 medium (118 g)'),
    );
    expect(picker).toHaveValue('Bananas, raw');
    expect(requestsTo(requests(), 'POST', '/api/products/from_food').map((request) => request.body)).toEqual([
      { food: BANANA_FOOD['@id'] },
    ]);
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Product created' });
    expect(textbox('Quantity')).toHaveValue('1');
    expect(previewRow('Calories')[0]).toBe('105 kcal');

    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(postedLogs(requests())).toHaveLength(1));
    expect(postedLogs(requests())[0]!.body).toMatchObject({
      type: 'product',
      product: BANANAS['@id'],
      portion: BANANAS.portions[0]!['@id'],
      quantity: 1,
      amount: 0,
    });
  });

  it('logs a product by amount, in its unit, without a portion', async () => {
    const { user, requests } = renderCreatePage();
    await pick(user, 'Product', 'yog', 'Yoghurt');
    expect(screen.getByRole('combobox', { name: 'Portion' })).toHaveDisplayValue('No portion (amount)');
    expect(screen.queryByRole('textbox', { name: 'Quantity' })).not.toBeInTheDocument();
    expect(textbox('Amount')).toHaveValue('');
    expect(textbox('Amount').parentElement).toHaveTextContent('ml');

    await user.type(textbox('Amount'), '150');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(postedLogs(requests())).toHaveLength(1));
    expect(postedLogs(requests())[0]!.body).toMatchObject({
      type: 'product',
      product: YOGHURT['@id'],
      portion: null,
      amount: 150,
      quantity: 0,
    });
  });

  it('clears the amount when the portion changes, and takes quantity 1 for a portion', async () => {
    const { user } = renderCreatePage();
    await pick(user, 'Product', 'bre', 'Bread');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Portion' }), 'No portion (amount)');
    expect(textbox('Amount')).toHaveValue('');
    await user.type(textbox('Amount'), '20');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Portion' }), '1 roll (60 g)');
    expect(textbox('Quantity')).toHaveValue('1');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Portion' }), 'No portion (amount)');
    expect(textbox('Amount')).toHaveValue('');
  });

  it('logs a recipe by its recipe portion', async () => {
    const { user, requests } = renderCreatePage();
    await user.click(typeToggle('Recipe'));
    expect(typeToggle('Recipe')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.queryByRole('combobox', { name: 'Product' })).not.toBeInTheDocument();
    await pick(user, 'Recipe', 'st', 'Stew');
    expect(screen.getByRole('combobox', { name: 'Recipe portion' })).toHaveDisplayValue('1 bowl (300 g)');
    expect(textbox('Quantity')).toHaveValue('1');
    expect(previewRow('Calories')[0]).toBe('360 kcal');
    expect(previewRow('Carbohydrates')[0]).toBe('34 g');

    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(postedLogs(requests())).toHaveLength(1));
    expect(postedLogs(requests())[0]!.body).toEqual({
      type: 'recipe',
      date: NOW_ISO,
      ...NO_REFERENCES,
      recipe: STEW['@id'],
      recipePortion: STEW.portions[0]!['@id'],
      quantity: 1,
      amount: 0,
      description: null,
      nutrients: zeroNutrients(),
    });
    expect(requestsTo(requests(), 'GET', '/api/recipes')[0]!.query).toMatchObject({
      itemsPerPage: '15',
      'order[name]': 'asc',
    });
  });

  it('logs a manual entry with its description and nutrients, comma or dot', async () => {
    const { user, requests } = renderCreatePage();
    await user.click(typeToggle('Manual'));
    await user.type(textbox('Description'), 'Apple');
    await user.type(textbox('Calories'), '52');
    await user.type(textbox('Carbohydrates'), '14');
    await user.type(textbox('Proteins'), '0,3');
    await user.type(textbox('Fat'), '0.2');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    await waitFor(() => expect(postedLogs(requests())).toHaveLength(1));
    expect(postedLogs(requests())[0]!.body).toEqual({
      type: 'manual',
      date: NOW_ISO,
      ...NO_REFERENCES,
      amount: 0,
      quantity: 0,
      description: 'Apple',
      nutrients: n({ calories: 52, totalCarbohydrates: 14, proteins: 0.3, totalFat: 0.2 }),
    });
  });

  it('previews this log and the day after it as the user types', async () => {
    const { user } = renderCreatePage(
      backend({ days: { [TODAY]: [consumed('a1b2c3d4-0000-4000-8000-000000000001', 300)] } }),
    );
    const table = screen.getByRole('table', { name: 'Nutrients' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual(['Nutrient', 'This log', 'Day after this log']);
    expect(within(table).getAllByRole('rowheader')).toHaveLength(11);
    await waitFor(() => expect(previewRow('Calories')).toEqual(['0 kcal', '300 kcal']));

    await pick(user, 'Product', 'bre', 'Bread');
    expect(previewRow('Calories')).toEqual(['100 kcal', '400 kcal']);
    await user.clear(textbox('Quantity'));
    await user.type(textbox('Quantity'), '2');
    expect(previewRow('Calories')).toEqual(['200 kcal', '500 kcal']);
    expect(previewRow('Proteins')).toEqual(['7.2 g', '17.2 g']);
    expect(previewRow('Salt')).toEqual(['0 g', '0 g']);

    await user.click(typeToggle('Manual'));
    await user.type(textbox('Calories'), '5');
    expect(previewRow('Calories')).toEqual(['5 kcal', '305 kcal']);
    await user.type(textbox('Calories'), '2');
    expect(previewRow('Calories')).toEqual(['52 kcal', '352 kcal']);

    // Another day has its own logs.
    fireEvent.change(dateInput(), { target: { value: '2026-03-28' } });
    await waitFor(() => expect(previewRow('Calories')).toEqual(['52 kcal', '52 kcal']));
  });

  it('starts over after a create, keeping date and time, with the default type, and refreshes the day', async () => {
    const { user, requests } = renderCreatePage();
    await user.click(typeToggle('Manual'));
    fireEvent.change(dateInput(), { target: { value: '2026-03-28' } });
    fireEvent.change(timeInput(), { target: { value: '19:05' } });
    await user.type(textbox('Description'), 'Apple');
    await user.type(textbox('Calories'), '52');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(postedLogs(requests())).toHaveLength(1));
    expect(postedLogs(requests())[0]!.body).toMatchObject({ date: new Date(2026, 2, 28, 19, 5).toISOString() });

    await waitFor(() => expect(typeToggle('Product')).toHaveAttribute('aria-pressed', 'true'));
    expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('');
    expect(dateInput()).toHaveValue('2026-03-28');
    expect(timeInput()).toHaveValue('19:05');
    await waitFor(() =>
      expect(
        requestsTo(requests(), 'GET', '/api/intake_logs/daily_consumption').filter(
          (r) => r.query.date === '2026-03-28',
        ),
      ).toHaveLength(2),
    );
    await waitFor(() => expect(requestsTo(requests(), 'GET', '/api/products/most_used')).toHaveLength(2));

    // What was typed for the manual log is gone too, and nothing typed yet is no reason for a message.
    await user.click(typeToggle('Manual'));
    expect(textbox('Description')).toHaveValue('');
    expect(textbox('Calories')).toHaveValue('');
    await user.type(textbox('Calories'), '1');
    expect(screen.queryByText(/is required/)).not.toBeInTheDocument();
  });

  it('starts a product log over with an empty picker after a create', async () => {
    const { user, requests } = renderCreatePage();
    await pick(user, 'Product', 'bre', 'Bread');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    await waitFor(() => expect(postedLogs(requests())).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue(''));
    expect(screen.getByRole('combobox', { name: 'Portion' })).toBeDisabled();
    expect(typeToggle('Product')).toHaveAttribute('aria-pressed', 'true');
    expect(dateInput()).toHaveValue(TODAY);
    expect(timeInput()).toHaveValue('12:00');
  });

  it('preloads the product of ?product= with its first portion', async () => {
    const { requests } = renderCreatePage(backend(), `/create-intake-log?product=${BREAD.uuid}`);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('Bread'));
    expect(requestsTo(requests(), 'GET', `/api/products/${BREAD.uuid}`)).toHaveLength(1);
    expect(screen.getByRole('combobox', { name: 'Portion' })).toHaveDisplayValue('1 slice (40 g)');
    expect(textbox('Quantity')).toHaveValue('1');
    expect(previewRow('Calories')[0]).toBe('100 kcal');
  });

  it('says what is missing next to the fields before sending anything', async () => {
    const { user, requests } = renderCreatePage();
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Product is required.')).toBeInTheDocument();
    await pick(user, 'Product', 'yog', 'Yoghurt');
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Amount must be greater than 0.')).toBeInTheDocument();

    fireEvent.change(timeInput(), { target: { value: '' } });
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByText('Time is required.')).toBeInTheDocument();
    expect(postedLogs(requests())).toHaveLength(0);
  });

  it("shows the API's violations next to their fields", async () => {
    const save = () =>
      jsonResponse(
        422,
        {
          type: '/api/errors/422',
          title: 'Unprocessable Entity',
          status: 422,
          violations: [
            { propertyPath: 'portion', message: 'Portion does not belong to the product.' },
            { propertyPath: 'quantity', message: 'Quantity must be greater than 0.' },
          ],
        },
        'application/problem+json',
      );
    const { user, requests, notify } = renderCreatePage(backend({ save }));
    await pick(user, 'Product', 'bre', 'Bread');
    await user.click(screen.getByRole('button', { name: 'Create' }));

    const portionField = screen.getByRole('combobox', { name: 'Portion' }).closest('.fui-Field') as HTMLElement;
    expect(await within(portionField).findByText('Portion does not belong to the product.')).toBeInTheDocument();
    const quantityField = textbox('Quantity').closest('.fui-Field') as HTMLElement;
    expect(within(quantityField).getByText('Quantity must be greater than 0.')).toBeInTheDocument();
    expect(screen.queryByText('The intake log could not be saved. Try again.')).not.toBeInTheDocument();
    expect(postedLogs(requests())).toHaveLength(1);
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('Bread');
  });

  it('says saving failed when the API fails otherwise', async () => {
    const { user } = renderCreatePage(
      backend({
        save: () =>
          jsonResponse(500, { type: '/api/errors/500', title: 'Error', status: 500 }, 'application/problem+json'),
      }),
    );
    await user.click(typeToggle('Manual'));
    await user.click(screen.getByRole('button', { name: 'Create' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The intake log could not be saved. Try again.');
  });

  it('speaks Dutch when nl-NL is active', async () => {
    activateLocale('nl-NL', catalogs);
    const { requests } = renderCreatePage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Inname toevoegen$/);
    await waitFor(() => expect(requestsTo(requests(), 'GET', '/api/intake_logs/daily_consumption')).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('table')).not.toHaveTextContent('–'));
  });
});
