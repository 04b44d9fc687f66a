import { insertIntakeLog } from '../../../testing/fixtures';
import { setupTestApp } from '../../../testing/harness';
import { BOWL_PORTION_NUTRIENTS, insertRiceBowl } from '../../recipes/test-helpers';
import { insertYoghurt, intakeLogRequests, nutrients, TWO_BOWLS_OF_YOGHURT } from '../test-helpers';

const t = setupTestApp();
const request = intakeLogRequests(t);
const url = (query: string) => `/api/intake_logs/daily_consumption?${query}`;
const uuids = (body: { member: { uuid: string }[] }) => body.member.map((entry) => entry.uuid);

async function manualLogsAt(userUuid: string, ...dates: string[]) {
  const logs = [];
  for (const date of dates)
    logs.push(await insertIntakeLog(t.db, userUuid, { type: 'manual', date, description: date }));
  return logs.map((log) => log.uuid);
}

describe('GET /api/intake_logs/daily_consumption', () => {
  it('answers 401 without a token', async () => {
    expect((await request.get(url('date=2024-05-01'))).statusCode).toBe(401);
  });

  it('answers each log of the day with what it counts: product, recipe, manual with and without text', async () => {
    const me = await t.signIn();
    const { yoghurt, bowl: yoghurtBowl } = await insertYoghurt(t.db, me.uuid);
    const { bowl, serving } = await insertRiceBowl(t.db, me.uuid);
    const productLog = await insertIntakeLog(t.db, me.uuid, {
      type: 'product',
      date: '2024-05-01T07:00:00Z',
      product_uuid: yoghurt.uuid,
      portion_uuid: yoghurtBowl.uuid,
      quantity: 2,
    });
    const recipeLog = await insertIntakeLog(t.db, me.uuid, {
      type: 'recipe',
      date: '2024-05-01T12:00:00Z',
      recipe_uuid: bowl.uuid,
      recipe_portion_uuid: serving.uuid,
      quantity: 1,
    });
    const pizza = await insertIntakeLog(t.db, me.uuid, {
      type: 'manual',
      date: '2024-05-01T18:00:00Z',
      description: 'Pizza',
      nutrients: { calories: 820 },
    });
    const untitled = await insertIntakeLog(t.db, me.uuid, {
      type: 'manual',
      date: '2024-05-01T20:00:00Z',
      nutrients: { water: 250 },
    });

    const response = await request.get(url('date=2024-05-01'), me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/DailyConsumption',
      '@id': '/api/intake_logs/daily_consumption',
      '@type': 'Collection',
      totalItems: 4,
      member: [
        {
          uuid: productLog.uuid,
          product: { uuid: yoghurt.uuid },
          recipe: null,
          description: 'Yoghurt',
          totalAmount: 300,
          unit: 'gram',
          effectiveNutrients: TWO_BOWLS_OF_YOGHURT,
        },
        {
          uuid: recipeLog.uuid,
          product: null,
          recipe: { uuid: bowl.uuid },
          description: 'Rice bowl',
          totalAmount: 125,
          unit: 'gram',
          effectiveNutrients: BOWL_PORTION_NUTRIENTS,
        },
        {
          uuid: pizza.uuid,
          product: null,
          recipe: null,
          description: 'Pizza',
          totalAmount: 0,
          unit: null,
          effectiveNutrients: nutrients({ calories: 820 }),
        },
        {
          uuid: untitled.uuid,
          product: null,
          recipe: null,
          description: null,
          totalAmount: 0,
          unit: null,
          effectiveNutrients: nutrients({ water: 250 }),
        },
      ],
    });
  });

  it("answers the logs of the local day in the time zone, around midnight, and never another user's", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const [before, midnight, lateEvening, nextDay] = await manualLogsAt(
      me.uuid,
      '2024-04-30T21:59:59Z',
      '2024-04-30T22:00:00Z',
      '2024-05-01T21:30:00Z',
      '2024-05-01T22:00:00Z',
    );
    await manualLogsAt(other.uuid, '2024-05-01T12:00:00Z');
    expect(uuids((await request.get(url('date=2024-05-01&timezone=Europe/Amsterdam'), me.headers)).json())).toEqual([
      midnight,
      lateEvening,
    ]);
    expect(uuids((await request.get(url('date=2024-04-30&timezone=Europe/Amsterdam'), me.headers)).json())).toEqual([
      before,
    ]);
    // Without a time zone the day is the UTC day.
    expect(uuids((await request.get(url('date=2024-05-01'), me.headers)).json())).toEqual([lateEvening, nextDay]);
  });

  it('answers the logs of the local day across the daylight-saving changes (23 and 25 hour days)', async () => {
    const me = await t.signIn();
    const [springBefore, springFirst, springLast, springAfter] = await manualLogsAt(
      me.uuid,
      '2024-03-30T22:30:00Z',
      '2024-03-30T23:30:00Z',
      '2024-03-31T21:30:00Z',
      '2024-03-31T22:30:00Z',
    );
    const [autumnBefore, autumnFirst, autumnLast, autumnAfter] = await manualLogsAt(
      me.uuid,
      '2024-10-26T21:30:00Z',
      '2024-10-26T22:30:00Z',
      '2024-10-27T22:30:00Z',
      '2024-10-27T23:00:00Z',
    );
    const day = async (date: string) =>
      uuids((await request.get(url(`date=${date}&timezone=Europe/Amsterdam`), me.headers)).json());
    expect(await day('2024-03-30')).toEqual([springBefore]);
    expect(await day('2024-03-31')).toEqual([springFirst, springLast]);
    expect(await day('2024-04-01')).toEqual([springAfter]);
    expect(await day('2024-10-26')).toEqual([autumnBefore]);
    expect(await day('2024-10-27')).toEqual([autumnFirst, autumnLast]);
    expect(await day('2024-10-28')).toEqual([autumnAfter]);
  });

  it('answers 422 violations for a missing or impossible date and an unknown time zone', async () => {
    const me = await t.signIn();
    const violations = async (query: string) => {
      const response = await request.get(url(query), me.headers);
      expect(response.statusCode).toBe(422);
      return response.json().violations;
    };
    expect(await violations('timezone=Mars/Olympus')).toEqual([
      { propertyPath: 'date', message: 'Date is required.' },
      { propertyPath: 'timezone', message: 'Timezone must be an IANA time zone such as Europe/Amsterdam.' },
    ]);
    expect(await violations('date=2024-02-30')).toEqual([
      { propertyPath: 'date', message: 'Date must be a date (YYYY-MM-DD).' },
    ]);
    expect(await violations('date=2024-05-01T00:00:00Z')).toEqual([
      { propertyPath: 'date', message: 'Date must be a date (YYYY-MM-DD).' },
    ]);
  });
});
