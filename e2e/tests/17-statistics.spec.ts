// Goals and statistics (docs/product.md#goals, docs/product.md#statistics, docs/product.md#notices-and-state-changes,
// docs/product.md#validation-rules, docs/product.md#numbers-and-limits): a goal made on /goals is the dashboard
// card's goal and the statistics row's target; the nutrient accordion opens two panels with their sparklines and
// contributors (grouped by product, largest first, none at zero); the day selector is the dashboard's day; the
// averages switch between weeks and months. Once in English and once in Dutch.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectRemotePage, mainNav, remoteArea, signInAs } from '../support/app';
import { textbox, toast } from '../support/catalog';
import { card, dayName, intake, intakeApi, localDate } from '../support/intake';
import { USERS, type TestUser } from '../support/stack';
import { isoWeek, monthName, weeksBefore } from '../support/statistics';

const TIME_ZONE = 'Europe/Amsterdam';
test.use({ timezoneId: TIME_ZONE });

type Locale = 'en-GB' | 'nl-NL';

const TEXTS = {
  'en-GB': {
    user: USERS.statistics,
    mainNav: 'Main navigation',
    dashboard: 'Dashboard',
    goals: 'Goals',
    statistics: 'Statistics',
    createGoal: 'Create goal',
    nutrient: 'Nutrient',
    value: 'Value',
    startDate: 'Start date',
    endDate: 'End date',
    atLeast: 'At least',
    save: 'Save',
    goalCreated: 'Goal created',
    showInactive: 'Show inactive goals',
    goalList: 'Goals',
    inactive: 'Inactive',
    calories: 'Calories',
    proteins: 'Proteins',
    ofGoal: 'Calories of goal',
    day: 'Day',
    date: 'Date',
    previousDay: 'Previous day',
    today: 'Today',
    days: 'Days',
    ofTarget: (percent: number) => `${percent}% of target`,
    history: (label: string) => `${label} over the last 30 days`,
    contributors: (label: string) => `Contributors to ${label}`,
    nothingContributed: 'Nothing contributed to this nutrient on this day.',
    manualEntry: 'Manual entry',
    averages: 'Averages',
    week: 'Week',
    month: 'Month',
    weekAverages: 'Week averages',
    monthAverages: 'Month averages',
    nothingLogged: 'Nothing logged',
    loggedDays: (days: number) => (days === 1 ? '1 logged day' : `${days} logged days`),
    number: (value: number) => value.toLocaleString('en-GB'),
  },
  'nl-NL': {
    user: USERS.statisticsNl,
    mainNav: 'Hoofdnavigatie',
    dashboard: 'Dashboard',
    goals: 'Doelen',
    statistics: 'Statistieken',
    createGoal: 'Doel aanmaken',
    nutrient: 'Voedingsstof',
    value: 'Waarde',
    startDate: 'Startdatum',
    endDate: 'Einddatum',
    atLeast: 'Minstens',
    save: 'Opslaan',
    goalCreated: 'Doel aangemaakt',
    showInactive: 'Inactieve doelen tonen',
    goalList: 'Doelen',
    inactive: 'Inactief',
    calories: 'Calorieën',
    proteins: 'Eiwitten',
    ofGoal: 'Calorieën van doel',
    day: 'Dag',
    date: 'Datum',
    previousDay: 'Vorige dag',
    today: 'Vandaag',
    days: 'Dagen',
    ofTarget: (percent: number) => `${percent}% van doel`,
    history: (label: string) => `${label} in de afgelopen 30 dagen`,
    contributors: (label: string) => `Bijdragen aan ${label}`,
    nothingContributed: 'Niets droeg op deze dag bij aan deze voedingsstof.',
    manualEntry: 'Handmatige invoer',
    averages: 'Gemiddelden',
    week: 'Week',
    month: 'Maand',
    weekAverages: 'Weekgemiddelden',
    monthAverages: 'Maandgemiddelden',
    nothingLogged: 'Niets gelogd',
    loggedDays: (days: number) => (days === 1 ? '1 gelogde dag' : `${days} gelogde dagen`),
    number: (value: number) => value.toLocaleString('nl-NL'),
  },
} as const;

/**
 * Today: 50 g and 30 g of oats (one contributor, 80 g: 296 kcal, 10.4 g proteins), 200 g of milk (120 kcal, 7 g
 * proteins) and a manual apple (52 kcal, no proteins): 468 kcal, 17.4 g proteins. Two weeks ago, one manual
 * dinner of 1000 kcal and 50 g proteins.
 */
