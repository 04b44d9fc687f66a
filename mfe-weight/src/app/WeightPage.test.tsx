import { screen, waitFor, within } from '@testing-library/react';
import dayjs from 'dayjs';
import { setDateLocale } from '@nutrilog/shared/format';
import { activateLocale, collection, jsonResponse, problemResponse } from '@nutrilog/shared/test';
import { localToday } from '@nutrilog/shared/ui';
import { messages as en } from '../locales/en-GB/messages';
import { messages as nl } from '../locales/nl-NL/messages';
import { daysAgo, logList, logRows, NO_BALANCE, renderWeightPage, weightApi, weightLog } from './weight-page-test-kit';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

/** Noon local time on a day of March 2026, as the API's UTC ISO timestamp: the same day in any time zone. */
const localNoon = (day: number) => new Date(2026, 2, day, 12, 0, 0).toISOString();

const searchOf = (url: string) => Object.fromEntries(new URL(url, 'http://localhost').searchParams);

describe('WeightPage', () => {
  beforeEach(() => {
    activateLocale('en-GB', catalogs);
    setDateLocale('en-GB');
  });
  afterAll(() => {
    activateLocale('en-GB', catalogs);
    setDateLocale('en-GB');
  });

  it('asks the API for every weight log, newest first, with the token', async () => {
    const { requests } = renderWeightPage(() => jsonResponse(200, collection([])));
    await screen.findByText('No weight logged yet.');

    const gets = requests();
    expect(gets).toHaveLength(1);
    const url = new URL(gets[0]!.url, 'http://localhost');
    expect(gets[0]!.method).toBe('GET');
    expect(url.pathname).toBe('/api/weight_logs');
    expect(Object.fromEntries(url.searchParams)).toEqual({ 'order[date]': 'desc', pagination: 'false' });
    expect(gets[0]!.headers['X-API-KEY']).toBe('tok');
  });

  it('shows the heading, the create button and the empty state when nothing is logged', async () => {
    renderWeightPage(weightApi([]));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Weight$/);
    expect(screen.getByRole('button', { name: 'Create weight log' })).toBeInTheDocument();
    expect(await screen.findByRole('status')).toHaveTextContent('No weight logged yet.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });

  it("lists the logs in the API's order (newest first): day, weight with a decimal, change and body fat", async () => {
    renderWeightPage(() =>
      jsonResponse(
        200,
        collection([
          weightLog('w4', localNoon(29), 80.6, { bodyFatPercentage: 18.5 }),
          weightLog('w3', localNoon(28), 80),
          weightLog('w2', localNoon(27), 80.04),
          weightLog('w1', localNoon(26), 80.44),
        ]),
      ),
    );
    expect(await logRows()).toEqual([
      ['Sun 29 Mar', '80.6 kg', 'Up 0.6 kg', 'Body fat 18.5%', ''],
      ['Sat 28 Mar', '80.0 kg', '', '', ''],
      ['Fri 27 Mar', '80.0 kg', 'Down 0.4 kg', '', ''],
      ['Thu 26 Mar', '80.4 kg', '', '', ''],
    ]);
    // What is seen instead: a sign and an arrow, a percent icon.
    const rows = within(await logList()).getAllByRole('listitem');
    expect(within(rows[0]!).getByText('+0.6')).toHaveAttribute('aria-hidden', 'true');
    expect(within(rows[0]!).getByText('+0.6').querySelector('svg')).toBeInTheDocument();
    expect(within(rows[0]!).getByText('18.5').querySelector('svg')).toBeInTheDocument();
    expect(within(rows[2]!).getByText('-0.4').querySelector('svg')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText(/[+-]\d/)).not.toBeInTheDocument();
    expect(within(rows[1]!).getByRole('button', { name: 'Edit weight log of Sat 28 Mar' })).toBeInTheDocument();
    expect(screen.queryByText('No weight logged yet.')).not.toBeInTheDocument();
  });

  it('opens the dialog of the log that ?edit= names, read on its own (a change the API refused is in no list)', async () => {
    const refused = weightLog('w9', localNoon(20), 81.3);
    const { reads } = renderWeightPage(
      weightApi([], {
        answer: (request) =>
          request.method === 'GET' && request.url === '/api/weight_logs/w9' ? jsonResponse(200, refused) : undefined,
      }),
      '/weight?edit=w9',
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit weight log' });
    expect(within(dialog).getByRole('textbox', { name: 'Weight' })).toHaveValue('81.3');
    expect(reads('/api/weight_logs/w9')).toHaveLength(1);
  });

  it('shows an inline error with Retry on a server error, and Retry fetches again', async () => {
    let calls = 0;
    const { requests, user } = renderWeightPage(() =>
      ++calls === 1 ? problemResponse(500) : jsonResponse(200, collection([weightLog('w1', localNoon(29), 72.5)])),
    );

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Weight');
    expect(requests()).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('72.5 kg')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests()[1]!.url).toBe(requests()[0]!.url);
  });

  it('shows the trend and both balance cards when the last 30 days have logs, asking for each window', async () => {
    const { reads } = renderWeightPage(
      weightApi([weightLog('w2', daysAgo(1), 80), weightLog('w1', daysAgo(40), 82)], {
        balance: (after) => ({
          ...NO_BALANCE,
          balance: after === dayjs().subtract(6, 'day').format('YYYY-MM-DD') ? -550 : -320,
        }),
      }),
    );
    expect(await screen.findByRole('region', { name: 'Trend' })).toBeInTheDocument();
    expect(
      within(await screen.findByRole('region', { name: 'Over past 7 days' })).getByText('-550 kcal/day'),
    ).toBeInTheDocument();
    expect(
      await within(screen.getByRole('region', { name: 'Over past 30 days' })).findByText('-320 kcal/day'),
    ).toBeInTheDocument();

    const balanceReads = reads('/api/weight_logs/caloric_balance').map((request) => searchOf(request.url));
    const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const windowStart = (days: number) =>
      dayjs(localToday())
        .subtract(days - 1, 'day')
        .format('YYYY-MM-DD');
    expect(balanceReads).toEqual(
      expect.arrayContaining([
        { 'order[date]': 'asc', 'date[after]': windowStart(7), timezone },
        { 'order[date]': 'asc', 'date[after]': windowStart(30), timezone },
      ]),
    );
    expect(balanceReads).toHaveLength(2);
  });

  it('shows no cards and asks for no balance when the logs are older than 30 days', async () => {
    const { reads } = renderWeightPage(weightApi([weightLog('w1', daysAgo(30), 82)]));
    expect(await logRows()).toHaveLength(1);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
    expect(reads('/api/weight_logs/caloric_balance')).toEqual([]);
  });

  it('speaks Dutch when nl-NL is active: heading, empty state, Dutch dates and a decimal comma', async () => {
    activateLocale('nl-NL', catalogs);
    setDateLocale('nl-NL');
    const { unmount } = renderWeightPage(weightApi([]));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Gewicht$/);
    expect(await screen.findByText('Nog geen gewicht geregistreerd.')).toBeInTheDocument();
    unmount();

    renderWeightPage(weightApi([weightLog('w2', localNoon(29), 80), weightLog('w1', localNoon(28), 80.6)]));
    const list = await screen.findByRole('list', { name: 'Gewichtsmetingen' });
    expect((await logRows('Gewichtsmetingen')).map((cells) => cells.slice(0, 2))).toEqual([
      ['zo. 29 mrt', '80,0 kg'],
      ['za. 28 mrt', '80,6 kg'],
    ]);
    expect(within(list).getByText('-0,6')).toBeInTheDocument();
  });
});
