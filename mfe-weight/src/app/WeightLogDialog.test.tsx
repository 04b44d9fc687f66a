import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { setDateLocale } from '@nutrilog/shared/format';
import { activateLocale, dialogClosed, problemResponse, unprocessable } from '@nutrilog/shared/test';
import { localToday } from '@nutrilog/shared/ui';
import { messages as en } from '../locales/en-GB/messages';
import { messages as nl } from '../locales/nl-NL/messages';
import { daysAgo, logRows, openDialog, renderWeightPage, weightApi, weightLog } from './weight-page-test-kit';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

const LOGS = [weightLog('w2', daysAgo(40, 7), 81.2, { bodyFatPercentage: 18.5 }), weightLog('w1', daysAgo(45, 7), 82)];
const editButton = (log: { date: string }) => `Edit weight log of ${dayjs(log.date).format('ddd D MMM')}`;

const field = (dialog: HTMLElement, label: 'Weight' | 'Body fat percentage' | 'Unit') =>
  within(dialog).getByRole('textbox', { name: label });
// The label's text is 'Date*': the required mark is hidden from assistive technology, not from getByLabelText.
const dateField = (dialog: HTMLElement) => within(dialog).getByLabelText(/^Date/);

describe('the weight log dialog (on the weight page)', () => {
  beforeEach(() => {
    activateLocale('en-GB', catalogs);
    setDateLocale('en-GB');
  });

  it('creates a log of now, says so at the top, refreshes the list and balances, and opens empty again', async () => {
    const { user, writes, reads, notify } = renderWeightPage(weightApi([]));
    await screen.findByText('No weight logged yet.');
    let dialog = await openDialog(user, 'Create weight log');
    expect(screen.getByRole('dialog', { name: 'Create weight log' })).toBe(dialog);
    expect(dateField(dialog)).toHaveValue(localToday());
    expect(dateField(dialog)).toBeEnabled();
    expect(field(dialog, 'Weight')).toHaveValue('');
    expect(field(dialog, 'Body fat percentage')).toHaveValue('');
    expect(field(dialog, 'Unit')).toHaveValue('kilogram');
    expect(within(dialog).queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();

    await user.type(field(dialog, 'Weight'), '82,4');
    await user.type(field(dialog, 'Body fat percentage'), '18.5');
    const before = Date.now();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await dialogClosed();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'POST',
        url: '/api/weight_logs',
        body: { date: expect.any(String), weight: 82.4, bodyFatPercentage: 18.5, unit: 'kilogram' },
      }),
    ]);
    const saved = Date.parse((writes()[0]!.body as { date: string }).date);
    expect(Math.abs(saved - before)).toBeLessThan(60_000);
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Weight log created', position: 'top' });
    await waitFor(() => expect(reads()).toHaveLength(2));
    expect(await logRows()).toEqual([[dayjs().format('ddd D MMM'), '82.4 kg', '', 'Body fat 18.5%', '']]);
    // The new log is recent: the balance cards appear and read their windows.
    await waitFor(() => expect(reads('/api/weight_logs/caloric_balance')).toHaveLength(2));

    dialog = await openDialog(user, 'Create weight log');
    expect(field(dialog, 'Weight')).toHaveValue('');
    expect(field(dialog, 'Body fat percentage')).toHaveValue('');
    expect(dateField(dialog)).toHaveValue(localToday());
  });

  it('saves a log of another day at noon that day, without body fat, in the unit typed', async () => {
    const { user, writes } = renderWeightPage(weightApi([]));
    const dialog = await openDialog(user, 'Create weight log');
    const day = dayjs().subtract(3, 'day');
    fireEvent.change(dateField(dialog), { target: { value: day.format('YYYY-MM-DD') } });
    await user.type(field(dialog, 'Weight'), '180');
    await user.clear(field(dialog, 'Unit'));
    await user.type(field(dialog, 'Unit'), 'lb');
    expect(within(dialog).getByText('lb')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await dialogClosed();
    expect(writes()[0]!.body).toEqual({
      date: day.hour(12).minute(0).second(0).millisecond(0).toISOString(),
      weight: 180,
      bodyFatPercentage: null,
      unit: 'lb',
    });
  });

  it('says what is wrong, sending nothing, for a missing weight, one of 25 or less, too much body fat', async () => {
    const { user, writes } = renderWeightPage(weightApi([]));
    const dialog = await openDialog(user, 'Create weight log');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Weight must be greater than 25.')).toBeInTheDocument();

    await user.type(field(dialog, 'Weight'), '25');
    await user.type(field(dialog, 'Body fat percentage'), '101');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(field(dialog, 'Body fat percentage')).toHaveAccessibleDescription(
        'Body fat percentage must be less than or equal to 100.',
      ),
    );
    expect(field(dialog, 'Weight')).toHaveAccessibleDescription('Weight must be greater than 25.');

    fireEvent.change(dateField(dialog), { target: { value: '' } });
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(dateField(dialog)).toHaveAccessibleDescription('Date is required.'));

    expect(writes()).toEqual([]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it("starts from the log's values with the date fixed, and saves the changes as a merge patch", async () => {
    const { user, writes, notify } = renderWeightPage(weightApi(LOGS));
    const dialog = await openDialog(user, editButton(LOGS[0]!));
    expect(screen.getByRole('dialog', { name: 'Edit weight log' })).toBe(dialog);
    expect(dateField(dialog)).toHaveValue(dayjs(LOGS[0]!.date).format('YYYY-MM-DD'));
    expect(dateField(dialog)).toBeDisabled();
    expect(field(dialog, 'Weight')).toHaveValue('81.2');
    expect(field(dialog, 'Body fat percentage')).toHaveValue('18.5');
    expect(field(dialog, 'Unit')).toHaveValue('kilogram');

    await user.clear(field(dialog, 'Weight'));
    await user.type(field(dialog, 'Weight'), '80.9');
    await user.clear(field(dialog, 'Body fat percentage'));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await dialogClosed();
    expect(writes()).toEqual([
      expect.objectContaining({
        method: 'PATCH',
        url: '/api/weight_logs/w2',
        body: { date: LOGS[0]!.date, weight: 80.9, bodyFatPercentage: null, unit: 'kilogram' },
      }),
    ]);
    expect(writes()[0]!.headers['Content-Type']).toBe('application/merge-patch+json');
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Weight log updated', position: 'top' });
    await waitFor(async () =>
      expect((await logRows())[0]).toEqual([
        dayjs(LOGS[0]!.date).format('ddd D MMM'),
        '80.9 kg',
        'Down 1.1 kg',
        '',
        '',
      ]),
    );
  });

  it('reads both caloric balances again after a change', async () => {
    const recent = weightLog('w3', daysAgo(2), 80);
    const { user, reads } = renderWeightPage(weightApi([recent]));
    await screen.findByRole('region', { name: 'Over past 30 days' });
    await waitFor(() => expect(reads('/api/weight_logs/caloric_balance')).toHaveLength(2));

    const dialog = await openDialog(user, editButton(recent));
    await user.clear(field(dialog, 'Weight'));
    await user.type(field(dialog, 'Weight'), '79.5');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await dialogClosed();
    await waitFor(() => expect(reads('/api/weight_logs/caloric_balance')).toHaveLength(4));
    expect(reads()).toHaveLength(2);
  });

  it('opens afresh with the values of the log chosen, whatever was typed before', async () => {
    const { user, writes } = renderWeightPage(weightApi(LOGS));
    let dialog = await openDialog(user, editButton(LOGS[0]!));
    await user.clear(field(dialog, 'Weight'));
    await user.type(field(dialog, 'Weight'), '99');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();

    dialog = await openDialog(user, editButton(LOGS[1]!));
    expect(field(dialog, 'Weight')).toHaveValue('82');
    expect(field(dialog, 'Body fat percentage')).toHaveValue('');
    expect(dateField(dialog)).toHaveValue(dayjs(LOGS[1]!.date).format('YYYY-MM-DD'));
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await dialogClosed();

    dialog = await openDialog(user, editButton(LOGS[0]!));
    expect(field(dialog, 'Weight')).toHaveValue('81.2');
    expect(writes()).toEqual([]);
  });

  it('deletes the log from its edit dialog, says so, and drops it from the list', async () => {
    const { user, writes, notify } = renderWeightPage(weightApi(LOGS));
    const dialog = await openDialog(user, editButton(LOGS[1]!));
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));

    await dialogClosed();
    expect(writes()).toEqual([expect.objectContaining({ method: 'DELETE', url: '/api/weight_logs/w1' })]);
    expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Weight log deleted', position: 'top' });
    await waitFor(async () => expect(await logRows()).toHaveLength(1));
  });

  it("stays open and shows the API's violations next to their fields", async () => {
    const answer = (request: { method: string }) =>
      request.method === 'POST'
        ? unprocessable([{ propertyPath: 'weight', message: 'Weight must be greater than 25.' }])
        : undefined;
    const { user, notify } = renderWeightPage(weightApi([], { answer }));
    const dialog = await openDialog(user, 'Create weight log');
    await user.type(field(dialog, 'Weight'), '30');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(field(dialog, 'Weight')).toHaveAccessibleDescription('Weight must be greater than 25.'));
    expect(within(dialog).queryByText('The weight log could not be saved. Try again.')).not.toBeInTheDocument();
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('stays open with a general error when saving or deleting fails otherwise', async () => {
    const { user, notify } = renderWeightPage(
      weightApi(LOGS, { answer: (request) => (request.method === 'GET' ? undefined : problemResponse(500)) }),
    );
    const dialog = await openDialog(user, editButton(LOGS[0]!));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('The weight log could not be saved. Try again.');

    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(within(dialog).getByRole('alert')).toHaveTextContent('The weight log could not be deleted. Try again.'),
    );
    expect(notify).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
