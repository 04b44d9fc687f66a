import { insertIntakeLog } from '../../testing/fixtures';
import { setupTestApp } from '../../testing/harness';
import { BOWL_PORTION_NUTRIENTS, insertRiceBowl } from '../recipes/test-helpers';
import {
  FIFTY_GRAMS_OF_YOGHURT,
  HALF_A_RICE_BOWL,
  insertYoghurt,
  intakeLogRequests,
  iri,
  nutrients,
  TWO_BOWLS_OF_YOGHURT,
} from './test-helpers';

const t = setupTestApp();
const request = intakeLogRequests(t);

/** The answer's totalAmount and effectiveNutrients of one of my logs, read back from its detail and from the list. */
async function computed(headers: Record<string, string>, uuid: string) {
  const detail = (await request.get(iri.log(uuid), headers)).json();
  const member = (await request.get('/api/intake_logs?pagination=false', headers))
    .json()
    .member.find((log: { uuid: string }) => log.uuid === uuid);
  expect(member).toEqual(detail);
  return { totalAmount: detail.totalAmount, effectiveNutrients: detail.effectiveNutrients };
}

describe('effectiveNutrients of an intake log', () => {
  it("product by portion: the product's nutrients per nutrientsPer for portion amount × quantity", async () => {
    const me = await t.signIn();
    const { yoghurt, bowl } = await insertYoghurt(t.db, me.uuid);
    const log = await insertIntakeLog(t.db, me.uuid, {
      type: 'product',
      product_uuid: yoghurt.uuid,
      portion_uuid: bowl.uuid,
      quantity: 2,
    });
    expect(await computed(me.headers, log.uuid)).toEqual({
      totalAmount: 300,
      effectiveNutrients: TWO_BOWLS_OF_YOGHURT,
    });
  });

  it('product by amount: for the amount', async () => {
    const me = await t.signIn();
    const { yoghurt } = await insertYoghurt(t.db, me.uuid);
    const log = await insertIntakeLog(t.db, me.uuid, { type: 'product', product_uuid: yoghurt.uuid, amount: 50 });
    expect(await computed(me.headers, log.uuid)).toEqual({
      totalAmount: 50,
      effectiveNutrients: FIFTY_GRAMS_OF_YOGHURT,
    });
  });

  it("recipe by portion and by amount: the recipe's summed item nutrients per unitSize", async () => {
    const me = await t.signIn();
    const { bowl, serving } = await insertRiceBowl(t.db, me.uuid);
    const byPortion = await insertIntakeLog(t.db, me.uuid, {
      type: 'recipe',
      recipe_uuid: bowl.uuid,
      recipe_portion_uuid: serving.uuid,
      quantity: 1,
    });
    const twoPortions = await insertIntakeLog(t.db, me.uuid, {
      type: 'recipe',
      recipe_uuid: bowl.uuid,
      recipe_portion_uuid: serving.uuid,
      quantity: 2,
    });
    const byAmount = await insertIntakeLog(t.db, me.uuid, { type: 'recipe', recipe_uuid: bowl.uuid, amount: 250 });
    expect(await computed(me.headers, byPortion.uuid)).toEqual({
      totalAmount: 125,
      effectiveNutrients: BOWL_PORTION_NUTRIENTS,
    });
    expect(await computed(me.headers, twoPortions.uuid)).toEqual({
      totalAmount: 250,
      effectiveNutrients: HALF_A_RICE_BOWL,
    });
    expect(await computed(me.headers, byAmount.uuid)).toEqual({
      totalAmount: 250,
      effectiveNutrients: HALF_A_RICE_BOWL,
    });
  });

  it('manual: its own nutrients, totalAmount 0', async () => {
    const me = await t.signIn();
    const log = await insertIntakeLog(t.db, me.uuid, {
      type: 'manual',
      description: 'Pizza',
      nutrients: { calories: 820, proteins: 34, salt: 4.1 },
    });
    expect(await computed(me.headers, log.uuid)).toEqual({
      totalAmount: 0,
      effectiveNutrients: nutrients({ calories: 820, proteins: 34, salt: 4.1 }),
    });
  });

  it("a deleted product's or recipe's log still answers with its nutrients", async () => {
    const me = await t.signIn();
    const { yoghurt, bowl: yoghurtBowl } = await insertYoghurt(t.db, me.uuid);
    const { bowl, serving } = await insertRiceBowl(t.db, me.uuid);
    const productLog = await insertIntakeLog(t.db, me.uuid, {
      type: 'product',
      product_uuid: yoghurt.uuid,
      portion_uuid: yoghurtBowl.uuid,
      quantity: 2,
    });
    const recipeLog = await insertIntakeLog(t.db, me.uuid, {
      type: 'recipe',
      recipe_uuid: bowl.uuid,
      recipe_portion_uuid: serving.uuid,
      quantity: 1,
    });
    await request.delete(iri.product(yoghurt.uuid), me.headers);
    await request.delete(iri.recipe(bowl.uuid), me.headers);
    expect((await request.get(iri.product(yoghurt.uuid), me.headers)).statusCode).toBe(404);

    expect(await computed(me.headers, productLog.uuid)).toEqual({
      totalAmount: 300,
      effectiveNutrients: TWO_BOWLS_OF_YOGHURT,
    });
    expect(await computed(me.headers, recipeLog.uuid)).toEqual({
      totalAmount: 125,
      effectiveNutrients: BOWL_PORTION_NUTRIENTS,
    });
    const detail = (await request.get(iri.log(productLog.uuid), me.headers)).json();
    expect(detail.product).toEqual({
      '@id': iri.product(yoghurt.uuid),
      '@type': 'Product',
      uuid: yoghurt.uuid,
      name: 'Yoghurt',
      unit: 'gram',
      deleted: true,
    });
    expect((await request.get(iri.log(recipeLog.uuid), me.headers)).json().recipe).toMatchObject({
      uuid: bowl.uuid,
      deleted: true,
    });
  });
});