async function logTheDays(user: TestUser, page: Page) {
  const api = await intakeApi(page.request, user);
  const oats = await api.createProduct({
    name: 'Oats',
    nutrients: { calories: 370, proteins: 13, totalCarbohydrates: 60, totalFat: 7 },
  });
  const milk = await api.createProduct({
    name: 'Milk',
    nutrients: { calories: 60, proteins: 3.5, totalCarbohydrates: 5, totalFat: 3.5 },
  });
  // 11:00 UTC is 12:00 or 13:00 in Amsterdam: the same calendar day there.
  const at = (date: string, hour: number) => `${date}T${String(hour).padStart(2, '0')}:00:00Z`;
  const today = localDate(TIME_ZONE);
  const twoWeeksAgo = weeksBefore(today, 2);
  await api.createLog({
    type: 'product',
    date: at(today, 6),
    product: oats['@id'],
    portion: null,
    amount: 50,
    quantity: 0,
  });
  await api.createLog({
    type: 'product',
    date: at(today, 7),
    product: milk['@id'],
    portion: null,
    amount: 200,
    quantity: 0,
  });
  await api.createLog({ type: 'manual', date: at(today, 10), nutrients: { calories: 52, totalCarbohydrates: 14 } });
  await api.createLog({
    type: 'product',
    date: at(today, 11),
    product: oats['@id'],
    portion: null,
    amount: 30,
    quantity: 0,
  });
  await api.createLog({
    type: 'manual',
    date: at(twoWeeksAgo, 11),
    description: 'Dinner',
    nutrients: { calories: 1000, proteins: 50 },
  });
  return { today, twoWeeksAgo };
}

async function createGoal(
  page: Page,
  text: (typeof TEXTS)[Locale],
  goal: { nutrient?: string; atLeast?: boolean; value: string; start?: string; end?: string },
) {
  await remoteArea(page, 'statistics').getByRole('button', { name: text.createGoal, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: text.createGoal });
  if (goal.nutrient) await dialog.getByRole('combobox', { name: text.nutrient }).selectOption({ label: goal.nutrient });
  if (goal.atLeast) await dialog.getByRole('radio', { name: text.atLeast }).check();
  await textbox(dialog, text.value).fill(goal.value);
  if (goal.start) await textbox(dialog, text.startDate).fill(goal.start);
  if (goal.end) await textbox(dialog, text.endDate).fill(goal.end);
  await dialog.getByRole('button', { name: text.save, exact: true }).click();
  await expect(toast(page, text.goalCreated).last()).toBeVisible();
}

const listItems = (list: Locator) => list.getByRole('listitem');

