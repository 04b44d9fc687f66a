import { insertIntakeLog, insertProduct, UNKNOWN_UUID } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';
import { insertYoghurt, intakeLogRequests, iri, nutrients, TWO_BOWLS_OF_YOGHURT } from './test-helpers';

const t = setupTestApp();
const request = intakeLogRequests(t);

/** A log of 2 bowls of yoghurt and one of 50 g of it. */
async function setup() {
  const me = await t.signIn();
  const { yoghurt, bowl } = await insertYoghurt(t.db, me.uuid);
  const byPortion = await insertIntakeLog(t.db, me.uuid, {
    type: 'product',
    date: '2024-05-01T07:30:00Z',
    product_uuid: yoghurt.uuid,
    portion_uuid: bowl.uuid,
    quantity: 2,
  });
  const byAmount = await insertIntakeLog(t.db, me.uuid, {
    type: 'product',
    date: '2024-05-01T08:00:00Z',
    product_uuid: yoghurt.uuid,
    amount: 50,
  });
  return { me, yoghurt, bowl, byPortion, byAmount };
}

describe('PATCH /api/intake_logs/{uuid}', () => {
  it('answers 401 without a token', async () => {
    const { byPortion } = await setup();
    expect((await request.patch(iri.log(byPortion.uuid), {}, { quantity: 3 })).statusCode).toBe(401);
  });

  it("answers 404 for another user's log and an unknown one", async () => {
    const { byPortion } = await setup();
    const other = await t.signIn();
    for (const uuid of [byPortion.uuid, UNKNOWN_UUID]) {
      const response = await request.patch(iri.log(uuid), other.headers, { quantity: 3 });
      expect(response.statusCode).toBe(404);
    }
  });

  it('changes only the quantity (plus and minus buttons), keeping the rest', async () => {
    const { me, byPortion, bowl } = await setup();
    const response = await request.patch(iri.log(byPortion.uuid), me.headers, { quantity: 1 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      uuid: byPortion.uuid,
      date: '2024-05-01T07:30:00.000Z',
      quantity: 1,
      amount: 0,
      totalAmount: 150,
      portion: { uuid: bowl.uuid },
      effectiveNutrients: nutrients({
        calories: 90,
        proteins: 6,
        totalFat: 4.5,
        totalCarbohydrates: 6.75,
        salt: 0.1875,
      }),
    });
  });

  it('changes only the amount, keeping the rest', async () => {
    const { me, byAmount } = await setup();
    const response = await request.patch(iri.log(byAmount.uuid), me.headers, { amount: 300 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      amount: 300,
      quantity: 0,
      portion: null,
      totalAmount: 300,
      effectiveNutrients: TWO_BOWLS_OF_YOGHURT,
    });
  });

  it('takes the whole body, e.g. turning a product log into a manual one', async () => {
    const { me, byAmount } = await setup();
    const body = {
      type: 'manual',
      date: '2024-05-02T12:00:00Z',
      product: null,
      portion: null,
      recipe: null,
      recipePortion: null,
      amount: 0,
      quantity: 0,
      description: 'Soup',
      nutrients: nutrients({ calories: 120 }),
    };
    const response = await request.patch(iri.log(byAmount.uuid), me.headers, body);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      type: 'manual',
      date: '2024-05-02T12:00:00.000Z',
      description: 'Soup',
      product: null,
      effectiveNutrients: nutrients({ calories: 120 }),
    });
  });

  it('answers 422 when the merged log breaks a rule, at that field', async () => {
    const { me, byPortion, byAmount } = await setup();
    const violations = async (uuid: string, payload: unknown) => {
      const response = await request.patch(iri.log(uuid), me.headers, payload);
      expect(response.statusCode).toBe(422);
      return response.json().violations;
    };
    expect(await violations(byPortion.uuid, { quantity: 0 })).toEqual([
      { propertyPath: 'quantity', message: 'Quantity must be greater than 0.' },
    ]);
    expect(await violations(byAmount.uuid, { amount: 0 })).toEqual([
      { propertyPath: 'amount', message: 'Amount must be greater than 0.' },
    ]);
    expect(await violations(byPortion.uuid, { portion: null })).toEqual([
      { propertyPath: 'amount', message: 'Amount must be greater than 0.' },
    ]);
    expect(await violations(byAmount.uuid, { type: 'recipe' })).toEqual([
      { propertyPath: 'recipe', message: 'Recipe is required.' },
    ]);
    expect(await violations(byAmount.uuid, { amount: -1, colour: 'red' })).toEqual([
      { propertyPath: 'amount', message: 'Amount must be non-negative.' },
      { propertyPath: 'colour', message: 'This field was not expected.' },
    ]);
    expect(await violations(byAmount.uuid, { product: iri.product(UNKNOWN_UUID) })).toEqual([
      { propertyPath: 'product', message: 'Product does not exist.' },
    ]);
  });

  it('keeps a log of a deleted product editable, but does not let a log switch to a deleted product', async () => {
    const { me, yoghurt, byAmount } = await setup();
    const gone = await insertProduct(t.db, me.uuid, { name: 'Gone', deleted_at: new Date() });
    await t.db.updateTable('products').set({ deleted_at: new Date() }).where('uuid', '=', yoghurt.uuid).execute();
    const response = await request.patch(iri.log(byAmount.uuid), me.headers, { amount: 100 });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      amount: 100,
      product: { uuid: yoghurt.uuid, deleted: true },
      effectiveNutrients: { calories: 60 },
    });
    const switched = await request.patch(iri.log(byAmount.uuid), me.headers, { product: iri.product(gone.uuid) });
    expect(switched.statusCode).toBe(422);
    expect(switched.json().violations).toEqual([{ propertyPath: 'product', message: 'Product does not exist.' }]);
  });

  it('merges nutrients key by key', async () => {
    const me = await t.signIn();
    const log = await insertIntakeLog(t.db, me.uuid, {
      type: 'manual',
      description: 'Tea',
      nutrients: { calories: 5, water: 250 },
    });
    const response = await request.patch(iri.log(log.uuid), me.headers, { nutrients: { caffeine: 40 } });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      description: 'Tea',
      nutrients: nutrients({ calories: 5, water: 250, caffeine: 40 }),
    });
  });
});

describe('DELETE /api/intake_logs/{uuid}', () => {
  it('answers 401 without a token', async () => {
    const { byAmount } = await setup();
    expect((await request.delete(iri.log(byAmount.uuid))).statusCode).toBe(401);
  });

  it("answers 404 for another user's log, and leaves it", async () => {
    const { me, byAmount } = await setup();
    const other = await t.signIn();
    expect((await request.delete(iri.log(byAmount.uuid), other.headers)).statusCode).toBe(404);
    expect((await request.get(iri.log(byAmount.uuid), me.headers)).statusCode).toBe(200);
  });

  it('deletes the log for good (204), then answers 404', async () => {
    const { me, byAmount, byPortion } = await setup();
    const response = await request.delete(iri.log(byAmount.uuid), me.headers);
    expect(response.statusCode).toBe(204);
    expect(response.body).toBe('');
    expect((await request.get(iri.log(byAmount.uuid), me.headers)).statusCode).toBe(404);
    expect((await request.delete(iri.log(byAmount.uuid), me.headers)).statusCode).toBe(404);
    expect(
      (await request.get('/api/intake_logs', me.headers)).json().member.map((log: { uuid: string }) => log.uuid),
    ).toEqual([byPortion.uuid]);
  });
});
