import { activateLocale, createTestApi, jsonResponse, renderWithProviders, type Respond, problemResponse, rowsOf } from '../../../../shared/test/render';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { GoalsPage } from './GoalsPage';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

const collection = (member: unknown[]) => ({
  '@context': '/api/contexts/Goal',
  '@id': '/api/goals',
  '@type': 'Collection',
  member,
  totalItems: member.length,
});

const goal = (uuid: string, nutrient: string, goalType: 'minimum' | 'maximum', value: number, currentlyActive = true) => ({
  '@id': `/api/goals/${uuid}`,
  '@type': 'Goal',
  uuid,
  nutrient,
  goalType,
  value,
  startDate: currentlyActive ? null : '2020-01-01',
  endDate: currentlyActive ? null : '2020-12-31',
  currentlyActive,
});

/** Listed by the API in creation order, not in nutrient order, with one goal that is no longer active. */
const GOALS = [
  goal('g-proteins', 'proteins', 'minimum', 60.25),
  goal('g-salt', 'salt', 'maximum', 5.5, false),
  goal('g-caffeine', 'caffeine', 'maximum', 400),
  goal('g-calories', 'calories', 'maximum', 2000),
];


function renderPage(respond: Respond) {
  const testApi = createTestApi({ token: 'tok', respond });
  const result = renderWithProviders(
    <Routes>
      <Route path="/goals" element={<GoalsPage />} />
    </Routes>,
    { api: testApi.api, route: '/goals' },
  );
  return { ...testApi, ...result, user: userEvent.setup() };
}


describe('GoalsPage', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));
  afterAll(() => activateLocale('en-GB', catalogs));

  it("asks the API for the goals in the browser's time zone, with the token", async () => {
    const { requests } = renderPage(() => jsonResponse(200, collection([])));
    await screen.findByText('No goals yet.');

    expect(requests()).toHaveLength(1);
    const request = requests()[0]!;
    const url = new URL(request.url, 'http://localhost');
    expect(request.method).toBe('GET');
    expect(url.pathname).toBe('/api/goals');
    const timezone = Intl.DateTimeFormat().resolvedOptions().timeZone;
    expect(timezone).toBeTruthy();
    expect(Object.fromEntries(url.searchParams)).toEqual({ timezone, pagination: 'false' });
    expect(request.headers['X-API-KEY']).toBe('tok');
  });

  it('shows the heading and the empty state when there are no goals', async () => {
    renderPage(() => jsonResponse(200, collection([])));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Goals$/);
    expect(await screen.findByRole('status')).toHaveTextContent('No goals yet.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('shows only the currently active goals, in nutrient order, as at least / at most with rounding and unit', async () => {
    renderPage(() => jsonResponse(200, collection(GOALS)));
    const list = await screen.findByRole('list', { name: 'Active goals' });
    expect(rowsOf(list)).toEqual([
      ['Calories', 'at most 2,000 kcal'],
      ['Proteins', 'at least 60.3 g'],
      ['Caffeine', 'at most 400 mg'],
    ]);
    expect(screen.queryByText('Salt')).not.toBeInTheDocument();
  });

  it('shows the empty state when no goal is active today', async () => {
    renderPage(() => jsonResponse(200, collection([goal('g-salt', 'salt', 'maximum', 5.5, false)])));
    expect(await screen.findByRole('status')).toHaveTextContent('No goals are active today.');
    expect(screen.queryByText('Salt')).not.toBeInTheDocument();
  });

  it('shows an inline error with Retry on a server error, and Retry fetches again', async () => {
    let calls = 0;
    const { requests, user } = renderPage(() => (++calls === 1 ? problemResponse(500) : jsonResponse(200, collection(GOALS))));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');
    expect(requests()).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('list', { name: 'Active goals' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests()[1]!.url).toBe(requests()[0]!.url);
  });

  it('speaks Dutch when nl-NL is active', async () => {
    activateLocale('nl-NL', catalogs);
    const { unmount } = renderPage(() => jsonResponse(200, collection([])));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Doelen$/);
    expect(await screen.findByText('Nog geen doelen.')).toBeInTheDocument();
    unmount();

    renderPage(() => jsonResponse(200, collection(GOALS)));
    const list = await screen.findByRole('list', { name: 'Actieve doelen' });
    expect(rowsOf(list)).toEqual([
      ['Calorieën', 'hoogstens 2.000 kcal'],
      ['Eiwitten', 'minstens 60,3 g'],
      ['Cafeïne', 'hoogstens 400 mg'],
    ]);
  });
});
