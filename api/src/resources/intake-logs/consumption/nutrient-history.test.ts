import { insertIntakeLog } from '../../../testing/fixtures';
import { setupTestApp } from '../../../testing/harness';
import { insertYoghurt, intakeLogRequests, nutrients, TWO_BOWLS_OF_YOGHURT } from '../test-helpers';

const t = setupTestApp();
const request = intakeLogRequests(t);
const url = (query: string) => `/api/intake_logs/nutrient_history?${query}`;
const calories = (body: { member: { date: string; nutrients: { calories: number } }[] }) =>
  Object.fromEntries(body.member.map((entry) => [entry.date, entry.nutrients.calories]));

async function caloriesAt(userUuid: string, entries: [date: string, calories: number][]) {
  for (const [date, value] of entries)
    await insertIntakeLog(t.db, userUuid, { type: 'manual', date, nutrients: { calories: value } });
}

describe('GET /api/intake_logs/nutrient_history', () => {
  it('answers 401 without a token', async () => {
    expect((await request.get(url('date[after]=2024-05-01&date[before]=2024-05-07'))).statusCode).toBe(401);
  });

  it('answers one entry per day of the range, the sum of its effectiveNutrients, zeros on empty days', async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const { yoghurt, bowl } = await insertYoghurt(t.db, me.uuid);
    await insertIntakeLog(t.db, me.uuid, {
      type: 'product',
      date: '2024-05-01T07:00:00Z',
      product_uuid: yoghurt.uuid,
      portion_uuid: bowl.uuid,
      quantity: 2,
    });
    await insertIntakeLog(t.db, me.uuid, {
      type: 'manual',
      date: '2024-05-01T12:00:00Z',
      nutrients: { calories: 20, water: 250 },
    });
    await insertIntakeLog(t.db, me.uuid, { type: 'manual', date: '2024-05-03T12:00:00Z', nutrients: { proteins: 7 } });
    await insertIntakeLog(t.db, me.uuid, { type: 'manual', date: '2024-05-04T12:00:00Z', nutrients: { proteins: 99 } });
    await insertIntakeLog(t.db, other.uuid, {
      type: 'manual',
      date: '2024-05-02T12:00:00Z',
      nutrients: { calories: 500 },
    });

    const response = await request.get(url('date[after]=2024-05-01&date[before]=2024-05-03'), me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/NutrientHistory',
      '@id': '/api/intake_logs/nutrient_history',
      '@type': 'Collection',
      totalItems: 3,
      member: [
        { date: '2024-05-01', nutrients: { ...TWO_BOWLS_OF_YOGHURT, calories: 200, water: 250 } },
        { date: '2024-05-02', nutrients: nutrients({}) },
        { date: '2024-05-03', nutrients: nutrients({ proteins: 7 }) },
      ],
    });
  });

  it('puts each log on its local day in the time zone, around midnight and across daylight-saving shifts', async () => {
    const me = await t.signIn();
    await caloriesAt(me.uuid, [
      ['2024-03-30T22:30:00Z', 1], // 23:30 CET on the 30th
      ['2024-03-30T23:30:00Z', 2], // 00:30 CET on the 31st
      ['2024-03-31T21:30:00Z', 4], // 23:30 CEST on the 31st
      ['2024-03-31T22:30:00Z', 8], // 00:30 CEST on 1 April
    ]);
    const spring = (
      await request.get(url('date[after]=2024-03-30&date[before]=2024-04-01&timezone=Europe/Amsterdam'), me.headers)
    ).json();
    expect(calories(spring)).toEqual({ '2024-03-30': 1, '2024-03-31': 6, '2024-04-01': 8 });
    expect(
      calories((await request.get(url('date[after]=2024-03-30&date[before]=2024-04-01'), me.headers)).json()),
    ).toEqual({
      '2024-03-30': 3,
      '2024-03-31': 12,
      '2024-04-01': 0,
    });

    await caloriesAt(me.uuid, [
      ['2024-10-26T21:30:00Z', 16], // 23:30 CEST on the 26th
      ['2024-10-26T22:30:00Z', 32], // 00:30 CEST on the 27th
      ['2024-10-27T22:30:00Z', 64], // 23:30 CET on the 27th
      ['2024-10-27T23:00:00Z', 128], // 00:00 CET on the 28th
    ]);
    const autumn = (
      await request.get(url('date[after]=2024-10-26&date[before]=2024-10-28&timezone=Europe/Amsterdam'), me.headers)
    ).json();
    expect(calories(autumn)).toEqual({ '2024-10-26': 16, '2024-10-27': 96, '2024-10-28': 128 });
  });

  it('answers a single day, and 366 days at most', async () => {
    const me = await t.signIn();
    expect(
      (await request.get(url('date[after]=2024-05-01&date[before]=2024-05-01'), me.headers)).json().totalItems,
    ).toBe(1);
    const year = (
      await request.get(url('date[after]=2024-01-01&date[before]=2024-12-31&timezone=Europe/Amsterdam'), me.headers)
    ).json();
    expect(year.totalItems).toBe(366);
    expect([year.member[0].date, year.member[365].date]).toEqual(['2024-01-01', '2024-12-31']);
  });

  describe('without a range', () => {
    // 2024-05-31 23:30 in Amsterdam, 21:30 UTC
    beforeEach(() => t.clock.set('2024-05-31T21:30:00Z'));
    const range = (body: { member: { date: string }[] }) => [
      body.member.length,
      body.member[0]?.date,
      body.member.at(-1)?.date,
    ];

    it('answers the 30 local days up to today in the time zone, UTC when none is given', async () => {
      const me = await t.signIn();
      await caloriesAt(me.uuid, [
        ['2024-05-01T12:00:00Z', 1],
        ['2024-05-02T12:00:00Z', 2],
        ['2024-05-31T22:30:00Z', 4], // 1 June in Amsterdam: tomorrow there, and after now
      ]);
      const amsterdam = (await request.get(url('timezone=Europe/Amsterdam'), me.headers)).json();
      expect(range(amsterdam)).toEqual([30, '2024-05-02', '2024-05-31']);
      expect(calories(amsterdam)['2024-05-02']).toBe(2);
      const utc = (await request.get('/api/intake_logs/nutrient_history', me.headers)).json();
      expect(range(utc)).toEqual([30, '2024-05-02', '2024-05-31']);

      t.clock.set('2024-05-31T22:30:00Z'); // a minute later in another hour: 1 June in Amsterdam
      const tomorrow = (await request.get(url('timezone=Europe/Amsterdam'), me.headers)).json();
      expect(range(tomorrow)).toEqual([30, '2024-05-03', '2024-06-01']);
      expect(calories(tomorrow)['2024-06-01']).toBe(4);
    });

    it('answers 30 days from the one end given', async () => {
      const me = await t.signIn();
      expect(range((await request.get(url('date[after]=2024-01-01'), me.headers)).json())).toEqual([
        30,
        '2024-01-01',
        '2024-01-30',
      ]);
      expect(range((await request.get(url('date[before]=2024-01-30'), me.headers)).json())).toEqual([
        30,
        '2024-01-01',
        '2024-01-30',
      ]);
    });
  });

  it('answers 422 violations for missing or bad dates, a reversed or too long range, unknown time zone', async () => {
    const me = await t.signIn();
    const violations = async (query: string) => {
      const response = await request.get(url(query), me.headers);
      expect(response.statusCode).toBe(422);
      return response.json().violations;
    };
    expect(await violations('date[after]=&date[before]=&timezone=Nowhere')).toEqual([
      { propertyPath: 'date[after]', message: 'Date after is required.' },
      { propertyPath: 'date[before]', message: 'Date before is required.' },
      { propertyPath: 'timezone', message: 'Timezone must be an IANA time zone such as Europe/Amsterdam.' },
    ]);
    expect(await violations('timezone=Nowhere')).toEqual([
      { propertyPath: 'timezone', message: 'Timezone must be an IANA time zone such as Europe/Amsterdam.' },
    ]);
    expect(await violations('date[after]=2024-13-01&date[before]=yesterday')).toEqual([
      { propertyPath: 'date[after]', message: 'Date after must be a date (YYYY-MM-DD).' },
      { propertyPath: 'date[before]', message: 'Date before must be a date (YYYY-MM-DD).' },
    ]);
    expect(await violations('date[after]=2024-05-02&date[before]=2024-05-01')).toEqual([
      { propertyPath: 'date[before]', message: 'Date before must not be before date after.' },
    ]);
    expect(await violations('date[after]=2024-01-01&date[before]=2025-01-01')).toEqual([
      { propertyPath: 'date[before]', message: 'The range must be at most 366 days.' },
    ]);
  });
});