for (const locale of ['en-GB', 'nl-NL'] as const) {
  test(`statistics in ${locale}: goal as target, two sparkline panels, shared day, week and month averages`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    const text = TEXTS[locale];
    const statistics = remoteArea(page, 'statistics');
    const { today, twoWeeksAgo } = await logTheDays(text.user, page);
    if (locale === 'nl-NL') await (await intakeApi(page.request, text.user)).setPreferredLocale('nl-NL');

    await signInAs(page, text.user, '/goals');
    await expectRemotePage(page, 'statistics', text.goals);

    await test.step('a calorie goal, and a protein goal that ended last week behind the toggle', async () => {
      await createGoal(page, text, { value: '2000' });
      await createGoal(page, text, {
        nutrient: text.proteins,
        atLeast: true,
        value: '120',
        start: weeksBefore(today, 4),
        end: weeksBefore(today, 1),
      });
      const goals = statistics.getByRole('list', { name: text.goalList, exact: true });
      await expect(goals.getByRole('button')).toHaveText([new RegExp(`^${text.calories}`)]);
      await statistics.getByRole('switch', { name: text.showInactive }).check();
      await expect(
        goals.getByRole('button', { name: new RegExp(`^${text.proteins}.*${text.inactive}$`) }),
      ).toBeVisible();
    });

    await test.step('the dashboard card has the calorie goal', async () => {
      await mainNav(page, text.mainNav).getByRole('link', { name: text.dashboard, exact: true }).click();
      await expectRemotePage(page, 'intake', text.dashboard);
      await expect(card(page, text.calories)).toContainText(`/ ${text.number(2000)} kcal`);
      await expect(card(page, text.calories).getByRole('progressbar', { name: text.ofGoal })).toHaveAttribute(
        'aria-valuenow',
        String(468 / 2000),
      );
    });

    const row = (label: string) => statistics.getByRole('button', { name: new RegExp(`^${label}`) });

    await test.step('the statistics rows: day total, target and its ring; none for the inactive goal', async () => {
      await mainNav(page, text.mainNav).getByRole('link', { name: text.statistics, exact: true }).click();
      await expectRemotePage(page, 'statistics', text.statistics);
      await expect(
        statistics
          .getByRole('navigation', { name: text.day, exact: true })
          .getByRole('textbox', { name: text.date, exact: true }),
      ).toHaveValue(today);
      await expect(row(text.calories)).toContainText('468');
      await expect(row(text.calories)).toContainText(`/ ${text.number(2000)}`);
      // 468 / 2000 = 23.4 %, rounded up.
      await expect(row(text.calories).getByRole('img', { name: text.ofTarget(24) })).toBeVisible();
      await expect(row(text.proteins)).toContainText(text.number(17.4));
      await expect(row(text.proteins)).not.toContainText('/');
    });

    await test.step('two panels open at once, each with its sparkline and its contributors', async () => {
      await row(text.calories).click();
      await row(text.proteins).click();
      await expect(row(text.calories)).toHaveAttribute('aria-expanded', 'true');
      await expect(row(text.proteins)).toHaveAttribute('aria-expanded', 'true');
      for (const label of [text.calories, text.proteins]) {
        const sparkline = statistics.getByRole('img', { name: text.history(label) });
        await expect(sparkline).toBeVisible();
        await expect(sparkline.locator('.apexcharts-series path').first()).toBeAttached();
      }
      // Oats twice is one contributor (296 kcal); largest first.
      await expect(listItems(statistics.getByRole('list', { name: text.contributors(text.calories) }))).toHaveText([
        new RegExp(`Oats.*296 kcal`),
        new RegExp(`Milk.*120 kcal`),
        new RegExp(`${text.manualEntry}.*52 kcal`),
      ]);
      // The apple has no proteins: it is not listed.
      await expect(listItems(statistics.getByRole('list', { name: text.contributors(text.proteins) }))).toHaveText([
        new RegExp(`Oats.*${text.number(10.4)} g`),
        new RegExp(`Milk.*7 g`),
      ]);
    });

    await test.step('the previous day here is the previous day on the dashboard', async () => {
      await statistics
        .getByRole('navigation', { name: text.day, exact: true })
        .getByRole('button', { name: text.previousDay, exact: true })
        .click();
      await expect(statistics.getByText(text.nothingContributed).first()).toBeVisible();
      await expect(row(text.calories)).not.toContainText('468');
      await mainNav(page, text.mainNav).getByRole('link', { name: text.dashboard, exact: true }).click();
      const yesterday = localDate(TIME_ZONE, -1);
      const days = intake(page).getByRole('navigation', { name: text.days });
      await expect(days.getByRole('button', { name: dayName(yesterday, locale), exact: true })).toHaveAttribute(
        'aria-current',
        'date',
      );
      await mainNav(page, text.mainNav).getByRole('link', { name: text.statistics, exact: true }).click();
      await statistics
        .getByRole('navigation', { name: text.day, exact: true })
        .getByRole('button', { name: text.today, exact: true })
        .click();
      await expect(row(text.calories)).toContainText('468');
    });

    await test.step('week averages by default, then month averages', async () => {
      const averages = statistics.getByRole('region', { name: text.averages });
      await expect(averages.getByRole('tab', { name: text.week, exact: true })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      const weeks = listItems(averages.getByRole('list', { name: text.weekAverages }));
      await expect(weeks).toHaveCount(7);
      await expect(weeks.nth(0)).toContainText(`${text.week} ${isoWeek(today)}`);
      await expect(weeks.nth(0)).toContainText('468 kcal');
      await expect(weeks.nth(0)).toContainText(text.loggedDays(1));
      await expect(weeks.nth(1)).toContainText(`${text.week} ${isoWeek(weeksBefore(today, 1))}`);
      await expect(weeks.nth(1)).toContainText(text.nothingLogged);
      await expect(weeks.nth(2)).toContainText(`${text.week} ${isoWeek(twoWeeksAgo)}`);
      await expect(weeks.nth(2)).toContainText(`${text.number(1000)} kcal`);

      await averages.getByRole('tab', { name: text.month, exact: true }).click();
      const months = listItems(averages.getByRole('list', { name: text.monthAverages }));
      await expect(months).toHaveCount(7);
      await expect(months.nth(0)).toContainText(monthName(today, locale));
      if (today.slice(0, 7) === twoWeeksAgo.slice(0, 7)) {
        // (468 + 1000) / 2 over the two logged days.
        await expect(months.nth(0)).toContainText('734 kcal');
        await expect(months.nth(0)).toContainText(text.loggedDays(2));
      } else {
        await expect(months.nth(0)).toContainText('468 kcal');
        await expect(months.nth(1)).toContainText(monthName(twoWeeksAgo, locale));
        await expect(months.nth(1)).toContainText(`${text.number(1000)} kcal`);
      }
    });
  });
}
