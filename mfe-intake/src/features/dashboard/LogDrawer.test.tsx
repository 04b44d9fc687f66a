import { screen, waitFor, within } from '@testing-library/react';
import { setDateLocale } from '@nutrilog/shared/format';
import { activateLocale, jsonResponse, problemResponse } from '@nutrilog/shared/test';
import { selectDate } from '@nutrilog/shared/ui';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { manualLog, productLog, recipeLog, renderDashboard, today, useFakeClock } from './dashboard-test-kit';

jest.setTimeout(30_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

/** Two 35 g slices, 100 kcal each. */
const BREAD = productLog('bread', today(8, 5), 'Bread', {
  portion: ['Slice', 35],
  quantity: 2,
  effective: { calories: 200, proteins: 7, totalCarbohydrates: 36.06, totalFat: 2, salt: 0.905 },
});
/** 150 g, 0.6 kcal per g. */
const YOGHURT = productLog('yoghurt', today(8, 40), 'Yoghurt', {
  amount: 150,
  effective: { calories: 90, proteins: 6 },
});
const STEW = recipeLog('stew', today(12, 30), 'Stew', {
  portion: ['Bowl', 300],
  quantity: 1,
  effective: { calories: 420 },
});
const COFFEE = manualLog('coffee', today(12, 0), 'Coffee with milk', { calories: 20, water: 200, caffeine: 80 });

/** The drawer is loaded when a log is first opened: on a busy machine that takes more than the default second. */
const drawer = (title: string) => screen.findByRole('dialog', { name: title }, { timeout: 5000 });
const nutrientRow = (dialog: HTMLElement, label: string) =>
  within(within(dialog).getByRole('list', { name: 'Nutrients' }))
    .getAllByRole('listitem')
    .find((row) => row.firstChild?.textContent === label);
/** The quantity or amount shown between the minus and plus buttons. */
const shownValue = (dialog: HTMLElement) => within(within(dialog).getByRole('group')).getByRole('status');
const isDisabled = (button: HTMLElement) =>
  button.hasAttribute('disabled') || button.getAttribute('aria-disabled') === 'true';

async function open(user: ReturnType<typeof renderDashboard>['user'], title: string) {
  await user.click(await screen.findByRole('button', { name: new RegExp(`^${title}`) }));
  return drawer(title);
}

describe('the drawer of a log', () => {
  beforeEach(() => {
    useFakeClock();
    activateLocale('en-GB', catalogs);
    setDateLocale('en-GB');
    selectDate('2026-03-29');
  });
  afterEach(() => jest.useRealTimers());

  it("shows the log's title, time and amount and its eleven nutrients in display rounding", async () => {
    const { user } = renderDashboard({ logs: [BREAD] });
    const dialog = await open(user, 'Bread');
    expect(within(dialog).getByText('08:05 · 2 × Slice (35 g)')).toBeInTheDocument();
    expect(within(within(dialog).getByRole('list', { name: 'Nutrients' })).getAllByRole('listitem')).toHaveLength(11);
    expect(nutrientRow(dialog, 'Calories')).toHaveTextContent(/^Calories200 kcal$/);
    expect(nutrientRow(dialog, 'Carbohydrates')).toHaveTextContent(/^Carbohydrates36.1 g$/);
    expect(nutrientRow(dialog, 'Salt')).toHaveTextContent(/^Salt0.91 g$/);
    expect(nutrientRow(dialog, 'Water')).toHaveTextContent(/^Water0 ml$/);
  });

  it('adjusts quantity by 1 and 5, minus disabled where it would not stay above 0; PATCHes only quantity', async () => {
    const { user, changes, notify, dayReads } = renderDashboard({ logs: [BREAD, YOGHURT] });
    const dialog = await open(user, 'Bread');
    const button = (name: string) => within(dialog).getByRole('button', { name });
    expect(within(dialog).getByRole('group', { name: 'Quantity' })).toBeInTheDocument();
    expect(shownValue(dialog)).toHaveTextContent(/^2$/);
    expect(isDisabled(button('Decrease quantity by 5'))).toBe(true);
    expect(isDisabled(button('Decrease quantity by 1'))).toBe(false);
    expect(isDisabled(button('Increase quantity by 1'))).toBe(false);
    expect(within(dialog).queryByRole('button', { name: /(Increase|Decrease) amount/ })).not.toBeInTheDocument();

    await user.click(button('Increase quantity by 5'));

    await waitFor(() => expect(nutrientRow(dialog, 'Calories')).toHaveTextContent('700 kcal'));
    expect(changes()).toEqual([
      expect.objectContaining({ method: 'PATCH', url: '/api/intake_logs/bread', body: { quantity: 7 } }),
    ]);
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Intake log updated' });
    expect(dayReads()).toHaveLength(2);
    expect(shownValue(dialog)).toHaveTextContent(/^7$/);
    await waitFor(() => expect(isDisabled(button('Decrease quantity by 5'))).toBe(false));
    expect(within(screen.getByRole('region', { name: 'Calories' })).getByText('790 kcal')).toBeInTheDocument();

    await user.click(button('Decrease quantity by 5'));
    await waitFor(() => expect(nutrientRow(dialog, 'Calories')).toHaveTextContent('200 kcal'));
    await waitFor(() => expect(isDisabled(button('Decrease quantity by 1'))).toBe(false));
    await user.click(button('Decrease quantity by 1'));
    await waitFor(() => expect(nutrientRow(dialog, 'Calories')).toHaveTextContent('100 kcal'));
    expect(isDisabled(button('Decrease quantity by 1'))).toBe(true);
    expect(changes().map((request) => request.body)).toEqual([{ quantity: 7 }, { quantity: 2 }, { quantity: 1 }]);
  });

  it('adjusts the amount by 1 and 10 for a log without a portion; PATCHes only the amount', async () => {
    const { user, changes } = renderDashboard({ logs: [BREAD, YOGHURT] });
    const dialog = await open(user, 'Yoghurt');
    expect(within(dialog).getByRole('group', { name: 'Amount' })).toBeInTheDocument();
    expect(shownValue(dialog)).toHaveTextContent(/^150 g$/);
    expect(within(dialog).queryByRole('button', { name: /quantity/ })).not.toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Increase amount by 10' }));
    await waitFor(() => expect(nutrientRow(dialog, 'Calories')).toHaveTextContent('96 kcal'));
    await waitFor(() =>
      expect(isDisabled(within(dialog).getByRole('button', { name: 'Decrease amount by 1' }))).toBe(false),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Decrease amount by 1' }));
    await waitFor(() => expect(shownValue(dialog)).toHaveTextContent(/^159 g$/));
    expect(changes().map((request) => [request.method, request.url, request.body])).toEqual([
      ['PATCH', '/api/intake_logs/yoghurt', { amount: 160 }],
      ['PATCH', '/api/intake_logs/yoghurt', { amount: 159 }],
    ]);
  });

  it('adjusts the quantity of a recipe portion, and offers no adjusting for a manual entry', async () => {
    const { user } = renderDashboard({ logs: [STEW, COFFEE] });
    const stew = await open(user, 'Stew');
    expect(isDisabled(within(stew).getByRole('button', { name: 'Decrease quantity by 1' }))).toBe(true);
    await user.click(within(stew).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    const coffee = await open(user, 'Coffee with milk');
    expect(within(coffee).queryByRole('group')).not.toBeInTheDocument();
    expect(within(coffee).queryByRole('button', { name: /Increase|Decrease/ })).not.toBeInTheDocument();
    expect(nutrientRow(coffee, 'Caffeine')).toHaveTextContent('80 mg');
  });

  it('says so and keeps the value when an adjustment fails', async () => {
    const { user, notify } = renderDashboard({
      logs: [BREAD],
      answer: (request) => (request.method === 'PATCH' ? problemResponse(500) : undefined),
    });
    const dialog = await open(user, 'Bread');
    await user.click(within(dialog).getByRole('button', { name: 'Increase quantity by 1' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        intent: 'error',
        title: 'The intake log could not be updated. Try again.',
      }),
    );
    expect(shownValue(dialog)).toHaveTextContent(/^2$/);
  });

  describe('Add amount', () => {
    const addDialog = () => screen.findByRole('dialog', { name: 'Add amount' });

    it('adds a number typed with a comma to the amount: one PATCH of the sum, then the day is read again', async () => {
      const { user, changes, dayReads } = renderDashboard({ logs: [YOGHURT] });
      const drawerOfLog = await open(user, 'Yoghurt');
      await user.click(within(drawerOfLog).getByRole('button', { name: 'Add amount' }));
      const dialog = await addDialog();
      const field = within(dialog).getByRole('textbox', { name: 'Amount to add' });
      expect(field).toHaveValue('');
      await user.type(field, '12,5');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));

      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add amount' })).not.toBeInTheDocument());
      expect(changes().map((request) => [request.method, request.url, request.body])).toEqual([
        ['PATCH', '/api/intake_logs/yoghurt', { amount: 162.5 }],
      ]);
      await waitFor(() => expect(shownValue(drawerOfLog)).toHaveTextContent(/^162.5 g$/));
      expect(dayReads()).toHaveLength(2);
    });

    it('adds to the quantity of a log by portion', async () => {
      const { user, changes } = renderDashboard({ logs: [BREAD] });
      await user.click(within(await open(user, 'Bread')).getByRole('button', { name: 'Add amount' }));
      const dialog = await addDialog();
      await user.type(within(dialog).getByRole('textbox', { name: 'Portions to add' }), '1.5');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(changes().map((request) => request.body)).toEqual([{ quantity: 3.5 }]));
    });

    it('says by the field that a negative number is not allowed, sending nothing; empty changes nothing', async () => {
      const { user, changes } = renderDashboard({ logs: [YOGHURT] });
      const drawerOfLog = await open(user, 'Yoghurt');
      await user.click(within(drawerOfLog).getByRole('button', { name: 'Add amount' }));
      let dialog = await addDialog();
      await user.type(within(dialog).getByRole('textbox', { name: 'Amount to add' }), '-5');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Amount must be non-negative.')).toBeInTheDocument();
      await user.clear(within(dialog).getByRole('textbox', { name: 'Amount to add' }));
      await user.type(within(dialog).getByRole('textbox', { name: 'Amount to add' }), 'much');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Amount must be a number.')).toBeInTheDocument();
      await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add amount' })).not.toBeInTheDocument());
      // The drawer is hidden from assistive technology while the dialog is open, and shown again once it has closed.
      await user.click(await within(drawerOfLog).findByRole('button', { name: 'Add amount' }));
      dialog = await addDialog();
      expect(within(dialog).getByRole('textbox', { name: 'Amount to add' })).toHaveValue('');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Add amount' })).not.toBeInTheDocument());
      expect(changes()).toEqual([]);
    });

    it("puts the API's objection to the sum next to the field and keeps the dialog open", async () => {
      const tooMuch = {
        status: 422,
        violations: [{ propertyPath: 'amount', message: 'Amount must be less than or equal to 1000000000.' }],
      };
      const { user } = renderDashboard({
        logs: [YOGHURT],
        answer: (request) =>
          request.method === 'PATCH'
            ? jsonResponse(
                422,
                {
                  '@type': 'ConstraintViolationList',
                  title: 'Unprocessable Content',
                  detail: 'amount: too much',
                  ...tooMuch,
                },
                'application/problem+json',
              )
            : undefined,
      });
      await user.click(within(await open(user, 'Yoghurt')).getByRole('button', { name: 'Add amount' }));
      const dialog = await addDialog();
      await user.type(within(dialog).getByRole('textbox', { name: 'Amount to add' }), '10');
      await user.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(await within(dialog).findByText('Amount must be less than or equal to 1000000000.')).toBeInTheDocument();
      expect(screen.getByRole('dialog', { name: 'Add amount' })).toBeInTheDocument();
    });

    it('speaks Dutch', async () => {
      activateLocale('nl-NL', catalogs);
      setDateLocale('nl-NL');
      const { user, changes } = renderDashboard({ logs: [YOGHURT] });
      await user.click(within(await open(user, 'Yoghurt')).getByRole('button', { name: 'Hoeveelheid toevoegen' }));
      const dialog = await screen.findByRole('dialog', { name: 'Hoeveelheid toevoegen' });
      await user.type(within(dialog).getByRole('textbox', { name: 'Toe te voegen hoeveelheid' }), '-1');
      await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
      expect(await within(dialog).findByText('Hoeveelheid mag niet negatief zijn.')).toBeInTheDocument();
      await user.clear(within(dialog).getByRole('textbox', { name: 'Toe te voegen hoeveelheid' }));
      await user.type(within(dialog).getByRole('textbox', { name: 'Toe te voegen hoeveelheid' }), '2,5');
      await user.click(within(dialog).getByRole('button', { name: 'Opslaan' }));
      await waitFor(() => expect(changes().map((request) => request.body)).toEqual([{ amount: 152.5 }]));
    });
  });

  it('leaves the day readable while open, and opens another log in its place', async () => {
    const { user } = renderDashboard({ logs: [BREAD, YOGHURT] });
    await open(user, 'Bread');
    expect(within(screen.getByRole('region', { name: 'Calories' })).getByText('290 kcal')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /^Yoghurt/ }));
    expect(await drawer('Yoghurt')).toBeInTheDocument();
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
  });

  it('closes when another day is chosen', async () => {
    const { user } = renderDashboard({ logs: [BREAD] });
    await open(user, 'Bread');
    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('links to the edit form of the log, preloading it when pointed at', async () => {
    const { user, preload } = renderDashboard({ logs: [BREAD] });
    const dialog = await open(user, 'Bread');
    const edit = within(dialog).getByRole('link', { name: 'Edit' });
    expect(edit).toHaveAttribute('href', '/intake-logs/bread/edit');
    await user.hover(edit);
    expect(preload).toHaveBeenCalledWith('/intake-logs/bread/edit');
    await user.click(edit);
    expect(await screen.findByRole('heading', { name: 'Elsewhere' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/intake-logs\/bread\/edit$/);
  });

  it('deletes the log: DELETE, the drawer closes, a toast, and the day is read again without it', async () => {
    const { user, changes, notify, dayReads } = renderDashboard({ logs: [BREAD, YOGHURT] });
    const dialog = await open(user, 'Bread');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(changes()).toEqual([expect.objectContaining({ method: 'DELETE', url: '/api/intake_logs/bread' })]);
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Intake log deleted' });
    await waitFor(() => expect(screen.queryByRole('button', { name: /^Bread/ })).not.toBeInTheDocument());
    expect(dayReads()).toHaveLength(2);
    expect(within(screen.getByRole('region', { name: 'Calories' })).getByText('90 kcal')).toBeInTheDocument();
  });

  it('stays open and says so when deleting fails', async () => {
    const { user, notify } = renderDashboard({
      logs: [BREAD],
      answer: (request) => (request.method === 'DELETE' ? problemResponse(500) : undefined),
    });
    const dialog = await open(user, 'Bread');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({
        intent: 'error',
        title: 'The intake log could not be deleted. Try again.',
      }),
    );
    expect(screen.getByRole('dialog', { name: 'Bread' })).toBeInTheDocument();
  });
});
