// Weight logs made, changed and deleted on /weight (docs/product.md#weight,
// docs/product.md#notices-and-state-changes, docs/product.md#validation-rules, docs/product.md#numbers-and-limits) —
// the list with its changes, the 30-day trend chart, the estimated caloric balance of 7 and 30 days ('Not enough
// data' when it cannot be told) and toasts at top centre. In English, and a single log in Dutch.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectRemotePage, remoteArea, signInAs } from '../support/app';
import { catalogApi, textbox, toast } from '../support/catalog';
import { localDate } from '../support/intake';
import { USERS } from '../support/stack';
import { watchToast, type ToastSeen } from '../support/toast-watch';

const TIME_ZONE = 'Europe/Amsterdam';
test.use({ timezoneId: TIME_ZONE });

/** A list row's date as the list writes it: short weekday, day, short month ("Wed 25 Nov", "wo 25 nov"). */
function shortDate(date: string, locale: 'en-GB' | 'nl-NL'): RegExp {
  const at = new Date(`${date}T12:00:00Z`);
  const part = (options: Intl.DateTimeFormatOptions) =>
    new Intl.DateTimeFormat(locale, { ...options, timeZone: 'UTC' }).format(at).replace('.', '');
  return new RegExp(`${part({ weekday: 'short' })}\\.? ${part({ day: 'numeric' })} ${part({ month: 'short' })}`, 'i');
}

