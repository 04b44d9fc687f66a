import { insertIntakeLog, insertProduct, insertWeightLog } from '../../../testing/fixtures';
import { setupTestApp } from '../../../testing/harness';
import { jsonRequests } from '../../../testing/requests';

// The tests add rows behind the API between reads of one URL: no answers kept in memory.
const t = setupTestApp({ config: { responseCache: false } });
const { get } = jsonRequests(t);

/** Now: Friday 31 May 2024, 12:00 UTC. The window of date[after]=2024-05-01 has 30 complete days before today. */
const NOW = '2024-05-31T12:00:00Z';
const MAY = Array.from({ length: 31 }, (_, index) => index + 1);
const mayAt = (day: number, time = '07:00:00') => new Date(`2024-05-${String(day).padStart(2, '0')}T${time}Z`);
/** 0.5 kg a week down from 1 May. */
const steadyLoss = (day: number) => 85 - (0.5 / 7) * (day - 1);

const balanceUrl = (query: string) => `/api/weight_logs/caloric_balance?${query}`;
const ENVELOPE = {
  '@context': '/api/contexts/CaloricBalance',
  '@id': '/api/weight_logs/caloric_balance',
  '@type': 'CaloricBalance',
};

beforeEach(() => {
  t.clock.set(NOW);
});

async function balanceOf(query: string, headers: Record<string, string>) {
  const response = await get(balanceUrl(query), headers);
  expect(response.statusCode).toBe(200);
  return response.json();
}

const insertDailyLoss = (userUuid: string, days = MAY) =>
  Promise.all(days.map((day) => insertWeightLog(t.db, userUuid, { date: mayAt(day), weight: steadyLoss(day) })));

/** A manual intake log of `calories` on a May day. */
const insertMeal = (userUuid: string, date: Date, calories: number) =>
  insertIntakeLog(t.db, userUuid, { type: 'manual', date, nutrients: { calories } });

