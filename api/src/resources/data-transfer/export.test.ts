import { parse } from 'csv-parse/sync';
import {
  insertIntakeLog,
  insertPortion,
  insertProduct,
  insertRecipe,
  insertRecipeItem,
  insertWeightLog,
} from '../../testing/fixtures';
import { setupTestApp, type SignedInUser } from '../../testing/harness';
import { INTAKE_CSV_COLUMNS } from './csv-export';
import { seedRichAccount } from './testing/rich-account';
import { exportOf } from './testing/transfer-helpers';

const t = setupTestApp();

const BOM = '\uFEFF';

async function download(user: SignedInUser, url: string) {
  const response = await t.app.inject({ method: 'GET', url, headers: user.headers });
  expect(response.statusCode).toBe(200);
  return response;
}

/** A CSV answer read back as a spreadsheet would: its header and its rows as objects. */
function readCsv(body: string): { header: string[]; rows: Record<string, string>[] } {
  expect(body.startsWith(BOM)).toBe(true);
  const [header = [], ...rows] = parse(body, { bom: true }) as string[][];
  return {
    header,
    rows: rows.map((cells) => Object.fromEntries(header.map((column, index) => [column, cells[index] ?? '']))),
  };
}

describe('GET /api/export', () => {
  it('is a JSON attachment of the signed-in user only', async () => {
    const user = await t.signIn();
    const other = await t.signIn();
    await insertProduct(t.db, user.uuid, { name: 'Mine' });
    await insertProduct(t.db, other.uuid, { name: 'Theirs' });
    await insertWeightLog(t.db, other.uuid);

    const response = await download(user, '/api/export');
    expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="nutrilog-export-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const file = response.json<{ products: { name: string }[]; weightLogs: unknown[]; exportedAt: string }>();
    expect(file.products.map((product) => product.name)).toEqual(['Mine']);
    expect(file.weightLogs).toEqual([]);
    expect(Math.abs(Date.parse(file.exportedAt) - Date.now())).toBeLessThan(60_000);
  });

  it('is read afresh every time, never an answer kept in memory', async () => {
    const user = await t.signIn();
    expect((await exportOf(t, user)).weightLogs).toHaveLength(0);
    // Written past the API, so no write of the user moves the response cache on: only a fresh read sees it.
    await insertWeightLog(t.db, user.uuid);
    expect((await exportOf(t, user)).weightLogs).toHaveLength(1);
  });

  it('needs a signed-in user', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/export' })).statusCode).toBe(401);
  });
});

describe('GET /api/export/intake_logs.csv', () => {
  it('one row per log with what was eaten and its nutrients, local to the time zone, numbers with a dot', async () => {
    const user = await t.signIn();
    const bread = await insertProduct(t.db, user.uuid, {
      name: 'Bread, "whole" wheat',
      nutrients: { calories: 250, proteins: 9.1, salt: 1.1 },
    });
    const slice = await insertPortion(t.db, user.uuid, { name: '1 slice', amount: 35, product_uuid: bread.uuid });
    const soup = await insertRecipe(t.db, user.uuid, {
      name: 'Soupe à l’oignon',
      unit: 'milliliter',
      unit_size: 500,
    });
    await insertRecipeItem(t.db, user.uuid, { recipe_uuid: soup.uuid, product_uuid: bread.uuid, amount: 100 });
    await insertIntakeLog(t.db, user.uuid, {
      type: 'product',
      date: '2024-05-01T22:30:00Z',
      product_uuid: bread.uuid,
      portion_uuid: slice.uuid,
      quantity: 3,
    });
    await insertIntakeLog(t.db, user.uuid, {
      type: 'recipe',
      date: '2024-05-01T10:00:00Z',
      recipe_uuid: soup.uuid,
      amount: 250,
    });
    await insertIntakeLog(t.db, user.uuid, {
      type: 'manual',
      date: '2024-05-01T12:00:00Z',
      description: 'Café crème',
      nutrients: { calories: 60, caffeine: 80 },
    });
    await insertIntakeLog(t.db, (await t.signIn()).uuid, {
      type: 'manual',
      date: '2024-05-01T12:00:00Z',
      description: 'Not mine',
    });

    const response = await download(user, '/api/export/intake_logs.csv?timezone=Europe/Amsterdam');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="nutrilog-intake-logs-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body).toContain('\r\n');
    const { header, rows } = readCsv(response.body);
    expect(header).toEqual([...INTAKE_CSV_COLUMNS]);
    expect(header.slice(9)).toEqual([
      'calories_kcal',
      'fat_g',
      'saturated_fat_g',
      'carbohydrates_g',
      'sugars_g',
      'fibres_g',
      'proteins_g',
      'salt_g',
      'water_ml',
      'caffeine_mg',
      'potassium_mg',
    ]);
    expect(
      rows.map((row) => [
        row.date,
        row.time,
        row.type,
        row.name,
        row.portion,
        row.quantity,
        row.amount,
        row.total_amount,
        row.unit,
      ]),
    ).toEqual([
      ['2024-05-01', '12:00', 'recipe', 'Soupe à l’oignon', '', '', '250', '250', 'milliliter'],
      ['2024-05-01', '14:00', 'manual', 'Café crème', '', '', '', '', ''],
      // 22:30 UTC is after midnight in Amsterdam.
      ['2024-05-02', '00:30', 'product', 'Bread, "whole" wheat', '1 slice', '3', '', '105', 'gram'],
    ]);
    // 3 slices of 35 g: 262.5 kcal, 9.555 g proteins, 1.155 g salt; the soup: 100 g of bread per 500 ml, 250 ml of it.
    expect(rows[2]).toMatchObject({ calories_kcal: '262.5', proteins_g: '9.555', salt_g: '1.155', water_ml: '0' });
    expect(rows[0]).toMatchObject({ calories_kcal: '125', proteins_g: '4.55' });
    expect(rows[1]).toMatchObject({ calories_kcal: '60', caffeine_mg: '80' });
  });

  it('a time zone that does not exist is a 422', async () => {
    const user = await t.signIn();
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/export/intake_logs.csv?timezone=Mars/Olympus',
      headers: user.headers,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ violations: [{ propertyPath: 'timezone' }] });
  });

  it('the whole rich account: one row per log, every number readable', async () => {
    const user = await t.signIn();
    await seedRichAccount(t.db, user.uuid);
    const file = await exportOf(t, user);
    const { rows } = readCsv((await download(user, '/api/export/intake_logs.csv')).body);
    expect(rows).toHaveLength(file.intakeLogs.length);
    for (const row of rows)
      for (const column of INTAKE_CSV_COLUMNS.slice(9)) expect(row[column]).toMatch(/^\d+(\.\d{1,3})?$/);
  });
});

