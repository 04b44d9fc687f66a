// Export and import on the profile page. One user's JSON export (a Playwright download) imported into another, empty
// user shows the same product, goal and weigh-in there; weight logs imported from a CSV file appear on /weight and
// download again as CSV; a bad file shows what is wrong under its input and changes nothing.
import fs from 'node:fs';
import { expect, test, type Page } from '@playwright/test';
import { expectRemotePage, login, remoteArea, signInAs } from '../support/app';
import { catalogApi, toast, uniqueTag } from '../support/catalog';
import { localDate } from '../support/intake';
import { USERS } from '../support/stack';

const TIME_ZONE = 'Europe/Amsterdam';
test.use({ timezoneId: TIME_ZONE });

const yourData = (page: Page) => page.getByRole('region', { name: 'Your data' });
const weightList = (page: Page) => remoteArea(page, 'weight').getByRole('list', { name: 'Weight logs', exact: true });

/** Clicks a download button and answers the downloaded file's name and text. */
async function download(page: Page, button: string): Promise<{ name: string; text: string }> {
  const downloading = page.waitForEvent('download');
  await yourData(page).getByRole('button', { name: button, exact: true }).click();
  const file = await downloading;
  return { name: file.suggestedFilename(), text: fs.readFileSync(await file.path(), 'utf8') };
}

async function openProfile(page: Page, user: (typeof USERS)[keyof typeof USERS]) {
  await signInAs(page, user, '/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile' })).toBeVisible();
  await expect(yourData(page)).toBeVisible();
}

test('the JSON export of one user, imported into an empty user, shows the same product, goal and weigh-in', async ({
  page,
}, testInfo) => {
  test.setTimeout(90_000);
  const name = `Exported granola ${uniqueTag()}`;

  await test.step('the source user has a product with a portion, a goal and a weigh-in', async () => {
    const api = await catalogApi(page.request, USERS.transferSource);
    await api.createProduct({
      name,
      nutrients: { calories: 452, proteins: 9.2 },
      portions: [{ name: '1 bowl', amount: 45 }],
    });
    const headers = { 'X-API-KEY': api.token };
    expect(
      (
        await page.request.post('/api/goals', {
          headers,
          data: { nutrient: 'proteins', goalType: 'minimum', value: 123 },
        })
      ).status(),
    ).toBe(201);
    const weighIn = { date: `${localDate(TIME_ZONE, -1)}T06:30:00Z`, weight: 83.7, bodyFatPercentage: 22.5 };
    expect((await page.request.post('/api/weight_logs', { headers, data: weighIn })).status()).toBe(201);
  });

  const exportPath = testInfo.outputPath('export.json');
  await test.step('download all data as JSON from the profile page', async () => {
    await openProfile(page, USERS.transferSource);
    const file = await download(page, 'Download all data (JSON)');
    expect(file.name).toMatch(/^nutrilog-export-\d{4}-\d{2}-\d{2}\.json$/);
    const data = JSON.parse(file.text) as {
      format: string;
      version: number;
      products: { name: string }[];
      goals: unknown[];
      weightLogs: unknown[];
    };
    expect(data).toMatchObject({
      format: 'nutrilog-export',
      version: 1,
      goals: [expect.objectContaining({ value: 123 })],
    });
    expect(data.products.map((product) => product.name)).toContain(name);
    expect(data.weightLogs).toHaveLength(1);
    fs.writeFileSync(exportPath, file.text);
  });

  await test.step('the same file cannot go back into the source: it has data', async () => {
    await yourData(page).getByLabel('Import an export (JSON)').setInputFiles(exportPath);
    await expect(yourData(page).getByRole('alert')).toContainText('Your account already has data');
  });

  await test.step('import it into the empty target user', async () => {
    await openProfile(page, USERS.transferTarget);
    await yourData(page).getByLabel('Import an export (JSON)').setInputFiles(exportPath);
    await expect(toast(page, 'Your data was imported')).toBeVisible();
    await expect(yourData(page).getByRole('alert')).toHaveCount(0);
  });

  await test.step("the target's pages show the imported data", async () => {
    await page
      .getByRole('navigation', { name: 'Main navigation', exact: true })
      .getByRole('link', { name: 'Products', exact: true })
      .click();
    await expectRemotePage(page, 'catalog', 'Products');
    await expect(remoteArea(page, 'catalog').getByText(name)).toBeVisible();

    await page.goto('/weight');
    await expectRemotePage(page, 'weight', 'Weight');
    await expect(weightList(page).getByRole('listitem')).toHaveCount(1);
    await expect(weightList(page).getByRole('listitem').first()).toContainText('83.7 kg');

    await page.goto('/goals');
    await expectRemotePage(page, 'statistics', 'Goals');
    await expect(remoteArea(page, 'statistics').getByText(/123/).first()).toBeVisible();
  });
});

