import { screen, waitFor, within } from '@testing-library/react';
import { setDateLocale } from '@nutrilog/shared/format';
import { activateLocale, problemResponse } from '@nutrilog/shared/test';
import { selectDate, storedSelectedDate } from '@nutrilog/shared/ui';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import {
  dayQuery,
  goal,
  manualLog,
  productLog,
  recipeLog,
  renderDashboard,
  today,
  useFakeClock,
} from './dashboard-test-kit';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

const BREAD = productLog('bread', today(8, 5), 'Bread', {
  portion: ['Slice', 35],
  quantity: 2,
  effective: { calories: 200, proteins: 7, totalCarbohydrates: 36, totalFat: 2 },
});
const YOGHURT = productLog('yoghurt', today(8, 40), 'Yoghurt', {
  amount: 150,
  effective: { calories: 90, proteins: 8, totalCarbohydrates: 7.5, totalFat: 4.5 },
});
const STEW = recipeLog('stew', today(12, 30), 'Stew', {
  portion: ['Bowl', 300],
  quantity: 1,
  effective: { calories: 420.4, proteins: 30.05, totalCarbohydrates: 20, totalFat: 22 },
});
const COFFEE = manualLog('coffee', today(12, 0), 'Coffee with milk', { calories: 20, water: 200, caffeine: 80 });
const TEA = manualLog('tea', today(19, 45), null, { water: 250 });
const DAY = [BREAD, YOGHURT, STEW, COFFEE, TEA];

const card = (label: string) => screen.getByRole('region', { name: label });
const days = (label = 'Days') => screen.getByRole('navigation', { name: label });
const selectedDay = (label = 'Days') => within(days(label)).getByRole('button', { current: 'date' });

