// Goals made and changed on /goals (docs/product.md#goals, docs/product.md#notices-and-state-changes,
// docs/product.md#validation-rules) — sorted, inactive ones behind the toggle, edited and deleted in a dialog — and
// the dashboard's card showing the day's goal with its progress bar.
import { expect, test } from '@playwright/test';
import { expectRemotePage, mainNav, remoteArea, signInAs } from '../support/app';
import { textbox, toast } from '../support/catalog';
import { card, intakeApi, localDate } from '../support/intake';
import { USERS } from '../support/stack';

const TIME_ZONE = 'Europe/Amsterdam';
test.use({ timezoneId: TIME_ZONE });

test('goals: create, hide the inactive one until asked, edit, see it on the dashboard card, delete', async ({
  page,
}) => {
  test.setTimeout(90_000);
  const statistics = remoteArea(page, 'statistics');
  const goals = statistics.getByRole('list', { name: 'Goals', exact: true });
  const api = await intakeApi(page.request, USERS.goals);
  await api.createLog({
    type: 'manual',
    date: new Date().toISOString(),
    description: 'Lunch',
    nutrients: { calories: 900 },
  });

  await signInAs(page, USERS.goals, '/goals');
  await expectRemotePage(page, 'statistics', 'Goals');
  await expect(statistics.getByText('No goals yet.')).toBeVisible();

  await test.step('a calorie maximum with the defaults', async () => {
    await statistics.getByRole('button', { name: 'Create goal', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create goal' });
    await expect(dialog.getByRole('combobox', { name: 'Nutrient' }).locator('option:checked')).toHaveText('Calories');
    await expect(dialog.getByRole('radio', { name: 'At most' })).toBeChecked();
    await textbox(dialog, 'Value').fill('2000');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Goal created').last()).toBeVisible();
    await expect(goals.getByRole('button', { name: /^Calories at most 2,000 kcal/ })).toBeVisible();
  });

  await test.step('a protein minimum that ended last week: shown only with the toggle', async () => {
    await statistics.getByRole('button', { name: 'Create goal', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Create goal' });
    await dialog.getByRole('combobox', { name: 'Nutrient' }).selectOption({ label: 'Proteins' });
    await dialog.getByRole('radio', { name: 'At least' }).check();
    await textbox(dialog, 'Value').fill('120');
    await textbox(dialog, 'Start date').fill(localDate(TIME_ZONE, -30));
    await textbox(dialog, 'End date').fill(localDate(TIME_ZONE, -7));
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Goal created').last()).toBeVisible();
    await expect(goals.getByRole('button', { name: /^Proteins/ })).toHaveCount(0);
    await statistics.getByRole('switch', { name: 'Show inactive goals' }).check();
    await expect(goals.getByRole('button', { name: /^Proteins at least 120 g.*Inactive$/ })).toBeVisible();
    // Nutrient order: calories before proteins.
    await expect(goals.getByRole('button')).toHaveText([/^Calories/, /^Proteins/]);
  });

  await test.step('edit the calorie goal', async () => {
    await goals.getByRole('button', { name: /^Calories/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit goal' });
    await expect(textbox(dialog, 'Value')).toHaveValue('2000');
    await textbox(dialog, 'Value').fill('1800');
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(toast(page, 'Goal updated').last()).toBeVisible();
    await expect(goals.getByRole('button', { name: /^Calories at most 1,800 kcal/ })).toBeVisible();
  });

  await test.step('the dashboard card: the day total against the goal, half way', async () => {
    await mainNav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expectRemotePage(page, 'intake', 'Dashboard');
    await expect(card(page, 'Calories')).toContainText('/ 1,800 kcal');
    await expect(card(page, 'Calories').getByRole('progressbar', { name: 'Calories of goal' })).toHaveAttribute(
      'aria-valuenow',
      '0.5',
    );
    await expect(card(page, 'Proteins')).toContainText('No goal');
  });

  await test.step('delete the calorie goal: the card has no goal any more', async () => {
    await mainNav(page).getByRole('link', { name: 'Goals', exact: true }).click();
    await expectRemotePage(page, 'statistics', 'Goals');
    await goals.getByRole('button', { name: /^Calories/ }).click();
    await page.getByRole('dialog', { name: 'Edit goal' }).getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(toast(page, 'Goal deleted').last()).toBeVisible();
    await expect(goals.getByRole('button', { name: /^Calories/ })).toHaveCount(0);
    await mainNav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
    await expect(card(page, 'Calories')).toContainText('No goal');
  });
});
