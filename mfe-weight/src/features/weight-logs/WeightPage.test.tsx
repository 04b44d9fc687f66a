import { activateLocale, createTestApi, jsonResponse, renderWithProviders, type Respond, problemResponse } from '../../../../shared/test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setDateLocale } from '@nutrilog/shared/format';
import { Route, Routes } from 'react-router-dom';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { WeightPage } from './WeightPage';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

const collection = (member: unknown[]) => ({
  '@context': '/api/contexts/WeightLog',
  '@id': '/api/weight_logs',
  '@type': 'Collection',
  member,
  totalItems: member.length,
});

const log = (uuid: string, date: string, weight: number) => ({
  '@id': `/api/weight_logs/${uuid}`,
  '@type': 'WeightLog',
  uuid,
  date,
  weight,
  bodyFatPercentage: null,
  unit: 'kilogram',
});

/** Noon local time on a day of March 2026, as the API's UTC ISO timestamp: the same day in any time zone. */
const localNoon = (day: number) => new Date(2026, 2, day, 12, 0, 0).toISOString();


function renderPage(respond: Respond) {
  const testApi = createTestApi({ token: 'tok', respond });
  const result = renderWithProviders(
    <Routes>
      <Route path="/weight" element={<WeightPage />} />
    </Routes>,
    { api: testApi.api, route: '/weight' },
  );
  return { ...testApi, ...result };
}

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
    const { requests } = renderPage(() => jsonResponse(200, collection([])));
    await screen.findByText('No weight logged yet.');

    const gets = requests();
    expect(gets).toHaveLength(1);
    const url = new URL(gets[0]!.url, 'http://localhost');
    expect(gets[0]!.method).toBe('GET');
    expect(url.pathname).toBe('/api/weight_logs');
    expect(Object.fromEntries(url.searchParams)).toEqual({ 'order[date]': 'desc', pagination: 'false' });
    expect(gets[0]!.headers['X-API-KEY']).toBe('tok');
  });

  it('shows the heading and the empty state when nothing is logged', async () => {
    renderPage(() => jsonResponse(200, collection([])));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Weight$/);
    expect(await screen.findByRole('status')).toHaveTextContent('No weight logged yet.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the weights with exactly one decimal in the order the API gives (newest first)', async () => {
    renderPage(() =>
      jsonResponse(
        200,
        collection([log('w3', localNoon(29), 80), log('w2', localNoon(28), 79.96), log('w1', localNoon(27), 81.24)]),
      ),
    );
    const list = await screen.findByRole('list', { name: 'Weight logs' });
    const rows = within(list).getAllByRole('listitem');
    expect(rows.map((row) => row.textContent)).toEqual(['Sun 29 Mar80.0 kg', 'Sat 28 Mar80.0 kg', 'Fri 27 Mar81.2 kg']);
    expect(within(rows[0]!).getByText('80.0 kg')).toBeInTheDocument();
    expect(screen.queryByText('No weight logged yet.')).not.toBeInTheDocument();
  });

  it('shows an inline error with Retry on a server error, and Retry fetches again', async () => {
    let calls = 0;
    const user = userEvent.setup();
    const { requests } = renderPage(() => (++calls === 1 ? problemResponse(500) : jsonResponse(200, collection([log('w1', localNoon(29), 72.5)]))));

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

  it('speaks Dutch when nl-NL is active: heading, empty state, Dutch dates and a decimal comma', async () => {
    activateLocale('nl-NL', catalogs);
    setDateLocale('nl-NL');
    const { unmount } = renderPage(() => jsonResponse(200, collection([])));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Gewicht$/);
    expect(await screen.findByText('Nog geen gewicht geregistreerd.')).toBeInTheDocument();
    unmount();

    renderPage(() => jsonResponse(200, collection([log('w1', localNoon(29), 80)])));
    const list = await screen.findByRole('list', { name: 'Gewichtsmetingen' });
    const row = within(list).getAllByRole('listitem')[0]!;
    expect(Array.from(row.children).map((cell) => cell.textContent)).toEqual(['zo. 29 mrt', '80,0 kg']);
  });
});