describe('DashboardPage', () => {
  beforeEach(() => {
    useFakeClock();
    activateLocale('en-GB', catalogs);
    setDateLocale('en-GB');
    selectDate('2026-03-29');
  });
  afterEach(() => jest.useRealTimers());
  afterAll(() => {
    activateLocale('en-GB', catalogs);
    setDateLocale('en-GB');
  });

  it("asks for today's logs (the local day as UTC bounds, oldest first) and the goals, with the token", async () => {
    const { requests, dayReads } = renderDashboard();
    await screen.findByText('Nothing logged on this day yet.');

    expect(dayReads()).toEqual([dayQuery(2026, 2, 29)]);
    const goals = requests().find((request) => request.url.startsWith('/api/goals'));
    expect(goals).toMatchObject({ method: 'GET', url: '/api/goals?pagination=false' });
    expect(requests()).toHaveLength(2);
    expect(requests().every((request) => request.headers['X-API-KEY'] === 'tok')).toBe(true);
  });

  it('shows the heading, a link to log intake, zero totals and the empty state on an empty day', async () => {
    renderDashboard();
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(/^Dashboard$/);
    expect(screen.getByRole('link', { name: 'Log intake' })).toHaveAttribute('href', '/create-intake-log');
    expect(await screen.findByRole('status')).toHaveTextContent('Nothing logged on this day yet.');
    expect(within(card('Calories')).getByText('0 kcal')).toBeInTheDocument();
    expect(within(card('Fat')).getByText('0 g')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /^Bread/ })).not.toBeInTheDocument();
  });

  it('starts loading the intake form when Log intake is pointed at or focused', async () => {
    const { preload, user } = renderDashboard();
    const link = screen.getByRole('link', { name: 'Log intake' });
    expect(preload).not.toHaveBeenCalled();
    await user.hover(link);
    expect(preload).toHaveBeenLastCalledWith('/create-intake-log');
    preload.mockClear();
    link.focus();
    expect(preload).toHaveBeenCalledWith('/create-intake-log');
  });

  it("shows the day's totals in four cards, each against the goal active that day, bars capped at 100 %", async () => {
    renderDashboard({
      logs: DAY,
      goals: [
        goal('calories', 2000),
        goal('proteins', 40),
        goal('totalCarbohydrates', 250, '2026-01-01', '2026-03-28'),
        goal('totalFat', 70, '2026-03-30'),
      ],
    });
    const calories = await screen.findByRole('region', { name: 'Calories' });
    // 200 + 90 + 420.4 + 20 + 0 = 730.4; proteins 45.05; carbohydrates 63.5; fat 28.5.
    expect(within(calories).getByText('730 kcal')).toBeInTheDocument();
    expect(await within(calories).findByText('/ 2,000 kcal')).toBeInTheDocument();
    const caloriesBar = within(calories).getByRole('progressbar', { name: 'Calories of goal' });
    expect(Number(caloriesBar.getAttribute('aria-valuenow'))).toBeCloseTo(730.4 / 2000);
    expect(caloriesBar).toHaveAttribute('aria-valuemax', '1');

    expect(within(card('Proteins')).getByText('45.1 g')).toBeInTheDocument();
    expect(within(card('Proteins')).getByText('/ 40 g')).toBeInTheDocument();
    expect(within(card('Proteins')).getByRole('progressbar', { name: 'Proteins of goal' })).toHaveAttribute(
      'aria-valuenow',
      '1',
    );

    // The carbohydrate goal ended yesterday and the fat goal starts tomorrow.
    for (const [label, total] of [
      ['Carbohydrates', '63.5 g'],
      ['Fat', '28.5 g'],
    ]) {
      expect(within(card(label!)).getByText(total!)).toBeInTheDocument();
      expect(within(card(label!)).getByText('No goal')).toBeInTheDocument();
      expect(within(card(label!)).queryByRole('progressbar')).not.toBeInTheDocument();
    }
  });

  it('groups logs under their local hour, buttons named by title, with amount, time, kcal, main nutrient', async () => {
    renderDashboard({ logs: DAY });
    const eight = await screen.findByRole('region', { name: '08:00' });
    expect(within(eight).getByRole('heading', { name: '08:00' })).toBeInTheDocument();
    const groups = screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
    expect(groups).toEqual(['08:00', '12:00', '19:00']);

    const list = within(eight).getByRole('list', { name: 'Intake at 08:00' });
    const [bread, yoghurt] = within(list).getAllByRole('button');
    expect(bread).toHaveAccessibleName(/^Bread/);
    expect(within(bread!).getByText('2 × Slice (35 g)')).toBeInTheDocument();
    expect(within(bread!).getByText('08:05')).toBeInTheDocument();
    expect(within(bread!).getByText('200 kcal')).toBeInTheDocument();
    expect(within(bread!).getByRole('img', { name: 'Mostly carbohydrates' })).toBeInTheDocument();
    expect(yoghurt).toHaveAccessibleName(/^Yoghurt/);
    expect(within(yoghurt!).getByText('150 g')).toBeInTheDocument();
    expect(within(yoghurt!).getByRole('img', { name: 'Mostly proteins' })).toBeInTheDocument();

    const noon = within(screen.getByRole('region', { name: '12:00' })).getAllByRole('button');
    expect(noon.map((row) => row.textContent?.slice(0, 16))).toEqual(['Coffee with milk', 'Stew1 × Bowl (30']);
    expect(within(noon[0]!).getByRole('img', { name: 'Mostly water' })).toBeInTheDocument();
    expect(within(noon[1]!).getByText('420 kcal')).toBeInTheDocument();
    expect(within(noon[1]!).getByRole('img', { name: 'Mostly proteins' })).toBeInTheDocument();

    const [tea] = within(screen.getByRole('region', { name: '19:00' })).getAllByRole('button');
    expect(tea).toHaveAccessibleName(/^Manual entry/);
    expect(within(tea!).getByText('19:45')).toBeInTheDocument();
  });

  it('offers the days from a month before to a month after today, today selected and scrolled into view', async () => {
    const scrolled = jest.spyOn(Element.prototype, 'scrollIntoView');
    renderDashboard();
    await screen.findByText('Nothing logged on this day yet.');
    const buttons = within(within(days()).getByRole('list')).getAllByRole('button');
    expect(buttons).toHaveLength(61);
    expect(buttons[0]).toHaveAccessibleName('Saturday 28 February 2026');
    expect(buttons.at(-1)).toHaveAccessibleName('Wednesday 29 April 2026');
    expect(selectedDay()).toHaveAccessibleName('Sunday 29 March 2026');
    expect(selectedDay()).toHaveTextContent(/^Sun 29$/);
    expect(scrolled.mock.contexts.at(-1)).toBe(selectedDay());
    expect(scrolled).toHaveBeenLastCalledWith({ inline: 'center', block: 'nearest' });
    expect(within(days()).queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();
    scrolled.mockRestore();
  });

  it('moves the shared selected day with the previous and next buttons and re-asks for that day', async () => {
    const yesterday = productLog('toast', new Date(2026, 2, 28, 9, 30), 'Toast', {
      amount: 40,
      effective: { calories: 110 },
    });
    const { user, dayReads } = renderDashboard({ logs: [...DAY, yesterday] });
    await screen.findByRole('region', { name: '08:00' });

    await user.click(screen.getByRole('button', { name: 'Previous day' }));
    expect(selectedDay()).toHaveAccessibleName('Saturday 28 March 2026');
    expect(await screen.findByRole('region', { name: '09:00' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: '08:00' })).not.toBeInTheDocument();
    expect(within(card('Calories')).getByText('110 kcal')).toBeInTheDocument();
    expect(dayReads().at(-1)).toEqual(dayQuery(2026, 2, 28));
    expect(storedSelectedDate()).toBe('2026-03-28');

    await user.click(screen.getByRole('button', { name: 'Next day' }));
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(selectedDay()).toHaveAccessibleName('Monday 30 March 2026');
    expect(await screen.findByText('Nothing logged on this day yet.')).toBeInTheDocument();
    expect(dayReads().at(-1)).toEqual(dayQuery(2026, 2, 30));

    await user.click(within(days()).getByRole('button', { name: 'Today' }));
    expect(selectedDay()).toHaveAccessibleName('Sunday 29 March 2026');
    expect(await screen.findByRole('region', { name: '08:00' })).toBeInTheDocument();
    expect(within(days()).queryByRole('button', { name: 'Today' })).not.toBeInTheDocument();
  });

  it('selects a clicked day, and disables previous and next at the ends of the window', async () => {
    const { user, dayReads } = renderDashboard();
    await screen.findByText('Nothing logged on this day yet.');

    await user.click(within(days()).getByRole('button', { name: 'Wednesday 1 April 2026' }));
    expect(selectedDay()).toHaveAccessibleName('Wednesday 1 April 2026');
    await waitFor(() => expect(dayReads().at(-1)).toEqual(dayQuery(2026, 3, 1)));

    await user.click(within(days()).getByRole('button', { name: 'Saturday 28 February 2026' }));
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next day' })).toBeEnabled();
    await waitFor(() => expect(dayReads().at(-1)).toEqual(dayQuery(2026, 1, 28)));

    await user.click(within(days()).getByRole('button', { name: 'Wednesday 29 April 2026' }));
    expect(screen.getByRole('button', { name: 'Next day' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Previous day' })).toBeEnabled();
  });

  it('shows the goal of the selected day', async () => {
    const { user } = renderDashboard({ goals: [goal('totalFat', 70, '2026-03-30')] });
    expect(within(await screen.findByRole('region', { name: 'Fat' })).getByText('0 g')).toBeInTheDocument();
    expect(await within(card('Fat')).findByText('No goal')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next day' }));
    expect(await within(card('Fat')).findByText('/ 70 g')).toBeInTheDocument();
  });

  it('moves between the days with the arrow keys, the days being one tab stop', async () => {
    const { user } = renderDashboard();
    await screen.findByText('Nothing logged on this day yet.');
    const tabbable = within(within(days()).getByRole('list'))
      .getAllByRole('button')
      .filter((button) => button.tabIndex === 0);
    expect(tabbable).toEqual([selectedDay()]);
    selectedDay().focus();
    await user.keyboard('{ArrowRight}');
    expect(within(days()).getByRole('button', { name: 'Monday 30 March 2026' })).toHaveFocus();
    await user.keyboard('{Home}');
    expect(within(days()).getByRole('button', { name: 'Saturday 28 February 2026' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(selectedDay()).toHaveAccessibleName('Saturday 28 February 2026');
  });

  it('shows an inline error with Retry on a server error, and Retry fetches again', async () => {
    let calls = 0;
    const { user, dayReads } = renderDashboard({
      logs: [COFFEE],
      answer: (request) =>
        request.url.startsWith('/api/intake_logs') && ++calls === 1 ? problemResponse(500) : undefined,
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('This part of the app could not be loaded.');

    await user.click(within(alert).getByRole('button', { name: 'Retry' }));

    expect(await screen.findByRole('button', { name: /^Coffee with milk/ })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(dayReads()).toHaveLength(2);
  });

  it('speaks Dutch when nl-NL is active', async () => {
    activateLocale('nl-NL', catalogs);
    setDateLocale('nl-NL');
    const { unmount } = renderDashboard();
    expect(await screen.findByText('Nog niets gelogd op deze dag.')).toBeInTheDocument();
    expect(selectedDay('Dagen')).toHaveAccessibleName('zondag 29 maart 2026');
    expect(screen.getByRole('region', { name: 'Calorieën' })).toBeInTheDocument();
    unmount();

    renderDashboard({ logs: [TEA] });
    expect(await screen.findByRole('button', { name: /^Handmatige invoer/ })).toBeInTheDocument();
  });
});
