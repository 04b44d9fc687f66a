// A log belongs to the local day of the browser that made it (docs/product.md#logging-intake,
// docs/product.md#the-api). Just after midnight in Auckland (UTC+12/+13) the instant is still the previous day in
// UTC; late in the evening in Honolulu (UTC-10) it is already the next one. Either way the dashboard shows it on the
// day the user chose, under its local hour.
import { expect, test, type Page } from '@playwright/test';
import { expectRemotePage, signInAs } from '../support/app';
import { textbox, toast, uniqueTag } from '../support/catalog';
import { chooseDay, hourGroup, intake, intakeApi, localDate, logRow } from '../support/intake';
import { USERS } from '../support/stack';

/** The instant of a local date and time in a time zone, trying the zone's possible offsets. */
function instantIn(timeZone: string, offsets: string[], date: string, time: string): string {
  for (const offset of offsets) {
    const instant = new Date(`${date}T${time}:00${offset}`);
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
    if (local === `${date}, ${time}`) return instant.toISOString();
  }
  throw new Error(`no instant for ${date} ${time} in ${timeZone}`);
}

/** Logs a manual entry through the create form at a local date and time. */
async function logManually(page: Page, date: string, time: string, description: string): Promise<void> {
  await page.goto('/create-intake-log');
  await expectRemotePage(page, 'intake', 'Create intake log');
  await textbox(intake(page), 'Date').fill(date);
  await textbox(intake(page), 'Time').fill(time);
  await intake(page).getByRole('button', { name: 'Manual', exact: true }).click();
  await textbox(intake(page), 'Description').fill(description);
  await textbox(intake(page), 'Calories').fill('120');
  await intake(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'Intake log created').last()).toBeVisible();
}

test.describe('in Auckland', () => {
  const TIME_ZONE = 'Pacific/Auckland';
  test.use({ timezoneId: TIME_ZONE });

  test('ten past midnight is today there (yesterday in UTC); ten to midnight stays yesterday', async ({ page }) => {
    const tag = uniqueTag();
    const today = localDate(TIME_ZONE);
    const yesterday = localDate(TIME_ZONE, -1);
    const api = await intakeApi(page.request, USERS.timezone);
    await api.createLog({
      type: 'manual',
      date: instantIn(TIME_ZONE, ['+13:00', '+12:00'], yesterday, '23:50'),
      description: `Late tea ${tag}`,
      nutrients: { calories: 2 },
    });

    await signInAs(page, USERS.timezone, '/');
    await logManually(page, today, '00:10', `Midnight snack ${tag}`);

    const created = (await page.request
      .get('/api/intake_logs?pagination=false', { headers: { 'X-API-KEY': api.token } })
      .then((r) => r.json())) as {
      member: { description: string | null; date: string }[];
    };
    const snack = created.member.find((log) => log.description === `Midnight snack ${tag}`);
    expect(snack?.date).toBe(instantIn(TIME_ZONE, ['+13:00', '+12:00'], today, '00:10'));
    expect(snack!.date.slice(0, 10)).toBe(yesterday);

    await page.goto('/');
    await chooseDay(page, today);
    await expect(logRow(hourGroup(page, '00:00'), `Midnight snack ${tag}`)).toBeVisible();
    await expect(logRow(intake(page), `Late tea ${tag}`)).toHaveCount(0);

    await chooseDay(page, yesterday);
    await expect(logRow(hourGroup(page, '23:00'), `Late tea ${tag}`)).toBeVisible();
    await expect(logRow(intake(page), `Midnight snack ${tag}`)).toHaveCount(0);
  });
});

test.describe('in Honolulu', () => {
  const TIME_ZONE = 'Pacific/Honolulu';
  test.use({ timezoneId: TIME_ZONE });

  test('half past eleven at night is that day there (the next day in UTC)', async ({ page }) => {
    const tag = uniqueTag();
    const day = localDate(TIME_ZONE, -5);
    const next = localDate(TIME_ZONE, -4);
    await signInAs(page, USERS.timezone, '/');
    await logManually(page, day, '23:30', `Night cereal ${tag}`);

    await page.goto('/');
    await chooseDay(page, day);
    await expect(logRow(hourGroup(page, '23:00'), `Night cereal ${tag}`)).toBeVisible();
    await chooseDay(page, next);
    await expect(logRow(intake(page), `Night cereal ${tag}`)).toHaveCount(0);
    expect(instantIn(TIME_ZONE, ['-10:00'], day, '23:30').slice(0, 10)).toBe(next);
  });
});
