import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { zeroNutrients } from '@nutrilog/shared/nutrients';
import { activateLocale, fakeDateOnly, jsonResponse, problemResponse } from '@nutrilog/shared/test';
import {
  backend,
  BREAD,
  breadLog,
  catalogs,
  consumed,
  dateInput,
  LOG_UUID,
  n,
  NOW,
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

const LOG_PATH = `/api/intake_logs/${LOG_UUID}`;
const renderEditPage = (respond = backend()) => renderAt(`/intake-logs/${LOG_UUID}/edit`, respond);

describe('EditIntakeLogPage', () => {
  beforeEach(() => {
    fakeDateOnly(NOW);
    activateLocale('en-GB', catalogs);
  });
  afterEach(() => jest.useRealTimers());

  it('pre-fills the log: its local date and time, its product with every portion, the quantity', async () => {
    const { requests } = renderEditPage(
      backend({
        days: { '2026-03-28': [consumed(LOG_UUID, 200), consumed('a1b2c3d4-0000-4000-8000-000000000001', 300)] },
      }),
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Edit intake log$/);
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('Bread'));
    expect(requestsTo(requests(), 'GET', LOG_PATH)[0]).toMatchObject({ headers: { 'X-API-KEY': 'tok' } });

    expect(dateInput()).toHaveValue('2026-03-28');
    expect(timeInput()).toHaveValue('08:15');
    expect(typeToggle('Product')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Portion' })).toHaveDisplayValue('1 slice (40 g)');
    expect(textbox('Quantity')).toHaveValue('2');
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
    // Every portion of the product, once its detail is in.
    await waitFor(() =>
      expect(
        within(screen.getByRole('combobox', { name: 'Portion' }))
          .getAllByRole('option')
          .map((option) => option.textContent),
      ).toEqual(['No portion (amount)', '1 slice (40 g)', '1 roll (60 g)']),
    );
    expect(requestsTo(requests(), 'GET', `/api/products/${BREAD.uuid}`)).toHaveLength(1);
    // The day already counts this log: it is replaced, not added twice.
    await waitFor(() => expect(previewRow('Calories')).toEqual(['200 kcal', '500 kcal']));
    expect(requestsTo(requests(), 'GET', '/api/intake_logs/daily_consumption')[0]!.query).toMatchObject({
      date: '2026-03-28',
    });
  });

  it('PATCHes the whole log with the changes, says so, refreshes and goes to the dashboard', async () => {
    const { user, requests, notify } = renderEditPage();
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('Bread'));
    await user.selectOptions(screen.getByRole('combobox', { name: 'Portion' }), '1 roll (60 g)');
    expect(textbox('Quantity')).toHaveValue('1');
    await user.clear(textbox('Quantity'));
    await user.type(textbox('Quantity'), '3');
    fireEvent.change(dateInput(), { target: { value: '2026-03-27' } });
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
    const patches = requestsTo(requests(), 'PATCH', LOG_PATH);
    expect(patches).toHaveLength(1);
    expect(patches[0]!.headers['Content-Type'] ?? patches[0]!.headers['content-type']).toBe(
      'application/merge-patch+json',
    );
    expect(patches[0]!.body).toEqual({
      type: 'product',
      date: new Date(2026, 2, 27, 8, 15).toISOString(),
      product: BREAD['@id'],
      portion: BREAD.portions[1]!['@id'],
      recipe: null,
      recipePortion: null,
      amount: 0,
      quantity: 3,
      description: null,
      nutrients: zeroNutrients(),
    });
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Intake log updated' });
  });

  it('edits a recipe log by amount and a manual log with its nutrients', async () => {
    const recipeLog = breadLog({
      type: 'recipe',
      product: null,
      portion: null,
      recipe: { '@id': STEW['@id'], '@type': 'Recipe', uuid: STEW.uuid, name: 'Stew', unit: 'gram', deleted: false },
      amount: 450,
      quantity: 0,
      totalAmount: 450,
    });
    const { user, requests } = renderEditPage(backend({ log: recipeLog }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Recipe' })).toHaveValue('Stew'));
    expect(typeToggle('Recipe')).toHaveAttribute('aria-pressed', 'true');
    expect(screen.getByRole('combobox', { name: 'Recipe portion' })).toHaveDisplayValue('No portion (amount)');
    expect(textbox('Amount')).toHaveValue('450');
    await waitFor(() => expect(previewRow('Calories')[0]).toBe('540 kcal'));

    await user.click(typeToggle('Manual'));
    await user.type(textbox('Description'), 'Stew, estimated');
    await user.type(textbox('Calories'), '500');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(requestsTo(requests(), 'PATCH', LOG_PATH)).toHaveLength(1));
    expect(requestsTo(requests(), 'PATCH', LOG_PATH)[0]!.body).toEqual({
      type: 'manual',
      date: new Date(2026, 2, 28, 8, 15).toISOString(),
      product: null,
      portion: null,
      recipe: null,
      recipePortion: null,
      amount: 0,
      quantity: 0,
      description: 'Stew, estimated',
      nutrients: n({ calories: 500 }),
    });
  });

  it('shows a deleted product by name, from the log itself', async () => {
    const log = breadLog({
      product: {
        '@id': YOGHURT['@id'],
        '@type': 'Product',
        uuid: YOGHURT.uuid,
        name: 'Old yoghurt',
        unit: 'milliliter',
        deleted: true,
      },
      portion: null,
      amount: 150,
      quantity: 0,
      totalAmount: 150,
      effectiveNutrients: n({ calories: 90 }),
    });
    const { requests } = renderEditPage(backend({ log }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('Old yoghurt'));
    expect(textbox('Amount')).toHaveValue('150');
    expect(previewRow('Calories')[0]).toBe('90 kcal');
    expect(requestsTo(requests(), 'GET', `/api/products/${YOGHURT.uuid}`)).toHaveLength(0);
  });

  it("shows the API's violations next to their fields and stays", async () => {
    const save = () =>
      jsonResponse(
        422,
        {
          type: '/api/errors/422',
          title: 'Unprocessable Entity',
          status: 422,
          violations: [{ propertyPath: 'product', message: 'Product does not exist.' }],
        },
        'application/problem+json',
      );
    const { user, notify } = renderEditPage(backend({ save }));
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('Bread'));
    await user.click(screen.getByRole('button', { name: 'Save' }));
    const productField = screen.getByRole('combobox', { name: 'Product' }).closest('.fui-Field') as HTMLElement;
    expect(await within(productField).findByText('Product does not exist.')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(`/intake-logs/${LOG_UUID}/edit`);
    expect(notify).not.toHaveBeenCalled();
  });

  it('says the intake log could not be found on a 404, without a Retry', async () => {
    renderEditPage(() => problemResponse(404));
    expect(await screen.findByRole('status')).toHaveTextContent('This intake log could not be found.');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Retry' })).not.toBeInTheDocument();
  });

  it('shows an inline error with Retry on a server error, and Retry fetches again', async () => {
    let calls = 0;
    const ok = backend();
    const { requests, user } = renderEditPage((request) =>
      request.url.endsWith(LOG_PATH) && ++calls === 1 ? problemResponse(500) : ok(request),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Product' })).toHaveValue('Bread'));
    expect(requestsTo(requests(), 'GET', LOG_PATH)).toHaveLength(2);
  });

  it('speaks Dutch when nl-NL is active', async () => {
    activateLocale('nl-NL', catalogs);
    renderEditPage(() => problemResponse(404));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Inname bewerken$/);
    expect(await screen.findByText('Deze inname is niet gevonden.')).toBeInTheDocument();
  });
});