test('weight logs imported from a CSV file appear on /weight and download again as CSV', async ({ page }) => {
  const [first, second] = [localDate(TIME_ZONE, -3), localDate(TIME_ZONE, -2)];
  await openProfile(page, USERS.transferCsv);

  await test.step('a file with a bad row is refused, row and column named, and nothing is stored', async () => {
    const bad = `date,time,weight\n${first},07:00,80.4\n${second},07:10,20\n`;
    await yourData(page)
      .getByLabel('Import weight logs (CSV)')
      .setInputFiles({ name: 'bad.csv', mimeType: 'text/csv', buffer: Buffer.from(bad) });
    const alert = yourData(page).getByRole('alert');
    await expect(alert).toContainText('Nothing was imported. The file has these problems:');
    await expect(alert).toContainText('Row 3, column weight: Weight must be greater than 25.');
  });

  await test.step('a file an older Excel saved (Windows-1252) is read with its accents', async () => {
    const excel = Buffer.from(`date;weight;Opmerking café\r\n${first};80,4;\r\n`, 'latin1');
    await yourData(page)
      .getByLabel('Import weight logs (CSV)')
      .setInputFiles({ name: 'excel.csv', mimeType: 'text/csv', buffer: excel });
    await expect(yourData(page).getByRole('alert')).toContainText(
      'Row 1, column Opmerking café: This column is not one of',
    );
  });

  await test.step('a file that is not JSON is refused with its reason', async () => {
    await yourData(page)
      .getByLabel('Import an export (JSON)')
      .setInputFiles({ name: 'broken.json', mimeType: 'application/json', buffer: Buffer.from('{"format": ') });
    await expect(yourData(page).getByRole('alert').filter({ hasText: 'The file is not valid JSON.' })).toBeVisible();
  });

  await test.step('a good file (semicolons, decimal commas, as a Dutch spreadsheet has it) is imported', async () => {
    const good = `\uFEFFdate;time;weight;body_fat_percentage\r\n${first};07:00;80,4;21,5\r\n${second};07:10;79,9;\r\n`;
    await yourData(page)
      .getByLabel('Import weight logs (CSV)')
      .setInputFiles({ name: 'weights.csv', mimeType: 'text/csv', buffer: Buffer.from(good) });
    await expect(toast(page, '2 weight logs imported')).toBeVisible();
  });

  await test.step('the weight page lists them', async () => {
    await page.goto('/weight');
    await expectRemotePage(page, 'weight', 'Weight');
    await expect(weightList(page).getByRole('listitem')).toHaveCount(2);
    await expect(weightList(page).getByRole('listitem').nth(0)).toContainText('79.9 kg');
    await expect(weightList(page).getByRole('listitem').nth(1)).toContainText('80.4 kg');
    await expect(weightList(page).getByText('Body fat 21.5%')).toBeAttached();
  });

  await test.step('the weight CSV download has them, in local time, for spreadsheets', async () => {
    await page.goto('/profile');
    const file = await download(page, 'Download weight logs (CSV)');
    expect(file.name).toMatch(/^nutrilog-weight-logs-\d{4}-\d{2}-\d{2}\.csv$/);
    expect(file.text).toBe(
      '\uFEFFdate,time,weight,unit,body_fat_percentage\r\n' +
        `${first},07:00,80.4,kilogram,21.5\r\n` +
        `${second},07:10,79.9,kilogram,\r\n`,
    );
  });

  await test.step('importing the same file again adds nothing', async () => {
    const token = await login(page.request, USERS.transferCsv);
    const csv = `date,time,weight,body_fat_percentage\n${first},07:00,80.4,21.5\n`;
    const response = await page.request.post(`/api/import/weight_logs.csv?timezone=${TIME_ZONE}`, {
      headers: { 'X-API-KEY': token, 'Content-Type': 'text/csv' },
      data: csv,
    });
    expect(await response.json()).toMatchObject({ imported: 0, skipped: 1 });
  });
});
