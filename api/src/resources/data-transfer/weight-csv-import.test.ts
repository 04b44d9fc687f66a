import { insertWeightLog } from '../../testing/fixtures';
import { setupTestApp, type SignedInUser } from '../../testing/harness';
import { seedRichAccount } from './testing/rich-account';
import { rowCounts } from './testing/transfer-helpers';

const t = setupTestApp();

function importCsv(
  user: SignedInUser,
  csv: string | Buffer,
  { timezone = 'Europe/Amsterdam', contentType = 'text/csv; charset=utf-8' } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/import/weight_logs.csv?timezone=${encodeURIComponent(timezone)}`,
    headers: { ...user.headers, 'content-type': contentType },
    payload: csv,
  });
}

async function weightLogs(user: SignedInUser) {
  const response = await t.app.inject({
    method: 'GET',
    url: '/api/weight_logs?pagination=false',
    headers: user.headers,
  });
  return response
    .json<{ member: { date: string; weight: number; unit: string; bodyFatPercentage: number | null }[] }>()
    .member.map(({ date, weight, unit, bodyFatPercentage }) => ({ date, weight, unit, bodyFatPercentage }));
}

async function weightCsv(user: SignedInUser, timezone: string): Promise<string> {
  return (
    await t.app.inject({
      method: 'GET',
      url: `/api/export/weight_logs.csv?timezone=${timezone}`,
      headers: user.headers,
    })
  ).body;
}

async function expectRefused(user: SignedInUser, csv: string, violations: { propertyPath: string; message: string }[]) {
  const response = await importCsv(user, csv);
  expect(response.statusCode).toBe(422);
  expect(response.json()).toMatchObject({ status: 422, violations });
  expect(response.json<{ violations: unknown[] }>().violations).toHaveLength(violations.length);
  expect((await rowCounts(t, user.uuid)).weight_logs).toBe(0);
}

describe('POST /api/import/weight_logs.csv', () => {
  it('adds every row: local dates at their time or noon, ISO timestamps as given, default unit, body fat', async () => {
    const user = await t.signIn();
    const csv = [
      'weight,date,time,body_fat_percentage,unit',
      '82.4,2024-03-30,07:15,21.5,kilogram',
      '82.1,2024-03-31,7:05,,', // the clocks went forward that night in Amsterdam: +02:00
      '181.5,2024-04-01,,,pound',
      '81.9,2024-04-02T06:00:00Z,,20,',
    ].join('\n');

    const response = await importCsv(user, csv);

    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ '@type': 'WeightLogImport', imported: 4, skipped: 0 });
    expect(await weightLogs(user)).toEqual([
      { date: '2024-03-30T06:15:00.000Z', weight: 82.4, unit: 'kilogram', bodyFatPercentage: 21.5 },
      { date: '2024-03-31T05:05:00.000Z', weight: 82.1, unit: 'kilogram', bodyFatPercentage: null },
      { date: '2024-04-01T10:00:00.000Z', weight: 181.5, unit: 'pound', bodyFatPercentage: null },
      { date: '2024-04-02T06:00:00.000Z', weight: 81.9, unit: 'kilogram', bodyFatPercentage: 20 },
    ]);
  });

  it("reads a Dutch spreadsheet's CSV: BOM, semicolons, decimal commas, CRLF, blank lines, worded header", async () => {
    const user = await t.signIn();
    const csv = '\uFEFFDate;Weight;Body fat (%)\r\n2024-05-01;80,5;19,25\r\n\r\n"2024-05-02";"80,1";\r\n';
    const response = await importCsv(user, csv);
    expect(response.statusCode).toBe(200);
    expect(await weightLogs(user)).toEqual([
      { date: '2024-05-01T10:00:00.000Z', weight: 80.5, unit: 'kilogram', bodyFatPercentage: 19.25 },
      { date: '2024-05-02T10:00:00.000Z', weight: 80.1, unit: 'kilogram', bodyFatPercentage: null },
    ]);
  });

  describe('reads the text in the encoding it was saved in', () => {
    // A column this import does not know, named with an accent: the violation names it as the file does.
    const CSV = 'Datum;Gewicht;Opmerking café\r\n2024-05-01;80,5;\r\n';
    const refusedPath = async (body: Buffer, contentType?: string) => {
      const response = await importCsv(await t.signIn(), body, contentType ? { contentType } : {});
      expect(response.statusCode).toBe(422);
      return response
        .json<{ violations: { propertyPath: string }[] }>()
        .violations.map((violation) => violation.propertyPath);
    };

    it('UTF-8, with or without a byte order mark, said or not', async () => {
      expect(await refusedPath(Buffer.from(CSV, 'utf8'))).toContain('rows[1].Opmerking café');
      expect(await refusedPath(Buffer.from(`\uFEFF${CSV}`, 'utf8'), 'text/csv')).toContain('rows[1].Opmerking café');
    });

    it('Windows-1252 as older Excel saves it, with no charset or a wrong one', async () => {
      const windows1252 = Buffer.from(CSV, 'latin1'); // é is the one byte E9 in both
      expect(windows1252.includes(0xe9)).toBe(true);
      expect(await refusedPath(windows1252, 'text/csv')).toContain('rows[1].Opmerking café');
      expect(await refusedPath(windows1252, 'text/csv; charset=utf-8')).toContain('rows[1].Opmerking café');
      expect(await refusedPath(windows1252, 'text/csv; charset=windows-1252')).toContain('rows[1].Opmerking café');
    });

    it('imports a Windows-1252 file', async () => {
      const user = await t.signIn();
      const response = await importCsv(
        user,
        Buffer.from('Date;Weight;Body fat (%)\r\n2024-05-01;80,5;19,25\r\n', 'latin1'),
        { contentType: 'text/csv' },
      );
      expect(response.statusCode).toBe(200);
      expect(await weightLogs(user)).toEqual([
        { date: '2024-05-01T10:00:00.000Z', weight: 80.5, unit: 'kilogram', bodyFatPercentage: 19.25 },
      ]);
    });
  });

  it('the weight CSV export of an account imports into another as the same weight logs', async () => {
    const source = await t.signIn();
    await seedRichAccount(t.db, source.uuid);
    const exported = await weightCsv(source, 'Europe/Amsterdam');
    const target = await t.signIn();

    const response = await importCsv(target, exported);

    const count = (await rowCounts(t, source.uuid)).weight_logs;
    expect(response.json()).toEqual({ '@type': 'WeightLogImport', imported: count, skipped: 0 });
    expect(await weightCsv(target, 'Europe/Amsterdam')).toBe(exported);
  });

  describe('duplicates', () => {
    it('a row with the minute, weight, unit and body fat of an existing log or an earlier row is skipped', async () => {
      const user = await t.signIn();
      await insertWeightLog(t.db, user.uuid, {
        date: new Date('2024-05-01T05:30:42Z'),
        weight: 80.5,
        body_fat_percentage: 20,
      });
      const csv = [
        'date,time,weight,body_fat_percentage',
        '2024-05-01,07:30,80.5,20', // the existing log (07:30:42 local)
        '2024-05-01,07:30,80.6,20', // another weight: a new log
        '2024-05-01,07:30,80.5,', // without body fat: a new log
        '2024-05-02,07:30,80.4,',
        '2024-05-02,07:30,80.4,', // the row above again
      ].join('\n');

      const response = await importCsv(user, csv);

      expect(response.json()).toEqual({ '@type': 'WeightLogImport', imported: 3, skipped: 2 });
      expect((await rowCounts(t, user.uuid)).weight_logs).toBe(4);
    });

    it('importing the same file twice adds nothing the second time', async () => {
      const user = await t.signIn();
      const csv = 'date,weight\n2024-05-01,80\n2024-05-02,79.8\n';
      expect((await importCsv(user, csv)).json()).toMatchObject({ imported: 2, skipped: 0 });
      expect((await importCsv(user, csv)).json()).toMatchObject({ imported: 0, skipped: 2 });
      expect((await rowCounts(t, user.uuid)).weight_logs).toBe(2);
    });

    it("another user's logs are not duplicates", async () => {
      const other = await t.signIn();
      await insertWeightLog(t.db, other.uuid, { date: new Date('2024-05-01T10:00:00Z'), weight: 80 });
      const user = await t.signIn();
      expect((await importCsv(user, 'date,weight\n2024-05-01,80\n')).json()).toMatchObject({ imported: 1, skipped: 0 });
    });
  });

  describe('a bad file: 422 naming the row and column, and nothing stored', () => {
    it('every bad row, by its row in a spreadsheet (the header is row 1)', async () => {
      const user = await t.signIn();
      const csv = [
        'date,time,weight,unit,body_fat_percentage',
        '2024-05-01,07:00,80,kilogram,20',
        '01/05/2024,07:00,80,kilogram,20',
        '',
        '2024-05-03,25:00,twenty,kilogram,101',
        '2024-05-04,,25,,',
        '2024-05-05T07:00:00Z,07:00,80,,',
        '2024-02-30,,80,,',
        '2024-05-06,,,,',
      ].join('\n');
      await expectRefused(user, csv, [
        { propertyPath: 'rows[3].date', message: 'Date must be a date (YYYY-MM-DD) or an ISO 8601 timestamp.' },
        { propertyPath: 'rows[5].time', message: 'Time must be a time of day (HH:mm or HH:mm:ss).' },
        { propertyPath: 'rows[5].weight', message: 'Weight must be a number.' },
        {
          propertyPath: 'rows[5].body_fat_percentage',
          message: 'Body fat percentage must be less than or equal to 100.',
        },
        { propertyPath: 'rows[6].weight', message: 'Weight must be greater than 25.' },
        { propertyPath: 'rows[7].time', message: 'Time must be empty when the date is a timestamp.' },
        { propertyPath: 'rows[8].date', message: 'Date must be a date (YYYY-MM-DD) or an ISO 8601 timestamp.' },
        { propertyPath: 'rows[9].weight', message: 'Weight is required.' },
      ]);
    });

    it('unknown, repeated and missing columns', async () => {
      const user = await t.signIn();
      await expectRefused(user, 'date,date,kilos,\n2024-05-01,2024-05-01,80,\n', [
        { propertyPath: 'rows[1].date', message: 'This column appears more than once.' },
        {
          propertyPath: 'rows[1].kilos',
          message: 'This column is not one of date, time, weight, unit, body_fat_percentage.',
        },
        {
          propertyPath: 'rows[1].column 4',
          message: 'This column is not one of date, time, weight, unit, body_fat_percentage.',
        },
        { propertyPath: 'rows[1].weight', message: 'The weight column is missing.' },
      ]);
    });

    it.each([
      ['an empty file', ''],
      ['a header alone', 'date,weight\r\n'],
    ])('%s', async (_name, csv) => {
      const user = await t.signIn();
      await expectRefused(user, csv, [
        {
          propertyPath: '',
          message: 'The file has no weight logs: it needs a header row and at least one row below it.',
        },
      ]);
    });

    it('a row with more fields than the header', async () => {
      const user = await t.signIn();
      await expectRefused(user, 'date,weight\n2024-05-01,80\n2024-05-02,80,1\n', [
        { propertyPath: 'rows[3]', message: 'This row has another number of fields than the header.' },
      ]);
    });

    it('a quote that is never closed', async () => {
      const user = await t.signIn();
      await expectRefused(user, 'date,weight\n2024-05-01,80\n"2024-05-02,80\n', [
        { propertyPath: 'rows[3]', message: 'This row is not valid CSV: check its quotes.' },
      ]);
    });

    it('a body that is not text/csv is a 415', async () => {
      const user = await t.signIn();
      const response = await importCsv(user, '{"date": "2024-05-01"}', { contentType: 'application/json' });
      expect(response.statusCode).toBe(415);
    });

    it('a file above 2 MB is a 413', async () => {
      const user = await t.signIn();
      const row = '2024-05-01,80\n';
      const response = await importCsv(
        user,
        `date,weight\n${row.repeat(Math.ceil((2 * 1024 * 1024) / row.length) + 1)}`,
      );
      expect(response.statusCode).toBe(413);
      expect(response.json()).toMatchObject({
        detail: 'The request body is larger than 2 MB, the most this request accepts.',
      });
      expect((await rowCounts(t, user.uuid)).weight_logs).toBe(0);
    });

    it('a time zone that does not exist', async () => {
      const user = await t.signIn();
      const response = await importCsv(user, 'date,weight\n2024-05-01,80\n', { timezone: 'Europe/Atlantis' });
      expect(response.statusCode).toBe(422);
      expect((await rowCounts(t, user.uuid)).weight_logs).toBe(0);
    });
  });

  it('needs a signed-in user', async () => {
    const response = await importCsv({ headers: {} } as SignedInUser, 'date,weight\n2024-05-01,80\n');
    expect(response.statusCode).toBe(401);
  });
});
