import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { activateLocale, dialogClosed, problemResponse, unprocessable } from '@nutrilog/shared/test';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { goalList, goalRows, GOALS, goalsApi, openDialog, renderGoalsPage } from './goals-test-kit';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

const setDate = (dialog: HTMLElement, label: 'Start date' | 'End date', value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

describe('GoalDialog (on the goals page)', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));
  afterAll(() => activateLocale('en-GB', catalogs));

  it('creates a goal with the defaults (at most, calories, no dates), says so, and lists it', async () => {
    const { user, writes, reads, notify } = renderGoalsPage(goalsApi([]));
    const dialog = await openDialog(user, 'Create goal');
    expect(within(dialog).getByRole('heading', { name: 'Create goal' })).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Create goal' })).toBe(dialog);
    expect(within(dialog).getByRole('combobox', { name: 'Nutrient' })).toHaveValue('calories');
    expect(
      within(dialog)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      'Calories',
      'Fat',
      'Saturated fat',
      'Carbohydrates',
      'Sugars',
      'Fibres',
      'Proteins',
      'Salt',
      'Water',
      'Caffeine',
      'Potassium',
    ]);
    expect(within(dialog).getByRole('radio', { name: 'At most' })).toBeChecked();
    expect(within(dialog).getByRole('radio', { name: 'At least' })).not.toBeChecked();
    const value = within(dialog).getByRole('textbox', { name: 'Value' });
    expect(value).toHaveValue('');
    expect(value.parentElement).toHaveTextContent('kcal');
    expect(within(dialog).getByLabelText('Start date')).toHaveValue('');
    expect(within(dialog).getByLabelText('End date')).toHaveValue('');
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.type(value, '2000');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await dialogClosed();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/goals',
        body: { nutrient: 'calories', goalType: 'maximum', value: 2000, startDate: null, endDate: null },
      }),
    ]);
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Goal created' });
    await waitFor(() => expect(reads()).toHaveLength(2));
    await waitFor(async () => expect(goalRows(await goalList())).toEqual(['Calories at most 2,000 kcal']));
  });

  it('creates a goal of another nutrient, at least, with dates, in that nutrient unit', async () => {
    const { user, writes } = renderGoalsPage(goalsApi([]));
    const dialog = await openDialog(user, 'Create goal');
    await user.selectOptions(within(dialog).getByRole('combobox', { name: 'Nutrient' }), 'Proteins');
    await user.click(within(dialog).getByRole('radio', { name: 'At least' }));
    const value = within(dialog).getByRole('textbox', { name: 'Value' });
    expect(value.parentElement).toHaveTextContent('g');
    await user.type(value, '62,5');
    setDate(dialog, 'Start date', '2026-01-01');
    setDate(dialog, 'End date', '2026-03-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await dialogClosed();
    expect(writes()[0]).toMatchObject({
      method: 'POST',
      body: { nutrient: 'proteins', goalType: 'minimum', value: 62.5, startDate: '2026-01-01', endDate: '2026-03-31' },
    });
  });

  it('says what is wrong and sends nothing for a value of 0 or an end before the start', async () => {
    const { user, writes } = renderGoalsPage(goalsApi([]));
    const dialog = await openDialog(user, 'Create goal');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Value must be greater than 0.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Value' }), '10');
    setDate(dialog, 'Start date', '2026-02-01');
    setDate(dialog, 'End date', '2026-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('End date must not be before the start date.')).toBeInTheDocument();

    expect(writes()).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("starts from the goal's values when editing, and saves the changes as a merge patch", async () => {
    const { user, writes, notify } = renderGoalsPage(goalsApi(GOALS));
    const dialog = await openDialog(user, /^Proteins/);
    expect(screen.getByRole('dialog', { name: 'Edit goal' })).toBe(dialog);
    expect(within(dialog).getByRole('combobox', { name: 'Nutrient' })).toHaveValue('proteins');
    expect(within(dialog).getByRole('radio', { name: 'At least' })).toBeChecked();
    const value = within(dialog).getByRole('textbox', { name: 'Value' });
    expect(value).toHaveValue('60.25');
    expect(within(dialog).getByLabelText('Start date')).toHaveValue('2026-01-05');
    expect(within(dialog).getByLabelText('End date')).toHaveValue('');

    await user.clear(value);
    await user.type(value, '70');
    setDate(dialog, 'End date', '2026-12-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await dialogClosed();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        url: '/api/goals/g-proteins',
        body: { nutrient: 'proteins', goalType: 'minimum', value: 70, startDate: '2026-01-05', endDate: '2026-12-31' },
      }),
    ]);
    expect(writes()[0]!.headers['Content-Type']).toBe('application/merge-patch+json');
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Goal updated' });
    expect(
      await screen.findByRole('button', { name: /^Proteins at least 70 g from 5 Jan 2026 until 31 Dec 2026/ }),
    ).toBeInTheDocument();
  });

  it('deletes the goal from its edit dialog, says so, and drops it from the list', async () => {
    const { user, writes, notify } = renderGoalsPage(goalsApi(GOALS));
    const dialog = await openDialog(user, /^Caffeine/);
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await dialogClosed();
    expect(writes()).toEqual([expect.objectContaining({ method: 'DELETE', url: '/api/goals/g-caffeine' })]);
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Goal deleted' });
    await waitFor(async () =>
      expect(goalRows(await goalList())).toEqual([
        'Calories at most 2,000 kcal',
        'Proteins at least 60.3 g from 5 Jan 2026',
      ]),
    );
  });

  it("stays open and shows the API's violations next to their fields", async () => {
    const answer = (request: { method: string }) =>
      request.method === 'PATCH'
        ? unprocessable([{ propertyPath: 'endDate', message: 'End date must not be before the start date.' }])
        : undefined;
    const { user, notify } = renderGoalsPage(goalsApi(GOALS, answer));
    const dialog = await openDialog(user, /^Calories/);
    setDate(dialog, 'End date', '2026-01-31');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    const endDate = within(dialog).getByLabelText('End date');
    await waitFor(() => expect(endDate).toHaveAccessibleDescription('End date must not be before the start date.'));
    expect(within(dialog).queryByText('The goal could not be saved. Try again.')).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('stays open with a general error when saving or deleting fails otherwise', async () => {
    const { user, notify } = renderGoalsPage(
      goalsApi(GOALS, (request) => (request.method === 'GET' ? undefined : problemResponse(500))),
    );
    const dialog = await openDialog(user, /^Calories/);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The goal could not be saved. Try again.');

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('The goal could not be deleted. Try again.'),
    );
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('cancels without a request, and opens afresh', async () => {
    const { user, writes } = renderGoalsPage(goalsApi(GOALS));
    let dialog = await openDialog(user, /^Calories/);
    await user.clear(within(dialog).getByRole('textbox', { name: 'Value' }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Value must be greater than 0.')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();

    dialog = await openDialog(user, /^Calories/);
    expect(within(dialog).getByRole('textbox', { name: 'Value' })).toHaveValue('2000');
    expect(within(dialog).queryByText('Value must be greater than 0.')).not.toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();

    dialog = await openDialog(user, 'Create goal');
    expect(within(dialog).getByRole('textbox', { name: 'Value' })).toHaveValue('');
    expect(writes()).toEqual([]);
  });
});
