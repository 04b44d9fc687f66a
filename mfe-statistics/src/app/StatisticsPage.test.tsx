import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { setDateLocale } from '@nutrilog/shared/format';
import { activateLocale, collection, fakeDateOnly, jsonResponse, nutrients } from '@nutrilog/shared/test';
import { selectDate, storedSelectedDate } from '@nutrilog/shared/ui';
import { dayQueries, entry, NOW, renderWithDays, TODAY } from '../features/day-nutrients/day-nutrients-test-kit';
import { messages as en } from '../locales/en-GB/messages';
import { messages as nl } from '../locales/nl-NL/messages';
import { StatisticsPage } from './StatisticsPage';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

const DAYS = {
  logs: {
    [TODAY]: [entry('bread', { product: 'bread' }, 'Bread', { calories: 200 })],
    '2026-07-13': [entry('stew', { recipe: 'stew' }, 'Stew', { calories: 420 })],
    '2026-05-01': [entry('soup', {}, 'Soup', { calories: 150 })],
  },
};

function renderPage() {
  const page = renderWithDays(
    <Routes>
      <Route path="/statistics" element={<StatisticsPage />} />
    </Routes>,
    {
      days: DAYS,
      route: '/statistics',
      answer: (request) =>
        request.url.startsWith('/api/intake_logs/week_averages') ? jsonResponse(200, collection([])) : undefined,
    },
  );
  const consumptionReads = () => page.reads('/api/intake_logs/daily_consumption');
  return { ...page, consumptionReads };
}

const day = () => screen.getByRole('navigation', { name: 'Day' });
const dateInput = () => within(day()).getByLabelText('Date');
const calories = () => screen.getByRole('button', { name: /^Calories / });

