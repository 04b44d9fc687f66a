import { activateLocale, createTestApi, jsonResponse, renderWithProviders, type Respond, problemResponse, rowsOf } from '../../../../shared/test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { DashboardPage } from './DashboardPage';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

/** "Now" for every test: a local Sunday noon. Only Date is faked; timers stay real for SWR and user-event. */
const NOW = new Date(2026, 2, 29, 12, 0, 0);
const REAL_TIMERS = [
  'hrtime',
  'nextTick',
  'performance',
  'queueMicrotask',
  'requestAnimationFrame',
  'cancelAnimationFrame',
  'requestIdleCallback',
  'cancelIdleCallback',
  'setImmediate',
  'clearImmediate',
  'setInterval',
  'clearInterval',
  'setTimeout',
  'clearTimeout',
] as const;

/** A local date-time as the API's UTC 'YYYY-MM-DD HH:mm:ss'. */
const apiUtc = (local: Date) => local.toISOString().slice(0, 19).replace('T', ' ');

const collection = (member: unknown[], totalItems = member.length) => ({
  '@context': '/api/contexts/IntakeLog',
  '@id': '/api/intake_logs',
  '@type': 'Collection',
  member,
  totalItems,
});

const intakeLog = (uuid: string, type: 'product' | 'recipe' | 'manual', localTime: [number, number], description: string | null = null) => ({
  '@id': `/api/intake_logs/${uuid}`,
  '@type': 'IntakeLog',
  uuid,
  type,
  date: new Date(2026, 2, 29, ...localTime).toISOString(),
  description,
});


function renderPage(respond: Respond) {
  const testApi = createTestApi({ token: 'tok', respond });
  const result = renderWithProviders(
    <Routes>
      <Route path="/" element={<DashboardPage />} />
    </Routes>,
    { api: testApi.api, route: '/' },
  );
  return { ...testApi, ...result, user: userEvent.setup() };
}


describe('DashboardPage', () => {
  beforeEach(() => {
    jest.useFakeTimers({ now: NOW, doNotFake: [...REAL_TIMERS] });
    activateLocale('en-GB', catalogs);
  });
  afterEach(() => jest.useRealTimers());
  afterAll(() => activateLocale('en-GB', catalogs));

  it("asks the API for today's intake logs (local day as UTC bounds), oldest first, with the token", async () => {
    const { requests } = renderPage(() => jsonResponse(200, collection([])));
    await screen.findByText('Nothing logged on this day yet.');

    expect(requests()).toHaveLength(1);
    const request = requests()[0]!;
    const url = new URL(request.url, 'http://localhost');
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/intake_logs');
    const query = Object.fromEntries(url.searchParams);
    expect(query).toEqual({
      'order[date]': 'asc',
      pagination: 'false',
      'date[after]': apiUtc(new Date(2026, 2, 29, 0, 0, 0)),
      'date[before]': apiUtc(new Date(2026, 2, 29, 23, 59, 59)),
    });
    expect(query['date[after]']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(query['date[before]']).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/);
    expect(request.headers['X-API-KEY']).toBe('tok');
  });

  it('shows the heading and the empty state when nothing is logged today', async () => {
    renderPage(() => jsonResponse(200, collection([])));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Dashboard$/);
    expect(await screen.findByRole('status')).toHaveTextContent('Nothing logged on this day yet.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it("lists today's logs in the given order with their local time, named by description or type", async () => {
    renderPage(() =>
      jsonResponse(
        200,
        collection([intakeLog('a', 'product', [8, 5]), intakeLog('b', 'manual', [12, 30], 'Coffee with milk'), intakeLog('c', 'recipe', [19, 45]), intakeLog('d', 'manual', [21, 0])]),
      ),
    );
    const list = await screen.findByRole('list', { name: "Today's intake" });
    expect(rowsOf(list)).toEqual([
      ['Product', '08:05'],
      ['Coffee with milk', '12:30'],
      ['Recipe', '19:45'],
      ['Manual entry', '21:00'],
    ]);
  });

  it('shows an inline error with Retry on a server error, and Retry fetches again', async () => {
    let calls = 0;
    const { requests, user } = renderPage(() => (++calls === 1 ? problemResponse(500) : jsonResponse(200, collection([intakeLog('a', 'manual', [9, 0], 'Apple')]))));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');
    expect(requests()).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('Apple')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests()[1]!.url).toBe(requests()[0]!.url);
  });

  it('speaks Dutch when nl-NL is active', async () => {
    activateLocale('nl-NL', catalogs);
    const { unmount } = renderPage(() => jsonResponse(200, collection([])));
    expect(await screen.findByText('Nog niets gelogd op deze dag.')).toBeInTheDocument();
    unmount();

    renderPage(() => jsonResponse(200, collection([intakeLog('a', 'manual', [8, 0]), intakeLog('b', 'recipe', [9, 0])])));
    const list = await screen.findByRole('list', { name: 'Inname van vandaag' });
    expect(rowsOf(list).map(([name]) => name)).toEqual(['Handmatige invoer', 'Recept']);
  });
});
