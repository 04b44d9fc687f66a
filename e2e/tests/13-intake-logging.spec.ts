// Logging a product by portion, a product by amount, a recipe portion and a manual entry through the create form
// (docs/product.md#logging-intake, docs/product.md#notices-and-state-changes, docs/product.md#the-api), each then
// shown on the dashboard (docs/product.md#dashboard) under its local hour, with the four cards adding up. Values are
// worked out by hand below (display rounding of docs/product.md#numbers-and-limits).
import { expect, test, type Page } from '@playwright/test';
import { expectRemotePage, mainNav, signInAs } from '../support/app';
import { textbox, toast, uniqueTag } from '../support/catalog';
import { cardTotal, hourGroup, intake, intakeApi, localDate, logRow, pick, previewValue } from '../support/intake';
import { USERS } from '../support/stack';

const TIME_ZONE = 'Europe/Amsterdam';
test.use({ timezoneId: TIME_ZONE });

/**
 * Per 100 g. Bread comes in slices of 40 g, yoghurt by the gram. The stew (1500 g) is 500 g beef and 1000 g
 * potatoes: 1800 kcal, proteins 150, carbohydrates 170, fat 51 in all; a 300 g bowl is a fifth of it.
 *   08:15  bread, 2 slices (80 g)      200 kcal   P  7.2   C 36     F  2.4
 *   08:40  yoghurt, 150 g               90 kcal   P  6     C  7.5   F  4.5
 *   12:30  stew, 1 bowl (300 g)        360 kcal   P 30     C 34     F 10.2
 *   19:05  apple (manual)               52 kcal   P  0.3   C 14     F  0.2
 *   day                                702 kcal   P 43.5   C 91.5   F 17.3
 */
const BREAD = { calories: 250, proteins: 9, totalCarbohydrates: 45, totalFat: 3 };
const YOGHURT = { calories: 60, proteins: 4, totalCarbohydrates: 5, totalFat: 3 };
const BEEF = { calories: 200, proteins: 26, totalCarbohydrates: 0, totalFat: 10 };
const POTATOES = { calories: 80, proteins: 2, totalCarbohydrates: 17, totalFat: 0.1 };

async function openForm(page: Page, date: string, time: string): Promise<void> {
  await intake(page).getByRole('link', { name: 'Log intake', exact: true }).click();
  await expectRemotePage(page, 'intake', 'Create intake log');
  await textbox(intake(page), 'Date').fill(date);
  await textbox(intake(page), 'Time').fill(time);
}

async function submit(page: Page): Promise<void> {
  await intake(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'Intake log created').last()).toBeVisible();
}

async function toDashboard(page: Page): Promise<void> {
  await mainNav(page).getByRole('link', { name: 'Dashboard', exact: true }).click();
  await expectRemotePage(page, 'intake', 'Dashboard');
}

