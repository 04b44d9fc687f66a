import { screen, waitFor, within } from '@testing-library/react';
import { activateLocale, fakeDateOnly, problemResponse, rowsOf } from '@nutrilog/shared/test';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { dayQueries, entry, NOW, renderWithDays, TODAY, type Answer, type FakeDays } from './day-nutrients-test-kit';
import { DayNutrientsSection } from './DayNutrientsSection';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

const CONSUMPTION = '/api/intake_logs/daily_consumption';
const TARGETS = '/api/goals/targets';
const HISTORY = '/api/intake_logs/nutrient_history';

/** Bread twice (one contributor), a stew, a coffee and a tea without description; an earlier day in the history. */
const DAYS: FakeDays = {
  logs: {
    [TODAY]: [
      entry('bread-1', { product: 'bread' }, 'Bread', {
        calories: 200,
        proteins: 7,
        totalCarbohydrates: 36,
        salt: 0.5,
      }),
      entry('stew', { recipe: 'stew' }, 'Stew', { calories: 420.4, proteins: 30.1, salt: 2.456, water: 100 }),
      entry('coffee', {}, 'Coffee with milk', { calories: 20, water: 200, caffeine: 80 }),
      entry('tea', {}, null, { water: 250 }),
      entry('bread-2', { product: 'bread' }, 'Bread', {
        calories: 360.6,
        proteins: 5.6,
        totalCarbohydrates: 28.8,
        salt: 0.4,
      }),
    ],
    '2026-07-10': [entry('pasta', { product: 'pasta' }, 'Pasta', { calories: 500 })],
  },
  targets: { [TODAY]: { calories: 2000, salt: 3 } },
};

const LABELS = [
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
];

function renderSection(answer?: Answer) {
  return renderWithDays(<DayNutrientsSection date={TODAY} />, { days: DAYS, answer });
}

const section = () => screen.getByRole('region', { name: 'Nutrients of the day' });
const row = (label: string) => within(section()).getByRole('button', { name: new RegExp(`^${label} `) });
const firstRow = () => screen.findByRole('button', { name: /^Calories / });