describe('GET /api/export/weight_logs.csv', () => {
  it('date, time, weight, unit and body fat, oldest first, in the columns the import reads', async () => {
    const user = await t.signIn();
    await insertWeightLog(t.db, user.uuid, {
      date: new Date('2024-05-02T05:45:00Z'),
      weight: 80.25,
      body_fat_percentage: 21.5,
    });
    await insertWeightLog(t.db, user.uuid, { date: new Date('2024-05-01T23:10:00Z'), weight: 177.5, unit: 'pound' });

    const response = await download(user, '/api/export/weight_logs.csv?timezone=America/New_York');
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toMatch(
      /^attachment; filename="nutrilog-weight-logs-\d{4}-\d{2}-\d{2}\.csv"$/,
    );
    expect(response.body).toBe(
      `${BOM}date,time,weight,unit,body_fat_percentage\r\n` +
        '2024-05-01,19:10,177.5,pound,\r\n' +
        '2024-05-02,01:45,80.25,kilogram,21.5\r\n',
    );
  });

  it('an account without weight logs is the header alone', async () => {
    const user = await t.signIn();
    expect((await download(user, '/api/export/weight_logs.csv')).body).toBe(
      `${BOM}date,time,weight,unit,body_fat_percentage\r\n`,
    );
  });
});

describe('the OpenAPI document', () => {
  it('documents the import body as the export file and the CSV media types', async () => {
    const { paths } = (await t.app.inject({ method: 'GET', url: '/api/docs.json' })).json<{
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: { content: Record<string, { schema: { required?: string[] } }> };
            responses: Record<string, { content?: Record<string, unknown> }>;
          }
        >
      >;
    }>();
    expect(paths['/api/import']!.post!.requestBody!.content['application/json']!.schema.required).toEqual([
      'format',
      'version',
      'exportedAt',
      'profile',
      'products',
      'portions',
      'recipes',
      'intakeLogs',
      'goals',
      'weightLogs',
    ]);
    expect(Object.keys(paths['/api/import']!.post!.responses)).toEqual(
      expect.arrayContaining(['200', '409', '413', '422']),
    );
    expect(Object.keys(paths['/api/import/weight_logs.csv']!.post!.requestBody!.content)).toEqual(['text/csv']);
    expect(Object.keys(paths['/api/export/weight_logs.csv']!.get!.responses['200']!.content!)).toEqual([
      'text/csv; charset=utf-8',
    ]);
    expect(Object.keys(paths['/api/export']!.get!.responses['200']!.content!)).toEqual(['application/json']);
  });
});