test('a product by portion and amount, a recipe portion and a manual entry: each under its hour, cards add up', async ({
  page,
}) => {
  test.setTimeout(150_000);
  const tag = uniqueTag();
  const names = { bread: `Bread ${tag}`, yoghurt: `Yoghurt ${tag}`, stew: `Stew ${tag}`, apple: `Apple ${tag}` };
  const today = localDate(TIME_ZONE);

  const api = await intakeApi(page.request, USERS.intake);
  await api.createProduct({ name: names.bread, nutrients: BREAD, portions: [{ name: '1 slice', amount: 40 }] });
  await api.createProduct({ name: names.yoghurt, nutrients: YOGHURT });
  const beef = await api.createProduct({ name: `Beef ${tag}`, nutrients: BEEF });
  const potatoes = await api.createProduct({ name: `Potatoes ${tag}`, nutrients: POTATOES });
  await api.createRecipe({
    name: names.stew,
    unitSize: 1500,
    items: [
      { product: beef['@id'], amount: 500 },
      { product: potatoes['@id'], amount: 1000 },
    ],
    portions: [{ name: '1 bowl', amount: 300 }],
  });

  await signInAs(page, USERS.intake, '/');
  await expectRemotePage(page, 'intake', 'Dashboard');
  await expect(cardTotal(page, 'Calories')).toHaveText('0 kcal');

  await test.step('bread by portion: first portion and quantity 1 chosen, the preview follows quantity', async () => {
    await openForm(page, today, '08:15');
    await expect(intake(page).getByRole('button', { name: 'Product', exact: true })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await pick(page, 'Product', names.bread);
    await expect(
      intake(page).getByRole('combobox', { name: 'Portion', exact: true }).locator('option:checked'),
    ).toHaveText('1 slice (40 g)');
    await expect(textbox(intake(page), 'Quantity')).toHaveValue('1');
    await expect(previewValue(page, 'Calories', 'This log')).toHaveText('100 kcal');
    await textbox(intake(page), 'Quantity').fill('2');
    await expect(previewValue(page, 'Calories', 'This log')).toHaveText('200 kcal');
    await expect(previewValue(page, 'Proteins', 'This log')).toHaveText('7.2 g');
    await expect(previewValue(page, 'Calories', 'Day after this log')).toHaveText('200 kcal');
    await submit(page);
    // The form starts over but keeps the date and time.
    await expect(intake(page).getByRole('combobox', { name: 'Product', exact: true })).toHaveValue('');
    await expect(textbox(intake(page), 'Date')).toHaveValue(today);
    await expect(textbox(intake(page), 'Time')).toHaveValue('08:15');
  });

  await test.step('the dashboard shows it under 08:00 and counts it', async () => {
    await toDashboard(page);
    await expect(logRow(hourGroup(page, '08:00'), names.bread)).toBeVisible();
    await expect(cardTotal(page, 'Calories')).toHaveText('200 kcal');
  });

  await test.step('yoghurt by amount, without a portion', async () => {
    await openForm(page, today, '08:40');
    await pick(page, 'Product', names.yoghurt);
    await expect(
      intake(page).getByRole('combobox', { name: 'Portion', exact: true }).locator('option:checked'),
    ).toHaveText('No portion (amount)');
    await textbox(intake(page), 'Amount').fill('150');
    await expect(previewValue(page, 'Calories', 'This log')).toHaveText('90 kcal');
    await expect(previewValue(page, 'Calories', 'Day after this log')).toHaveText('290 kcal');
    await submit(page);
  });

  await test.step('a bowl of the stew: the recipe and its first portion', async () => {
    await textbox(intake(page), 'Time').fill('12:30');
    await intake(page).getByRole('button', { name: 'Recipe', exact: true }).click();
    await pick(page, 'Recipe', names.stew);
    await expect(
      intake(page).getByRole('combobox', { name: 'Recipe portion', exact: true }).locator('option:checked'),
    ).toHaveText('1 bowl (300 g)');
    await expect(textbox(intake(page), 'Quantity')).toHaveValue('1');
    await expect(previewValue(page, 'Calories', 'This log')).toHaveText('360 kcal');
    await expect(previewValue(page, 'Carbohydrates', 'This log')).toHaveText('34 g');
    await submit(page);
  });

  await test.step('an apple, typed in by hand', async () => {
    await textbox(intake(page), 'Time').fill('19:05');
    await intake(page).getByRole('button', { name: 'Manual', exact: true }).click();
    await textbox(intake(page), 'Description').fill(names.apple);
    await textbox(intake(page), 'Calories').fill('52');
    await textbox(intake(page), 'Carbohydrates').fill('14');
    await textbox(intake(page), 'Proteins').fill('0,3');
    await textbox(intake(page), 'Fat').fill('0.2');
    await expect(previewValue(page, 'Calories', 'This log')).toHaveText('52 kcal');
    await expect(previewValue(page, 'Calories', 'Day after this log')).toHaveText('702 kcal');
    await submit(page);
  });

  await test.step('the day: four logs under their hours, and the cards add up', async () => {
    await toDashboard(page);
    await expect(logRow(hourGroup(page, '08:00'), names.bread)).toBeVisible();
    await expect(logRow(hourGroup(page, '08:00'), names.yoghurt)).toBeVisible();
    await expect(logRow(hourGroup(page, '12:00'), names.stew)).toBeVisible();
    await expect(logRow(hourGroup(page, '19:00'), names.apple)).toBeVisible();
    await expect(cardTotal(page, 'Calories')).toHaveText('702 kcal');
    await expect(cardTotal(page, 'Proteins')).toHaveText('43.5 g');
    await expect(cardTotal(page, 'Carbohydrates')).toHaveText('91.5 g');
    await expect(cardTotal(page, 'Fat')).toHaveText('17.3 g');
  });
});