describe('GET /api/weight_logs/caloric_balance', () => {
  it('answers 401 without a token', async () => {
    expect((await get(balanceUrl('date[after]=2024-05-01'))).statusCode).toBe(401);
  });

  it('answers 422 for a missing or malformed date[after], a bad order and an unknown time zone', async () => {
    const me = await t.signIn();
    const violations = async (query: string) => {
      const response = await get(balanceUrl(query), me.headers);
      expect(response.statusCode).toBe(422);
      return response.json().violations;
    };
    expect(await violations('order[date]=asc')).toEqual([
      { propertyPath: 'date[after]', message: 'Date after is required.' },
    ]);
    for (const date of ['2024-05-32', 'last-month', '2024-05-01T00:00:00Z']) {
      expect(await violations(`date[after]=${date}`)).toEqual([
        { propertyPath: 'date[after]', message: 'Date after must be a date (YYYY-MM-DD).' },
      ]);
    }
    expect(await violations('date[after]=2024-05-01&order[date]=up&timezone=Mars/Olympus_Mons')).toEqual([
      { propertyPath: 'order[date]', message: 'Date order must be one of asc, desc.' },
      { propertyPath: 'timezone', message: 'Timezone must be an IANA time zone such as Europe/Amsterdam.' },
    ]);
  });

  it("answers 'not enough data' (null) without weigh-ins and with a single one", async () => {
    const me = await t.signIn();
    const empty = {
      ...ENVELOPE,
      balance: null,
      weighIns: 0,
      kilogramsPerWeek: null,
      energyModel: null,
      maintenance: null,
    };
    expect(await balanceOf('date[after]=2024-05-01', me.headers)).toEqual(empty);
    await insertWeightLog(t.db, me.uuid, { date: mayAt(20), weight: 84 });
    expect(await balanceOf('date[after]=2024-05-01&order[date]=asc', me.headers)).toEqual({ ...empty, weighIns: 1 });
  });

  it("answers about -550 kcal/day for 0.5 kg a week down, from the user's weigh-ins in the window only", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    await insertDailyLoss(me.uuid);
    // Outside the window (before date[after], after now) or someone else's: they would bend the trend.
    await insertWeightLog(t.db, me.uuid, { date: new Date('2024-04-30T23:59:00Z'), weight: 60 });
    await insertWeightLog(t.db, me.uuid, { date: mayAt(31, '18:00:00'), weight: 60 });
    await insertDailyLoss(other.uuid, [10, 20, 30]).then(() =>
      insertWeightLog(t.db, other.uuid, { date: mayAt(15), weight: 150 }),
    );

    expect(await balanceOf('date[after]=2024-05-01&order[date]=asc', me.headers)).toEqual({
      ...ENVELOPE,
      balance: -550,
      weighIns: 31,
      kilogramsPerWeek: -0.5,
      energyModel: 'weight-only',
      maintenance: null,
    });
    // The past 7 days: 25 to 31 May.
    expect(await balanceOf('date[after]=2024-05-24', me.headers)).toMatchObject({ balance: -550, weighIns: 8 });
  });

  it('uses body fat when logged: fat and lean mass apart', async () => {
    const me = await t.signIn();
    // 27 kg fat and 58 kg lean on 1 May; 0.375 kg of fat and 0.125 kg of lean mass lost a week.
    for (const day of [1, 5, 9, 13, 17, 21, 25, 29]) {
      const fat = 27 - (0.375 / 7) * (day - 1);
      const lean = 58 - (0.125 / 7) * (day - 1);
      await insertWeightLog(t.db, me.uuid, {
        date: mayAt(day),
        weight: fat + lean,
        body_fat_percentage: (fat / (fat + lean)) * 100,
      });
    }
    expect(await balanceOf('date[after]=2024-05-01', me.headers)).toMatchObject({
      balance: -538,
      weighIns: 8,
      kilogramsPerWeek: -0.5,
      energyModel: 'body-composition',
    });
  });

  it('converts pounds and leaves unknown units out', async () => {
    const me = await t.signIn();
    for (const day of MAY)
      await insertWeightLog(t.db, me.uuid, { date: mayAt(day), weight: steadyLoss(day) / 0.45359237, unit: 'lb' });
    await insertWeightLog(t.db, me.uuid, { date: mayAt(3, '08:00:00'), weight: 900, unit: 'ounce' });
    expect(await balanceOf('date[after]=2024-05-01', me.headers)).toMatchObject({
      balance: -550,
      weighIns: 31,
      kilogramsPerWeek: -0.5,
    });
  });

  it('estimates maintenance from the average calories of complete days with intake logs (today left out)', async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    await insertDailyLoss(me.uuid);
    // 1800 kcal on each of the 30 complete days, as a product log (450 g at 200 kcal per 100 g) and a manual one.
    const bread = await insertProduct(t.db, me.uuid, { nutrients: { calories: 200 } });
    for (const day of MAY.slice(0, 30)) {
      await insertIntakeLog(t.db, me.uuid, {
        type: 'product',
        product_uuid: bread.uuid,
        amount: 450,
        date: mayAt(day, '08:00:00'),
      });
      await insertMeal(me.uuid, mayAt(day, '18:00:00'), 900);
    }
    // Not counted: today's breakfast (the day is not over), a day before the window, another user's intake.
    await insertMeal(me.uuid, mayAt(31, '08:00:00'), 400);
    await insertMeal(me.uuid, new Date('2024-04-30T18:00:00Z'), 5000);
    await insertMeal(other.uuid, mayAt(10), 5000);

    expect(await balanceOf('date[after]=2024-05-01', me.headers)).toMatchObject({
      balance: -550,
      maintenance: { calories: 2350, intakeDays: 30, confidence: 'high' },
    });
  });

  it('rates maintenance by the share of days with intake, and leaves it out under half of them', async () => {
    const me = await t.signIn();
    await insertDailyLoss(me.uuid);
    const logDays = async (days: number[]) => {
      for (const day of days) await insertMeal(me.uuid, mayAt(day, '12:00:00'), 2000);
    };
    await logDays(MAY.slice(0, 14));
    expect((await balanceOf('date[after]=2024-05-01', me.headers)).maintenance).toBeNull(); // 14 of 30 days
    await logDays([15]);
    expect((await balanceOf('date[after]=2024-05-01', me.headers)).maintenance).toEqual({
      calories: 2550,
      intakeDays: 15,
      confidence: 'low',
    });
    await logDays([16, 17, 18, 19, 20, 21]);
    expect((await balanceOf('date[after]=2024-05-01', me.headers)).maintenance).toMatchObject({
      intakeDays: 21,
      confidence: 'medium',
    });
  });

  it("counts intake on the local days of the client's time zone", async () => {
    const me = await t.signIn();
    await insertDailyLoss(me.uuid);
    for (const day of MAY.slice(0, 30)) await insertMeal(me.uuid, mayAt(day, '12:00:00'), 1800);
    // 23:30 UTC on 30 May is 01:30 on 31 May (today) in Amsterdam: counted in UTC only.
    await insertMeal(me.uuid, mayAt(30, '23:30:00'), 900);

    expect((await balanceOf('date[after]=2024-05-01', me.headers)).maintenance).toMatchObject({
      calories: 2380,
      intakeDays: 30,
    });
    expect((await balanceOf('date[after]=2024-05-01&timezone=Europe/Amsterdam', me.headers)).maintenance).toMatchObject(
      { calories: 2350, intakeDays: 30 },
    );
  });
});
