import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { setDateLocale } from '@nutrilog/shared/format';
import { zeroNutrients, type Nutrients } from '@nutrilog/shared/nutrients';
import type { MonthAverage, WeekAverage } from '@nutrilog/shared/schemas';
import {
  activateLocale,
  createTestApi,
  fakeDateOnly,
  jsonResponse,
  problemResponse,
  renderWithProviders,
  type Respond,
} from '@nutrilog/shared/test';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { AveragesSection } from './AveragesSection';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

/** Friday 2 January 2026: its ISO week (1 of 2026) began on Monday 29 December 2025. */
const NOW = new Date(2026, 0, 2, 12, 0, 0);
const TIME_ZONE = Intl.DateTimeFormat().resolvedOptions().timeZone;

const WEEKS = '/api/intake_logs/week_averages';
const MONTHS = '/api/intake_logs/month_averages';

const averages = (values: Partial<Nutrients>): Nutrients => ({ ...zeroNutrients(), ...values });

const week = (
  weekNumber: number,
  year: number,
  startDate: string,
  endDate: string,
  loggedDays: number,
  values: Partial<Nutrients>,
): WeekAverage => ({
  weekNumber,
  year,
  startDate,
  endDate,
  loggedDays,
  nutrients: averages(values),
});

const month = (
  monthNumber: number,
  year: number,
  startDate: string,
  endDate: string,
  loggedDays: number,
  values: Partial<Nutrients>,
): MonthAverage => ({
  month: monthNumber,
  year,
  startDate,
  endDate,
  loggedDays,
  nutrients: averages(values),
});

/** Only periods with logged days are answered, newest first. */
const WEEK_MEMBERS = [
  week(1, 2026, '2025-12-29', '2026-01-04', 2, {
    calories: 1850.4,
    proteins: 80.46,
    totalCarbohydrates: 210,
    totalFat: 65.44,
    water: 1500,
  }),
  week(50, 2025, '2025-12-08', '2025-12-14', 1, {
    calories: 2100,
    proteins: 95,
    totalCarbohydrates: 250.2,
    totalFat: 70,
  }),
  week(47, 2025, '2025-11-17', '2025-11-23', 7, {
    calories: 1999.6,
    proteins: 101.04,
    totalCarbohydrates: 199.96,
    totalFat: 0,
  }),
];
const MONTH_MEMBERS = [
  month(1, 2026, '2026-01-01', '2026-01-31', 1, {
    calories: 1700,
    proteins: 70,
    totalCarbohydrates: 200,
    totalFat: 60,
  }),
  month(11, 2025, '2025-11-01', '2025-11-30', 12, {
    calories: 1950.5,
    proteins: 88.8,
    totalCarbohydrates: 230.1,
    totalFat: 71.2,
  }),
];

const collection = <T,>(member: T[]) => ({
  '@id': '/api/x',
  '@type': 'Collection' as const,
  member,
  totalItems: member.length,
});

const pathOf = (url: string) => new URL(url, 'http://localhost').pathname;

const answerAverages: Respond = (request) => {
  if (pathOf(request.url) === WEEKS) return jsonResponse(200, collection(WEEK_MEMBERS));
  if (pathOf(request.url) === MONTHS) return jsonResponse(200, collection(MONTH_MEMBERS));
  return problemResponse(404);
};

function renderAverages(respond: Respond = answerAverages) {
  const testApi = createTestApi({ token: 'tok', respond });
  const result = renderWithProviders(<AveragesSection />, { api: testApi.api, route: null });
  const reads = () =>
    testApi.requests().map((request) => ({
      path: pathOf(request.url),
      query: Object.fromEntries(new URL(request.url, 'http://localhost').searchParams),
    }));
  return { ...testApi, ...result, reads, user: userEvent.setup() };
}

/** The text of each row of a list, spaces collapsed. */
const rowTexts = (list: HTMLElement) =>
  within(list)
    .getAllByRole('listitem')
    .map((row) => row.textContent?.replace(/\s+/g, ' ').trim());

