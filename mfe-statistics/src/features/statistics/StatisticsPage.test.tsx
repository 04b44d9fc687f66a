import { activateLocale, createTestApi, fakeDateOnly, jsonResponse, renderWithProviders, type Respond, problemResponse } from '../../../../shared/test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { StatisticsPage } from './StatisticsPage';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

/** "Now" for every test: a local noon. Only Date is faked; timers stay real for SWR and user-event. */
const NOW = new Date(2026, 6, 14, 12, 0, 0);
const apiUtc = (local: Date) => local.toISOString().slice(0, 19).replace('T', ' ');

/** One page of one member, as asked with itemsPerPage=1; totalItems counts the whole day. */
const collection = (totalItems: number) => ({
  '@context': '/api/contexts/IntakeLog',
  '@id': '/api/intake_logs',
  '@type': 'Collection',
  member: totalItems === 0 ? [] : [{ '@id': '/api/intake_logs/a', '@type': 'IntakeLog', uuid: 'a' }],
  totalItems,
});


function renderPage(respond: Respond) {
  const testApi = createTestApi({ token: 'tok', respond });
  const result = renderWithProviders(
    <Routes>
      <Route path="/statistics" element={<StatisticsPage />} />
    </Routes>,
    { api: testApi.api, route: '/statistics' },
  );
  return { ...testApi, ...result, user: userEvent.setup() };
}

describe('StatisticsPage', () => {
  beforeEach(() => {
    fakeDateOnly(NOW);
    activateLocale('en-GB', catalogs);
  });
  afterEach(() => jest.useRealTimers());
  afterAll(() => activateLocale('en-GB', catalogs));

  it("counts today's intake logs from totalItems: local day as UTC bounds, one item per page, with the token", async () => {
    const { requests } = renderPage(() => jsonResponse(200, collection(3)));
    // One member on the page, three in the day.
    expect(await screen.findByText('3 intake logs today.')).toBeInTheDocument();

    expect(requests()).toHaveLength(1);
    const request = requests()[0]!;
    const url = new URL(request.url, 'http://localhost');
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/intake_logs');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'date[after]': apiUtc(new Date(2026, 6, 14, 0, 0, 0)),
      'date[before]': apiUtc(new Date(2026, 6, 14, 23, 59, 59)),
      itemsPerPage: '1',
    });
    expect(request.headers['X-API-KEY']).toBe('tok');
  });

  it('shows the heading and the empty state when nothing is logged today', async () => {
    renderPage(() => jsonResponse(200, collection(0)));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Statistics$/);
    expect(await screen.findByRole('status')).toHaveTextContent('Nothing logged on this day yet.');
    expect(screen.queryByText(/intake logs? today/)).not.toBeInTheDocument();
  });

  it('uses the singular for one intake log', async () => {
    renderPage(() => jsonResponse(200, collection(1)));
    expect(await screen.findByText('1 intake log today.')).toBeInTheDocument();
  });

  it('shows an inline error with Retry on a server error, and Retry fetches again', async () => {
    let calls = 0;
    const { requests, user } = renderPage(() => (++calls === 1 ? problemResponse(500) : jsonResponse(200, collection(2))));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');
    expect(requests()).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByText('2 intake logs today.')).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests()[1]!.url).toBe(requests()[0]!.url);
  });

  it('speaks Dutch when nl-NL is active, with Dutch plurals', async () => {
    activateLocale('nl-NL', catalogs);
    const { unmount } = renderPage(() => jsonResponse(200, collection(3)));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Statistieken$/);
    expect(await screen.findByText('3 innames vandaag.')).toBeInTheDocument();
    unmount();

    const second = renderPage(() => jsonResponse(200, collection(1)));
    expect(await screen.findByText('1 inname vandaag.')).toBeInTheDocument();
    second.unmount();

    renderPage(() => jsonResponse(200, collection(0)));
    expect(await screen.findByText('Nog niets gelogd op deze dag.')).toBeInTheDocument();
  });
});