describe('DayNutrientsSection', () => {
  beforeEach(() => {
    fakeDateOnly(NOW);
    activateLocale('en-GB', catalogs);
  });
  afterEach(() => jest.useRealTimers());

  it("asks once each for the day's consumption and targets, the 30 days of history to it, with the token", async () => {
    const { reads, requests } = renderSection();
    await firstRow();

    const expected = dayQueries(TODAY, '2026-06-15');
    expect(reads(CONSUMPTION)).toEqual([expected.consumption]);
    expect(reads(TARGETS)).toEqual([expected.targets]);
    expect(reads(HISTORY)).toEqual([expected.history]);
    expect(requests()).toHaveLength(3);
    expect(requests().every((request) => request.method === 'GET' && request.headers['X-API-KEY'] === 'tok')).toBe(
      true,
    );
  });

  it('has a row per nutrient in catalogue order: rounded total, the target when there is one, the unit', async () => {
    renderSection();
    await firstRow();
    expect(within(section()).getByRole('heading', { level: 2 })).toHaveTextContent(/^Nutrients of the day$/);
    const names = within(section())
      .getAllByRole('button')
      .map((button) => button.textContent);
    expect(names).toHaveLength(11);
    names.forEach((name, index) => expect(name).toMatch(new RegExp(`^${LABELS[index]} `)));

    // 200 + 420.4 + 20 + 360.6 kcal; 0.5 + 2.456 + 0.4 g salt.
    expect(row('Calories')).toHaveTextContent(/^Calories 1,001 \/ 2,000 kcal$/);
    expect(row('Salt')).toHaveTextContent(/^Salt 3.36 \/ 3 g$/);
    expect(row('Proteins')).toHaveTextContent(/^Proteins 42.7 g$/);
    expect(row('Water')).toHaveTextContent(/^Water 550 ml$/);
    expect(row('Caffeine')).toHaveTextContent(/^Caffeine 80 mg$/);
    expect(row('Potassium')).toHaveTextContent(/^Potassium 0 mg$/);
  });

  it('rings the progress towards a target, rounded up and capped at 100 %, and no ring without a target', async () => {
    renderSection();
    await firstRow();
    // 1001 / 2000 = 50.05 %; 3.356 / 3 = 112 %.
    expect(within(row('Calories')).getByRole('img')).toHaveAccessibleName('51% of target');
    expect(within(row('Salt')).getByRole('img')).toHaveAccessibleName('100% of target');
    for (const label of ['Proteins', 'Water', 'Potassium'])
      expect(within(row(label)).queryByRole('img')).not.toBeInTheDocument();
    expect(row('Calories')).toHaveAccessibleName('Calories 1,001 / 2,000 51% of target kcal');
  });

  it('opens several panels at once, each with a sparkline and the contributors grouped, largest first', async () => {
    const { user } = renderSection();
    await firstRow();

    await user.click(row('Calories'));
    await user.click(row('Water'));
    await user.click(row('Potassium'));
    for (const label of ['Calories', 'Water', 'Potassium']) expect(row(label)).toHaveAttribute('aria-expanded', 'true');
    expect(row('Proteins')).toHaveAttribute('aria-expanded', 'false');

    // Bread twice is one contributor; the tea had no calories.
    expect(rowsOf(screen.getByRole('list', { name: 'Contributors to Calories' }))).toEqual([
      ['Bread', '561 kcal'],
      ['Stew', '420 kcal'],
      ['Coffee with milk', '20 kcal'],
    ]);
    expect(rowsOf(screen.getByRole('list', { name: 'Contributors to Water' }))).toEqual([
      ['Manual entry', '250 ml'],
      ['Coffee with milk', '200 ml'],
      ['Stew', '100 ml'],
    ]);
    expect(screen.queryByRole('list', { name: 'Contributors to Potassium' })).not.toBeInTheDocument();
    expect(screen.getByText('Nothing contributed to this nutrient on this day.')).toBeInTheDocument();

    const sparkline = await screen.findByRole('img', { name: 'Calories over the last 30 days' });
    const chart = await within(sparkline).findByTestId('apexchart');
    expect(chart).toHaveAttribute('data-type', 'line');
    const [series] = JSON.parse(chart.getAttribute('data-series')!) as [
      { name: string; data: { x: string; y: number }[] },
    ];
    expect(series.name).toBe('Calories');
    expect(series.data).toHaveLength(30);
    expect(series.data[0]).toEqual({ x: '2026-06-15', y: 0 });
    expect(series.data[25]).toEqual({ x: '2026-07-10', y: 500 });
    expect(series.data[29]!.x).toBe(TODAY);
    expect(series.data[29]!.y).toBeCloseTo(1001);
    const water = await within(await screen.findByRole('img', { name: 'Water over the last 30 days' })).findByTestId(
      'apexchart',
    );
    expect(JSON.parse(water.getAttribute('data-series')!)[0].data[29]).toEqual({ x: TODAY, y: 550 });
  });

  it('shows an inline error with Retry when the day cannot be read, and Retry asks again for what failed', async () => {
    let failed = false;
    const { reads, user } = renderSection((request) =>
      !failed && request.url.startsWith(CONSUMPTION) ? ((failed = true), problemResponse(500)) : undefined,
    );
    const alert = await within(section()).findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');
    expect(within(section()).queryByRole('button', { name: /^Calories/ })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await firstRow()).toHaveTextContent('1,001');
    expect(within(section()).queryByRole('alert')).not.toBeInTheDocument();
    expect(reads(CONSUMPTION)).toHaveLength(2);
    expect(reads(TARGETS)).toHaveLength(1);
  });

  it('shows an inline error with Retry in an open panel when history fails, and keeps the contributors', async () => {
    let failed = false;
    const { reads, user } = renderSection((request) =>
      !failed && request.url.startsWith(HISTORY) ? ((failed = true), problemResponse(500)) : undefined,
    );
    await user.click(await firstRow());
    const alert = await within(section()).findByRole('alert');
    expect(screen.getByRole('list', { name: 'Contributors to Calories' })).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Calories over the last 30 days' })).not.toBeInTheDocument();

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('img', { name: 'Calories over the last 30 days' })).toBeInTheDocument();
    await waitFor(() => expect(within(section()).queryByRole('alert')).not.toBeInTheDocument());
    expect(reads(HISTORY)).toHaveLength(2);
    expect(reads(CONSUMPTION)).toHaveLength(1);
  });
});