describe('StatisticsPage', () => {
  beforeEach(() => {
    fakeDateOnly(NOW);
    window.sessionStorage.clear();
    selectDate(TODAY);
    activateLocale('en-GB', catalogs);
    setDateLocale('en-GB');
  });
  afterEach(() => jest.useRealTimers());

  it('shows the heading, the shared day in the date selector, its nutrients and the averages', async () => {
    const { reads } = renderPage();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Statistics$/);
    expect(dateInput()).toHaveAttribute('type', 'date');
    expect(dateInput()).toHaveValue(TODAY);
    for (const name of ['Previous day', 'Next day', 'Today'])
      expect(within(day()).getByRole('button', { name })).toBeInTheDocument();

    expect(await screen.findByRole('button', { name: /^Calories 200 / })).toBeInTheDocument();
    expect(await screen.findByRole('list', { name: 'Week averages' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Nutrients of the day' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Averages' })).toBeInTheDocument();
    expect(reads('/api/intake_logs/daily_consumption')).toEqual([dayQueries(TODAY, '2026-06-15').consumption]);
  });

  it('moves the shared selected day a day back and forth, back to today; the reads of the day follow it', async () => {
    const { reads, consumptionReads, user } = renderPage();
    await screen.findByRole('button', { name: /^Calories 200 / });

    await user.click(within(day()).getByRole('button', { name: 'Previous day' }));

    expect(storedSelectedDate()).toBe('2026-07-13');
    expect(dateInput()).toHaveValue('2026-07-13');
    expect(await screen.findByRole('button', { name: /^Calories 420 / })).toBeInTheDocument();
    const yesterday = dayQueries('2026-07-13', '2026-06-14');
    expect(consumptionReads().at(-1)).toEqual(yesterday.consumption);
    expect(reads('/api/goals/targets').at(-1)).toEqual(yesterday.targets);
    expect(reads('/api/intake_logs/nutrient_history').at(-1)).toEqual(yesterday.history);

    await user.click(within(day()).getByRole('button', { name: 'Next day' }));
    await user.click(within(day()).getByRole('button', { name: 'Next day' }));
    expect(storedSelectedDate()).toBe('2026-07-15');
    expect(await screen.findByRole('button', { name: /^Calories 0 / })).toBeInTheDocument();
    expect(consumptionReads().map((query) => query.date)).toEqual([TODAY, '2026-07-13', '2026-07-15']);

    await user.click(within(day()).getByRole('button', { name: 'Today' }));
    expect(storedSelectedDate()).toBe(TODAY);
    expect(dateInput()).toHaveValue(TODAY);
    expect(await screen.findByRole('button', { name: /^Calories 200 / })).toBeInTheDocument();
    // The averages are of the weeks up to now, whatever the day.
    expect(reads('/api/intake_logs/week_averages')).toHaveLength(1);
  });

  it('keeps the open panels open while the day changes, showing the new day in them', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /^Calories 200 / }));
    expect(
      within(screen.getByRole('list', { name: 'Contributors to Calories' })).getByText('Bread'),
    ).toBeInTheDocument();

    await user.click(within(day()).getByRole('button', { name: 'Previous day' }));

    expect(
      await within(screen.getByRole('list', { name: 'Contributors to Calories' })).findByText('Stew'),
    ).toBeInTheDocument();
    expect(calories()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.queryByText('Bread')).not.toBeInTheDocument();
  });

  it('selects the date typed in the date input, and ignores an incomplete one', async () => {
    const { consumptionReads } = renderPage();
    await screen.findByRole('button', { name: /^Calories 200 / });

    fireEvent.change(dateInput(), { target: { value: '2026-05-01' } });

    expect(storedSelectedDate()).toBe('2026-05-01');
    expect(await screen.findByRole('button', { name: /^Calories 150 / })).toBeInTheDocument();
    expect(consumptionReads().at(-1)).toEqual(dayQueries('2026-05-01', '2026-04-02').consumption);

    fireEvent.change(dateInput(), { target: { value: '' } });
    expect(storedSelectedDate()).toBe('2026-05-01');
    expect(calories()).toHaveTextContent(/^Calories 150 /);
  });

  it('follows the day chosen elsewhere on the page (the dashboard shares it)', async () => {
    renderPage();
    await screen.findByRole('button', { name: /^Calories 200 / });

    act(() => selectDate('2026-07-13'));

    expect(dateInput()).toHaveValue('2026-07-13');
    expect(await screen.findByRole('button', { name: /^Calories 420 / })).toBeInTheDocument();
  });

  it('speaks Dutch: the selector, rows with decimal commas, target ring, the contributors, week averages', async () => {
    activateLocale('nl-NL', catalogs);
    setDateLocale('nl-NL');
    const week = {
      weekNumber: 29,
      year: 2026,
      startDate: '2026-07-13',
      endDate: '2026-07-19',
      loggedDays: 2,
      nutrients: nutrients({ calories: 1234.4, proteins: 55.25, totalCarbohydrates: 140, totalFat: 40.5 }),
    };
    const page = renderWithDays(
      <Routes>
        <Route path="/statistics" element={<StatisticsPage />} />
      </Routes>,
      {
        days: {
          logs: { [TODAY]: [entry('bread', { product: 'bread' }, 'Brood', { calories: 1200, proteins: 12.5 })] },
          targets: { [TODAY]: { calories: 2000 } },
        },
        route: '/statistics',
        answer: (request) =>
          request.url.startsWith('/api/intake_logs/week_averages') ? jsonResponse(200, collection([week])) : undefined,
      },
    );
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Statistieken$/);
    const dag = screen.getByRole('navigation', { name: 'Dag' });
    expect(within(dag).getByLabelText('Datum')).toHaveValue(TODAY);
    for (const name of ['Vorige dag', 'Volgende dag', 'Vandaag'])
      expect(within(dag).getByRole('button', { name })).toBeInTheDocument();

    const calorieRow = await screen.findByRole('button', { name: /^Calorieën 1\.200 / });
    expect(calorieRow).toHaveTextContent('/ 2.000');
    expect(within(calorieRow).getByRole('img', { name: '60% van doel' })).toBeInTheDocument();
    const proteinRow = screen.getByRole('button', { name: /^Eiwitten 12,5 / });
    await page.user.click(proteinRow);
    expect(
      within(screen.getByRole('list', { name: 'Bijdragen aan Eiwitten' })).getByText('12,5 g'),
    ).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'Eiwitten in de afgelopen 30 dagen' })).toBeInTheDocument();
    await page.user.click(screen.getByRole('button', { name: /^Zout / }));
    expect(screen.getByText('Niets droeg op deze dag bij aan deze voedingsstof.')).toBeInTheDocument();

    const averages = screen.getByRole('region', { name: 'Gemiddelden' });
    expect(within(averages).getByRole('tab', { name: 'Week' })).toHaveAttribute('aria-selected', 'true');
    const rows = within(await within(averages).findByRole('list', { name: 'Weekgemiddelden' })).getAllByRole(
      'listitem',
    );
    expect(rows[0]).toHaveTextContent(/^Week 29 13 jul – 19 jul Calorieën 1.234 kcal/);
    expect(rows[0]).toHaveTextContent('1.234 kcal');
    expect(rows[0]).toHaveTextContent('55,3 g');
    expect(rows[0]).toHaveTextContent('2 gelogde dagen');
    expect(rows[1]).toHaveTextContent(/^Week 28 .*Niets gelogd$/);
    expect(within(averages).getByRole('tab', { name: 'Maand' })).toBeInTheDocument();
  });
});
