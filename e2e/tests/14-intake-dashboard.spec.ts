// The dashboard's drawer of a log — quantity and amount adjusted with the plus and minus buttons (disabled where
// the result would not stay above zero) and the Add amount dialog, its place after a resize, the edit link moving a
// log to another day, and deleting — on days of their own (yesterday and the day before), so the cards' totals are
// exact.
import { expect, test, type Page } from '@playwright/test';
import { expectRemotePage, signInAs } from '../support/app';
import { textbox, toast, uniqueTag } from '../support/catalog';
import { cardTotal, chooseDay, hourGroup, intake, intakeApi, localDate, logRow } from '../support/intake';
import { USERS } from '../support/stack';

const TIME_ZONE = 'Europe/Amsterdam';
test.use({ timezoneId: TIME_ZONE });

/** Per 100 g: a 40 g slice of bread is 100 kcal; 100 g of yoghurt 60 kcal. */
const BREAD = { calories: 250, proteins: 9, totalCarbohydrates: 45, totalFat: 3 };
const YOGHURT = { calories: 60, proteins: 4, totalCarbohydrates: 5, totalFat: 3 };

/** An instant at a local time of a calendar date in TIME_ZONE (Amsterdam: +01:00 in winter, +02:00 in summer). */
function amsterdam(date: string, time: string): string {
  for (const offset of ['+01:00', '+02:00']) {
    const instant = new Date(`${date}T${time}:00${offset}`);
    const local = new Intl.DateTimeFormat('en-GB', {
      timeZone: TIME_ZONE,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(instant);
    if (local === time) return instant.toISOString();
  }
  throw new Error(`no instant for ${date} ${time} in ${TIME_ZONE}`);
}

const drawerOf = (page: Page, title: string) => page.getByRole('dialog', { name: title });

test('adjust a log from its drawer, move one to another day through its edit form, delete one', async ({ page }) => {
  test.setTimeout(120_000);
  const tag = uniqueTag();
  const breadName = `Bread ${tag}`;
  const yoghurtName = `Yoghurt ${tag}`;
  const yesterday = localDate(TIME_ZONE, -1);
  const dayBefore = localDate(TIME_ZONE, -2);

  const api = await intakeApi(page.request, USERS.intake);
  const bread = await api.createProduct({
    name: breadName,
    nutrients: BREAD,
    portions: [{ name: '1 slice', amount: 40 }],
  });
  const yoghurt = await api.createProduct({ name: yoghurtName, nutrients: YOGHURT });
  const breadLog = await api.createLog({
    type: 'product',
    date: amsterdam(yesterday, '09:00'),
    product: bread['@id'],
    portion: bread.portions[0]!['@id'],
    quantity: 2,
  });
  const yoghurtLog = await api.createLog({
    type: 'product',
    date: amsterdam(yesterday, '10:00'),
    product: yoghurt['@id'],
    amount: 150,
  });

  await signInAs(page, USERS.intake, '/');
  await expectRemotePage(page, 'intake', 'Dashboard');
  await chooseDay(page, yesterday);
  await expect(cardTotal(page, 'Calories')).toHaveText('290 kcal');

  await test.step('quantity: plus and minus by 1 and 5; a minus at or below its step is disabled', async () => {
    await logRow(hourGroup(page, '09:00'), breadName).click();
    const drawer = drawerOf(page, breadName);
    await expect(drawer).toBeVisible();
    await expect(drawer.getByRole('list', { name: 'Nutrients' })).toContainText('200 kcal');
    const minusFive = drawer.getByRole('button', { name: 'Decrease quantity by 5', exact: true });
    const minusOne = drawer.getByRole('button', { name: 'Decrease quantity by 1', exact: true });
    await expect(minusFive).toBeDisabled();
    await expect(minusOne).toBeEnabled();

    await drawer.getByRole('button', { name: 'Increase quantity by 5', exact: true }).click();
    await expect(drawer.getByRole('list', { name: 'Nutrients' })).toContainText('700 kcal');
    await expect(cardTotal(page, 'Calories')).toHaveText('790 kcal');
    expect((await api.log(breadLog.uuid)).quantity).toBe(7);
    await expect(minusFive).toBeEnabled();

    await minusFive.click();
    await expect(drawer.getByRole('list', { name: 'Nutrients' })).toContainText('200 kcal');
    await minusOne.click();
    await expect(drawer.getByRole('list', { name: 'Nutrients' })).toContainText('100 kcal');
    await expect(minusOne).toBeDisabled();
    await expect(cardTotal(page, 'Calories')).toHaveText('190 kcal');
    expect((await api.log(breadLog.uuid)).quantity).toBe(1);
    await drawer.getByRole('button', { name: 'Close' }).click();
    await expect(drawer).toBeHidden();
  });

  await test.step('amount: plus 10 and minus 1', async () => {
    await logRow(hourGroup(page, '10:00'), yoghurtName).click();
    const drawer = drawerOf(page, yoghurtName);
    await drawer.getByRole('button', { name: 'Increase amount by 10', exact: true }).click();
    await expect(drawer.getByRole('list', { name: 'Nutrients' })).toContainText('96 kcal');
    await drawer.getByRole('button', { name: 'Decrease amount by 1', exact: true }).click();
    await expect.poll(async () => (await api.log(yoghurtLog.uuid)).amount).toBe(159);
    await expect(cardTotal(page, 'Calories')).toHaveText('195 kcal');
  });

  await test.step('add amount: a number with a comma is added to the amount', async () => {
    const drawer = drawerOf(page, yoghurtName);
    await drawer.getByRole('button', { name: 'Add amount', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Add amount' });
    // The theme reaches a dialog in a portal: its variables are on the page's root.
    await expect(dialog).toHaveCSS('background-color', 'rgb(255, 255, 255)');
    await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toHaveCSS(
      'background-color',
      'rgb(68, 68, 68)',
    );
    await textbox(dialog, 'Amount to add').fill('40,5');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toBeHidden();
    await expect.poll(async () => (await api.log(yoghurtLog.uuid)).amount).toBe(199.5);
    await expect(drawer.getByRole('list', { name: 'Nutrients' })).toContainText('120 kcal');
    await expect(cardTotal(page, 'Calories')).toHaveText('220 kcal');
  });

  await test.step('the open drawer moves to the bottom when the window narrows to a phone, and back', async () => {
    const drawer = drawerOf(page, yoghurtName);
    const wide = page.viewportSize()!;
    const box = async () => (await drawer.boundingBox())!;
    await expect.poll(async () => Math.round((await box()).x + (await box()).width)).toBe(wide.width);
    await expect.poll(async () => (await box()).x).toBeGreaterThan(0);
    await page.setViewportSize({ width: 390, height: 800 });
    await expect.poll(async () => Math.round((await box()).y + (await box()).height)).toBe(800);
    await expect.poll(async () => Math.round((await box()).x)).toBe(0);
    await expect.poll(async () => Math.round((await box()).width)).toBe(390);
    await page.setViewportSize(wide);
    await expect.poll(async () => Math.round((await box()).x + (await box()).width)).toBe(wide.width);
    await expect.poll(async () => (await box()).x).toBeGreaterThan(0);
  });

  await test.step('edit: the form shows the local date and time; moving it to the day before', async () => {
    const drawer = drawerOf(page, yoghurtName);
    await drawer.getByRole('link', { name: 'Edit' }).click();
    await expectRemotePage(page, 'intake', 'Edit intake log');
    await expect(textbox(intake(page), 'Date')).toHaveValue(yesterday);
    await expect(textbox(intake(page), 'Time')).toHaveValue('10:00');
    await expect(intake(page).getByRole('combobox', { name: 'Product', exact: true })).toHaveValue(yoghurtName);
    await expect(textbox(intake(page), 'Amount')).toHaveValue('199.5');
    await textbox(intake(page), 'Date').fill(dayBefore);
    await intake(page).getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Intake log updated').last()).toBeVisible();
    await expect(page).toHaveURL('/');
    await chooseDay(page, yesterday);
    await expect(logRow(intake(page), yoghurtName)).toHaveCount(0);
    await expect(cardTotal(page, 'Calories')).toHaveText('100 kcal');
    await chooseDay(page, dayBefore);
    await expect(logRow(hourGroup(page, '10:00'), yoghurtName)).toBeVisible();
    expect((await api.log(yoghurtLog.uuid)).date).toBe(amsterdam(dayBefore, '10:00'));
  });

  await test.step('delete: the log leaves the day and the cards', async () => {
    await page.getByRole('button', { name: 'Next day' }).click();
    await logRow(hourGroup(page, '09:00'), breadName).click();
    await drawerOf(page, breadName).getByRole('button', { name: 'Delete' }).click();
    await expect(toast(page, 'Intake log deleted').last()).toBeVisible();
    await expect(logRow(intake(page), breadName)).toHaveCount(0);
    await expect(cardTotal(page, 'Calories')).toHaveText('0 kcal');
    await expect(intake(page).getByText('Nothing logged on this day yet.')).toBeVisible();
  });
});