describe('AveragesSection', () => {
  beforeEach(() => {
    fakeDateOnly(NOW);
    window.sessionStorage.clear();
    activateLocale('en-GB', catalogs);
    setDateLocale('en-GB');
  });
  afterEach(() => jest.useRealTimers());

  it("asks for week averages from the Monday 6 weeks before this ISO week, newest first, browser's zone", async () => {
    const { reads, requests } = renderAverages();
    await screen.findByRole('list', { name: 'Week averages' });

    expect(reads()).toEqual([
      { path: WEEKS, query: { timezone: TIME_ZONE, 'order[date]': 'desc', 'date[after]': '2025-11-17' } },
    ]);
    expect(requests()[0]!.headers['X-API-KEY']).toBe('tok');
  });

  it('shows week averages by default: 7 weeks back, across a new year, "Nothing logged" where none was', async () => {
    renderAverages();
    const region = screen.getByRole('region', { name: 'Averages' });
    expect(within(region).getByRole('heading', { level: 2 })).toHaveTextContent(/^Averages$/);
    expect(within(region).getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
    expect(within(region).getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'false');

    const list = await within(region).findByRole('list', { name: 'Week averages' });
    expect(rowTexts(list)).toEqual([
      'Week 1 29 Dec – 4 Jan Calories 1,850 kcal Proteins 80.5 g Carbohydrates 210 g Fat 65.4 g 2 logged days',
      'Week 52 22 Dec – 28 Dec Nothing logged',
      'Week 51 15 Dec – 21 Dec Nothing logged',
      'Week 50 8 Dec – 14 Dec Calories 2,100 kcal Proteins 95 g Carbohydrates 250.2 g Fat 70 g 1 logged day',
      'Week 49 1 Dec – 7 Dec Nothing logged',
      'Week 48 24 Nov – 30 Nov Nothing logged',
      'Week 47 17 Nov – 23 Nov Calories 2,000 kcal Proteins 101 g Carbohydrates 200 g Fat 0 g 7 logged days',
    ]);
    expect(within(region).getByRole('tabpanel')).toHaveAccessibleName('Week');
  });

  it('switches to month averages: seven months back from this one, asked from the first of the oldest', async () => {
    const { reads, user } = renderAverages();
    await screen.findByRole('list', { name: 'Week averages' });

    await user.click(screen.getByRole('tab', { name: 'Month' }));

    expect(screen.getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'true');
    const list = await screen.findByRole('list', { name: 'Month averages' });
    expect(rowTexts(list)).toEqual([
      'January 2026 Calories 1,700 kcal Proteins 70 g Carbohydrates 200 g Fat 60 g 1 logged day',
      'December 2025 Nothing logged',
      'November 2025 Calories 1,951 kcal Proteins 88.8 g Carbohydrates 230.1 g Fat 71.2 g 12 logged days',
      'October 2025 Nothing logged',
      'September 2025 Nothing logged',
      'August 2025 Nothing logged',
      'July 2025 Nothing logged',
    ]);
    expect(screen.queryByRole('list', { name: 'Week averages' })).not.toBeInTheDocument();
    expect(reads().at(-1)).toEqual({
      path: MONTHS,
      query: { timezone: TIME_ZONE, 'order[date]': 'desc', 'date[after]': '2025-07-01' },
    });
  });

  it('remembers the choice for the tab session', async () => {
    const first = renderAverages();
    await first.user.click(screen.getByRole('tab', { name: 'Month' }));
    await screen.findByRole('list', { name: 'Month averages' });
    first.unmount();

    const { reads } = renderAverages();
    expect(screen.getByRole('tab', { name: 'Month' })).toHaveAttribute('aria-selected', 'true');
    await screen.findByRole('list', { name: 'Month averages' });
    expect(reads().map((read) => read.path)).toEqual([MONTHS]);
  });

  it('shows each row icon as decoration and names the nutrient for assistive technology', async () => {
    renderAverages();
    const [newest] = within(await screen.findByRole('list', { name: 'Week averages' })).getAllByRole('listitem');
    const calories = within(newest!).getByTitle('Calories');
    expect(calories).toHaveTextContent('Calories 1,850 kcal');
    expect(calories.querySelector('svg')).toHaveAttribute('aria-hidden', 'true');
  });

  it('shows an inline error with Retry on a server error, and Retry fetches again', async () => {
    let calls = 0;
    const { reads, user } = renderAverages((request) =>
      ++calls === 1 ? problemResponse(500) : answerAverages(request),
    );
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('list', { name: 'Week averages' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await waitFor(() => expect(reads()).toHaveLength(2));
    expect(reads()[1]).toEqual(reads()[0]);
  });
});
