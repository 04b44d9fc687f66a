import { screen, waitFor, within } from '@testing-library/react';
import { activateLocale, collection, jsonResponse, problemResponse } from '@nutrilog/shared/test';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { goal, goalList, goalRows, GOALS, goalsApi, renderGoalsPage } from './goals-test-kit';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

describe('GoalsPage', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));
  afterAll(() => activateLocale('en-GB', catalogs));

  it("asks the API for all goals in the browser's time zone, with the token", async () => {
    const { requests } = renderGoalsPage(goalsApi([]));
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

  it('shows the heading, the create button, the switch (off) and the empty state when there are no goals', async () => {
    renderGoalsPage(goalsApi([]));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Goals$/);
    expect(screen.getByRole('button', { name: 'Create goal' })).toBeInTheDocument();
    expect(screen.getByRole('switch', { name: 'Show inactive goals' })).not.toBeChecked();
    expect(await screen.findByRole('status')).toHaveTextContent('No goals yet.');
    expect(screen.queryByRole('list')).not.toBeInTheDocument();
  });

  it('lists the active goals in nutrient order, as at least / at most, rounded, with unit and dates', async () => {
    renderGoalsPage(goalsApi(GOALS));
    expect(goalRows(await goalList())).toEqual([
      'Calories at most 2,000 kcal',
      'Proteins at least 60.3 g from 5 Jan 2026',
      'Caffeine at most 400 mg until 30 Jun 2027',
    ]);
    expect(screen.getByRole('button', { name: /^Proteins at least 60.3 g/ })).toBeInTheDocument();
    expect(screen.queryByText('Salt')).not.toBeInTheDocument();
    expect(screen.queryByText('Inactive')).not.toBeInTheDocument();
  });

  it('shows the inactive goals, marked, while the switch is on', async () => {
    const { user } = renderGoalsPage(goalsApi(GOALS));
    await goalList();

    await user.click(screen.getByRole('switch', { name: 'Show inactive goals' }));

    expect(screen.getByRole('switch', { name: 'Show inactive goals' })).toBeChecked();
    expect(goalRows(await goalList())).toEqual([
      'Calories at most 2,000 kcal',
      'Proteins at least 60.3 g from 5 Jan 2026',
      'Salt at most 5.5 g from 1 Jan 2020 until 31 Dec 2020 Inactive',
      'Caffeine at most 400 mg until 30 Jun 2027',
    ]);

    await user.click(screen.getByRole('switch', { name: 'Show inactive goals' }));
    expect(screen.queryByRole('button', { name: /^Salt/ })).not.toBeInTheDocument();
  });

  it('says when no goal is active today, until the switch shows the inactive ones', async () => {
    const salt = goal('g-salt', 'salt', 'maximum', 5.5, { endDate: '2020-12-31', currentlyActive: false });
    const { user } = renderGoalsPage(goalsApi([salt]));
    expect(await screen.findByRole('status')).toHaveTextContent('No goals are active today.');
    expect(screen.queryByText('Salt')).not.toBeInTheDocument();

    await user.click(screen.getByRole('switch', { name: 'Show inactive goals' }));

    expect(goalRows(await goalList())).toEqual(['Salt at most 5.5 g until 31 Dec 2020 Inactive']);
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('shows an inline error with Retry on a server error, and Retry fetches again', async () => {
    let calls = 0;
    const { requests, user } = renderGoalsPage(() =>
      ++calls === 1 ? problemResponse(500) : jsonResponse(200, collection(GOALS)),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');
    expect(requests()).toHaveLength(1);

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await goalList()).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(requests()).toHaveLength(2));
    expect(requests()[1]!.url).toBe(requests()[0]!.url);
  });

  it('speaks Dutch when nl-NL is active', async () => {
    activateLocale('nl-NL', catalogs);
    const { unmount } = renderGoalsPage(goalsApi([]));
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Doelen$/);
    expect(await screen.findByText('Nog geen doelen.')).toBeInTheDocument();
    unmount();

    renderGoalsPage(
      goalsApi([goal('g-proteins', 'proteins', 'minimum', 60.25), goal('g-calories', 'calories', 'maximum', 2000)]),
    );
    expect(goalRows(await screen.findByRole('list', { name: 'Doelen' }))).toEqual([
      'Calorieën hoogstens 2.000 kcal',
      'Eiwitten minstens 60,3 g',
    ]);
  });
});
