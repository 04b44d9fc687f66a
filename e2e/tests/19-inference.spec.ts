// "Fill from text" on the intake log form and the product form (docs/product.md#logging-intake,
// docs/product.md#creating-a-product, docs/product.md#the-api, docs/product.md#error-messages), answered by the
// offline engine of the API from the USDA SR copy the test command imports (FOOD_DATA_DIR). Values are SR release
// 28's, worked out below; the form shows them with the display rounding of docs/product.md#numbers-and-limits.
import { expect, test, type Locator, type Page } from '@playwright/test';
import { expectRemotePage, signInAs } from '../support/app';
import { catalog, catalogApi, fillInActions, textbox, toast } from '../support/catalog';
import { intake } from '../support/intake';
import { USERS } from '../support/stack';

/**
 * "200 g chicken breast and a banana":
 *   chicken breast, raw (05062), 200 g    240.0 kcal   P 45.0    F 5.24   C  0
 *   banana, raw (09040), medium 118 g     105.0 kcal   P  1.29   F 0.39   C 26.95
 *   together                              345 kcal     P 46.3    F 5.6    C 27
 */
const CHICKEN_AND_BANANA = { Calories: '345', Proteins: '46.3', Fat: '5.6', Carbohydrates: '27' };

async function openFillDialog(
  scope: Locator,
  page: Page,
  names = { button: 'Fill from text', dialog: 'Fill from text' },
): Promise<Locator> {
  await scope.getByRole('button', { name: names.button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: names.dialog });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function generate(
  dialog: Locator,
  prompt: string,
  names = { prompt: 'Prompt', generate: 'Generate' },
): Promise<void> {
  await textbox(dialog, names.prompt).fill(prompt);
  await dialog.getByRole('button', { name: names.generate, exact: true }).click();
}

async function openLogForm(page: Page, user = USERS.inference, heading = 'Create intake log'): Promise<void> {
  await signInAs(page, user, '/create-intake-log');
  await expectRemotePage(page, 'intake', heading);
}

test('a meal described in words fills in a manual log, which is then created', async ({ page }) => {
  await openLogForm(page);
  const dialog = await openFillDialog(intake(page), page);
  await generate(dialog, '200 g chicken breast and a banana');
  await expect(dialog).toBeHidden();

  await expect(intake(page).getByRole('button', { name: 'Manual', exact: true })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(textbox(intake(page), 'Description')).toHaveValue('200 g chicken breast, a banana');
  for (const [label, value] of Object.entries(CHICKEN_AND_BANANA))
    await expect(textbox(intake(page), label)).toHaveValue(value);

  await intake(page).getByRole('button', { name: 'Create', exact: true }).click();
  await expect(toast(page, 'Intake log created').last()).toBeVisible();
});

test('a prompt with nothing to recognise shows the red alert and keeps the dialog open with the prompt', async ({
  page,
}) => {
  await openLogForm(page);
  const dialog = await openFillDialog(intake(page), page);
  const answer = page.waitForResponse((response) => response.url().endsWith('/api/intake_logs/inference'));
  await generate(dialog, 'xyzzy and plugh');
  expect((await answer).status()).toBe(422);

  await expect(dialog.getByRole('alert')).toHaveText('Failed to generate intake log data');
  await expect(dialog).toBeVisible();
  await expect(textbox(dialog, 'Prompt')).toHaveValue('xyzzy and plugh');
  // The form behind it is untouched.
  await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(textbox(intake(page), 'Description')).toHaveCount(0);
});

test('what is not recognised is named, the rest filled in, and the dialog stays open until closed', async ({
  page,
}) => {
  await openLogForm(page);
  const dialog = await openFillDialog(intake(page), page);
  await generate(dialog, 'a banana and a bowl of xyzzy');

  await expect(dialog.getByRole('status')).toContainText(
    'Filled in without what was not recognised: “a bowl of xyzzy”.',
  );
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(textbox(intake(page), 'Description')).toHaveValue('a banana');
  await expect(textbox(intake(page), 'Calories')).toHaveValue('105');
});

test('a Dutch description: two eggs and a cup of coffee with milk', async ({ page }) => {
  await (await catalogApi(page.request, USERS.inferenceNl)).setPreferredLocale('nl-NL');
  await openLogForm(page, USERS.inferenceNl, 'Inname toevoegen');
  const dialog = await openFillDialog(intake(page), page, {
    button: 'Invullen via tekst',
    dialog: 'Invullen via tekst',
  });
  await generate(dialog, 'twee eieren en een kop koffie met melk', { prompt: 'Omschrijving', generate: 'Genereren' });
  await expect(dialog).toBeHidden();

  // Two large eggs (2 × 50 g, 143 kcal), a kopje of coffee (125 ml, 1.25 kcal), a splash of semi-skimmed milk
  // (30 g, 15 kcal).
  await expect(textbox(intake(page), 'Beschrijving')).toHaveValue('twee eieren, een kop koffie met melk');
  await expect(textbox(intake(page), 'Calorieën')).toHaveValue('159');
});

test('a product described in words fills in its nutrients per 100 ml, a drink being in millilitres', async ({
  page,
}) => {
  await signInAs(page, USERS.inference, '/products/create');
  await expectRemotePage(page, 'catalog', 'Create product');
  const dialog = await openFillDialog(await fillInActions(page), page);
  await generate(dialog, 'a glass of whole milk');
  await expect(dialog).toBeHidden();

  // Whole milk (01077): 61 kcal, fat 3.25 g, proteins 3.15 g per 100 g; 244 g a cup (236.6 ml): 1.031 g/ml.
  await expect(catalog(page).getByRole('radio', { name: 'Millilitre', exact: true })).toBeChecked();
  await expect(textbox(catalog(page), 'Nutrients per')).toHaveValue('100');
  await expect(textbox(catalog(page), 'Calories')).toHaveValue('63');
  await expect(textbox(catalog(page), 'Fat')).toHaveValue('3.4');
  await expect(textbox(catalog(page), 'Proteins')).toHaveValue('3.2');
});
