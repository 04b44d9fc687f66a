import { insertIntakeLog, insertPortion, insertProduct, insertRecipe, UNKNOWN_UUID } from '../../../testing/fixtures';
import { setupTestApp } from '../../../testing/harness';
import { NOT_FOUND, productRequests } from '../test-helpers';

const t = setupTestApp();
const { get } = productRequests(t);
const dates = (body: { member: { date: string }[] }) => body.member.map((member) => member.date);

/** 2024-05-<day> at 12:00 UTC. */
const mayAt = (day: number) => new Date(Date.UTC(2024, 4, day, 12));

describe('GET /api/products/{uuid}/intake_log_history', () => {
  it('answers 401 without a token', async () => {
    const me = await t.signIn();
    const bread = await insertProduct(t.db, me.uuid);
    expect((await get(`/api/products/${bread.uuid}/intake_log_history`)).statusCode).toBe(401);
  });

  it('answers the times the product was logged, newest first, with the portion and total amount', async () => {
    const me = await t.signIn();
    const bread = await insertProduct(t.db, me.uuid, { name: 'Bread' });
    const slice = await insertPortion(t.db, me.uuid, { product_uuid: bread.uuid, name: '1 slice', amount: 35 });
    const byPortion = await insertIntakeLog(t.db, me.uuid, {
      type: 'product',
      product_uuid: bread.uuid,
      portion_uuid: slice.uuid,
      quantity: 2,
      date: mayAt(2),
    });
    const byAmount = await insertIntakeLog(t.db, me.uuid, {
      type: 'product',
      product_uuid: bread.uuid,
      amount: 50,
      date: mayAt(3),
    });
    const other = await insertProduct(t.db, me.uuid, { name: 'Other' });
    await insertIntakeLog(t.db, me.uuid, { type: 'product', product_uuid: other.uuid, amount: 10, date: mayAt(4) });
    await insertIntakeLog(t.db, me.uuid, {
      type: 'recipe',
      recipe_uuid: (await insertRecipe(t.db, me.uuid)).uuid,
      amount: 10,
      date: mayAt(4),
    });
    await insertIntakeLog(t.db, me.uuid, { type: 'manual', description: 'Bread at a friend', date: mayAt(4) });

    const response = await get(`/api/products/${bread.uuid}/intake_log_history`, me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      '@context': '/api/contexts/IntakeLog',
      '@id': `/api/products/${bread.uuid}/intake_log_history`,
      '@type': 'Collection',
      totalItems: 2,
      page: 1,
      itemsPerPage: 10,
      member: [
        {
          '@id': `/api/intake_logs/${byAmount.uuid}`,
          '@type': 'IntakeLog',
          uuid: byAmount.uuid,
          date: '2024-05-03T12:00:00.000Z',
          type: 'product',
          quantity: 0,
          amount: 50,
          totalAmount: 50,
          portion: null,
        },
        {
          '@id': `/api/intake_logs/${byPortion.uuid}`,
          '@type': 'IntakeLog',
          uuid: byPortion.uuid,
          date: '2024-05-02T12:00:00.000Z',
          type: 'product',
          quantity: 2,
          amount: 0,
          totalAmount: 70,
          portion: { '@id': `/api/portions/${slice.uuid}`, uuid: slice.uuid, name: '1 slice', amount: 35 },
        },
      ],
    });
  });

  it('pages 10 at a time by default, counts every time it was logged, and orders by order[date]', async () => {
    const me = await t.signIn();
    const bread = await insertProduct(t.db, me.uuid);
    for (let day = 1; day <= 12; day += 1)
      await insertIntakeLog(t.db, me.uuid, {
        type: 'product',
        product_uuid: bread.uuid,
        amount: day,
        date: mayAt(day),
      });
    const url = `/api/products/${bread.uuid}/intake_log_history`;

    const first = (await get(url, me.headers)).json();
    expect(first).toMatchObject({ totalItems: 12, page: 1, itemsPerPage: 10 });
    expect(dates(first)).toEqual([12, 11, 10, 9, 8, 7, 6, 5, 4, 3].map((day) => mayAt(day).toISOString()));
    const second = (await get(`${url}?page=2`, me.headers)).json();
    expect(second).toMatchObject({ totalItems: 12, page: 2 });
    expect(dates(second)).toEqual([mayAt(2), mayAt(1)].map((date) => date.toISOString()));

    const ascending = (await get(`${url}?order[date]=asc&itemsPerPage=5&page=3`, me.headers)).json();
    expect(ascending).toMatchObject({ totalItems: 12, page: 3, itemsPerPage: 5 });
    expect(dates(ascending)).toEqual([mayAt(11), mayAt(12)].map((date) => date.toISOString()));
    expect(dates((await get(`${url}?order%5Bdate%5D=desc&itemsPerPage=1`, me.headers)).json())).toEqual([
      mayAt(12).toISOString(),
    ]);
    expect((await get(`${url}?pagination=false`, me.headers)).json().member).toHaveLength(12);
  });

  it('answers an empty page for a product never logged', async () => {
    const me = await t.signIn();
    const bread = await insertProduct(t.db, me.uuid);
    expect((await get(`/api/products/${bread.uuid}/intake_log_history`, me.headers)).json()).toMatchObject({
      member: [],
      totalItems: 0,
    });
  });

  it("answers 404 for another user's product, a deleted one and an unknown one", async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    const theirs = await insertProduct(t.db, other.uuid);
    await insertIntakeLog(t.db, other.uuid, { type: 'product', product_uuid: theirs.uuid, amount: 10 });
    const deleted = await insertProduct(t.db, me.uuid, { deleted_at: new Date() });
    for (const uuid of [theirs.uuid, deleted.uuid, UNKNOWN_UUID, 'not-a-uuid']) {
      const response = await get(`/api/products/${uuid}/intake_log_history`, me.headers);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual(NOT_FOUND);
    }
    expect((await get(`/api/products/${theirs.uuid}/intake_log_history`, other.headers)).json()).toMatchObject({
      totalItems: 1,
    });
  });

  it('answers 422 violations for a bad order or page size', async () => {
    const me = await t.signIn();
    const bread = await insertProduct(t.db, me.uuid);
    const response = await get(
      `/api/products/${bread.uuid}/intake_log_history?order[date]=newest&itemsPerPage=101&page=0`,
      me.headers,
    );
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'page', message: 'Page must be greater than 0.' },
      { propertyPath: 'itemsPerPage', message: 'Items per page must be less than or equal to 100.' },
      { propertyPath: 'order[date]', message: 'Date order must be one of asc, desc.' },
    ]);
  });
});