/** Creates a log through the dialog; answers its toast once that has come and gone. */
async function createWeightLog(
  page: Page,
  log: { date: string; weight: string; bodyFat?: string },
): Promise<ToastSeen> {
  await remoteArea(page, 'weight').getByRole('button', { name: 'Create weight log', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Create weight log' });
  await expect(textbox(dialog, 'Unit')).toHaveValue('kilogram');
  await textbox(dialog, 'Date').fill(log.date);
  await textbox(dialog, 'Weight').fill(log.weight);
  if (log.bodyFat) await textbox(dialog, 'Body fat percentage').fill(log.bodyFat);
  const created = await watchToast(page, 'Weight log created');
  await dialog.getByRole('button', { name: 'Save', exact: true }).click();
  await expect(dialog).toBeHidden();
  return created();
}

const rowOf = (list: Locator, date: string, locale: 'en-GB' | 'nl-NL' = 'en-GB') =>
  list.getByRole('listitem').filter({ hasText: shortDate(date, locale) });

test('weight: three logs over two weeks, the chart, changes and a balance; edit with the date locked; delete', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const weight = remoteArea(page, 'weight');
  const list = weight.getByRole('list', { name: 'Weight logs', exact: true });
  const days = { first: localDate(TIME_ZONE, -13), second: localDate(TIME_ZONE, -6), today: localDate(TIME_ZONE) };

  await signInAs(page, USERS.weight, '/weight');
  await expectRemotePage(page, 'weight', 'Weight');
  await expect(weight.getByText('No weight logged yet.')).toBeVisible();

  await test.step('three logs over two weeks, each with a toast at the top that closes by itself', async () => {
    const { box, shownMs } = await createWeightLog(page, { date: days.first, weight: '82', bodyFat: '21.5' });
    const viewport = page.viewportSize()!;
    expect(box.y).toBeLessThan(viewport.height / 3);
    expect(Math.abs(box.x + box.width / 2 - viewport.width / 2)).toBeLessThan(viewport.width / 10);
    // It closes by itself after 2 s: not at once, and not never.
    expect(shownMs).toBeGreaterThan(1_000);
    expect(shownMs).toBeLessThan(6_000);
    await createWeightLog(page, { date: days.second, weight: '81.4' });
    await createWeightLog(page, { date: days.today, weight: '80.9' });
  });

  await test.step('the list, newest first, with one decimal and the change against the entry before', async () => {
    await expect(list.getByRole('listitem')).toHaveCount(3);
    await expect(list.getByRole('listitem').nth(0)).toContainText(shortDate(days.today, 'en-GB'));
    await expect(rowOf(list, days.today)).toContainText('80.9 kg');
    await expect(rowOf(list, days.today).getByText('Down 0.5 kg')).toBeAttached();
    await expect(rowOf(list, days.second)).toContainText('81.4 kg');
    await expect(rowOf(list, days.second).getByText('Down 0.6 kg')).toBeAttached();
    await expect(rowOf(list, days.first)).toContainText('82.0 kg');
    await expect(rowOf(list, days.first)).not.toContainText(/Up|Down/);
    await expect(rowOf(list, days.first).getByText('Body fat 21.5%')).toBeAttached();
  });

  await test.step('the trend chart and the balances', async () => {
    const chart = weight.getByRole('img', { name: 'Weight over the last 30 days' });
    await expect(chart).toBeVisible();
    await expect(chart.locator('.apexcharts-series path').first()).toBeAttached();
    // Two weigh-ins in the last 7 days are too few; three over 14 days losing about 0.55 kg a week are enough.
    await expect(weight.getByRole('region', { name: 'Over past 7 days' })).toContainText('Not enough data');
    const month = weight.getByRole('region', { name: 'Over past 30 days' });
    await expect(month).toContainText(/[-−]\d{3} kcal\/day/);
    await expect(month).toContainText('deficit');
  });

  await test.step('edit the middle log: its date is locked, the changes follow', async () => {
    await rowOf(list, days.second)
      .getByRole('button', { name: /^Edit weight log of/ })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Edit weight log' });
    await expect(textbox(dialog, 'Date')).toBeDisabled();
    await expect(textbox(dialog, 'Date')).toHaveValue(days.second);
    await expect(textbox(dialog, 'Weight')).toHaveValue('81.4');
    await textbox(dialog, 'Weight').fill('81');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Weight log updated').last()).toBeVisible();
    await expect(rowOf(list, days.second)).toContainText('81.0 kg');
    await expect(rowOf(list, days.second).getByText('Down 1.0 kg')).toBeAttached();
    await expect(rowOf(list, days.today).getByText('Down 0.1 kg')).toBeAttached();
  });

  await test.step("delete today's log", async () => {
    await rowOf(list, days.today)
      .getByRole('button', { name: /^Edit weight log of/ })
      .click();
    await page
      .getByRole('dialog', { name: 'Edit weight log' })
      .getByRole('button', { name: 'Delete', exact: true })
      .click();
    await expect(toast(page, 'Weight log deleted').last()).toBeVisible();
    await expect(list.getByRole('listitem')).toHaveCount(2);
    await expect(list.getByRole('listitem').nth(0)).toContainText('81.0 kg');
    // Two weigh-ins left: not enough for either window.
    await expect(weight.getByRole('region', { name: 'Over past 30 days' })).toContainText('Not enough data');
  });
});

test('weight in Dutch: a single log says there is not enough data', async ({ page }) => {
  const weight = remoteArea(page, 'weight');
  await (await catalogApi(page.request, USERS.weightNl)).setPreferredLocale('nl-NL');
  await signInAs(page, USERS.weightNl, '/weight');
  await expectRemotePage(page, 'weight', 'Gewicht');
  await expect(weight.getByText('Nog geen gewicht geregistreerd.')).toBeVisible();

  await weight.getByRole('button', { name: 'Gewichtsmeting toevoegen', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Gewichtsmeting toevoegen' });
  await expect(textbox(dialog, 'Eenheid')).toHaveValue('kilogram');
  await textbox(dialog, 'Gewicht').fill('80,9');
  await textbox(dialog, 'Vetpercentage').fill('101');
  await dialog.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(dialog.getByText('Vetpercentage mag niet groter zijn dan 100.')).toBeVisible();
  await textbox(dialog, 'Vetpercentage').fill('19,5');
  await dialog.getByRole('button', { name: 'Opslaan', exact: true }).click();
  await expect(toast(page, 'Gewichtsmeting toegevoegd').last()).toBeVisible();

  const list = weight.getByRole('list', { name: 'Gewichtsmetingen', exact: true });
  await expect(rowOf(list, localDate(TIME_ZONE), 'nl-NL')).toContainText('80,9 kg');
  await expect(weight.getByRole('img', { name: 'Gewicht in de afgelopen 30 dagen' })).toBeVisible();
  for (const days of [7, 30])
    await expect(weight.getByRole('region', { name: `Over de afgelopen ${days} dagen` })).toContainText(
      'Niet genoeg gegevens',
    );
});
