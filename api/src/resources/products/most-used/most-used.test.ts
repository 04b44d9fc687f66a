import { scaleNutrients } from '@nutrilog/shared/nutrients';
import { STORED_AT } from '../../../testing/answers';
import { insertIntakeLog, insertPortion, insertProduct, insertRecipe } from '../../../testing/fixtures';
import { setupTestApp } from '../../../testing/harness';
import { OATS, productRequests } from '../test-helpers';

const t = setupTestApp();
const { get } = productRequests(t);
const names = (body: { member: { name: string }[] }) => body.member.map((member) => member.name);

/** A product of the user logged once at each of `dates` (ISO timestamps). */
async function loggedAt(
  userUuid: string,
  name: string,
  dates: string[],
  overrides: Omit<Parameters<typeof insertProduct>[2], 'name'> = {},
) {
  const product = await insertProduct(t.db, userUuid, { name, ...overrides });
  for (const date of dates)
    await insertIntakeLog(t.db, userUuid, {
      type: 'product',
      product_uuid: product.uuid,
      amount: 100,
      date: new Date(date),
    });
  return product;
}

describe('GET /api/products/most_used', () => {
  it('answers 401 without a token', async () => {
    expect((await get('/api/products/most_used')).statusCode).toBe(401);
  });

  it('answers the most logged products of the last 90 days as a product collection', async () => {
    t.clock.set('2024-06-15T12:00:00Z');
    const me = await t.signIn();
    const oats = await loggedAt(me.uuid, 'Oats', ['2024-06-10T20:00:00Z'], { nutrients: OATS, favorite: true });
    await insertProduct(t.db, me.uuid, { name: 'Never logged' });
    const serving = await insertPortion(t.db, me.uuid, { product_uuid: oats.uuid, name: '1 serving', amount: 50 });

    const response = await get('/api/products/most_used', me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/ld+json; charset=utf-8');
    expect(response.json()).toEqual({
      '@context': '/api/contexts/Product',
      '@id': '/api/products/most_used',
      '@type': 'Collection',
      totalItems: 1,
      page: 1,
      itemsPerPage: 10,
      member: [
        {
          '@context': '/api/contexts/Product',
          '@id': `/api/products/${oats.uuid}`,
          '@type': 'Product',
          ...STORED_AT,
          uuid: oats.uuid,
          name: 'Oats',
          unit: 'gram',
          nutrientsPer: 100,
          nutrients: OATS,
          favorite: true,
          barcode: null,
          origin: null,
          portions: [
            {
              '@id': `/api/portions/${serving.uuid}`,
              '@type': 'Portion',
              ...STORED_AT,
              uuid: serving.uuid,
              name: '1 serving',
              amount: 50,
              effectiveNutrients: scaleNutrients(OATS, 0.5),
            },
          ],
        },
      ],
    });
  });

  it("ranks by how often each product was logged, without old or future logs, deleted products, others'", async () => {
    t.clock.set('2024-06-15T12:00:00Z');
    const [me, other] = [await t.signIn(), await t.signIn()];
    await loggedAt(me.uuid, 'Bread', ['2024-06-01T20:00:00Z']);
    await loggedAt(me.uuid, 'Apple', [
      '2024-06-01T20:00:00Z',
      '2024-06-02T20:00:00Z',
      '2024-03-18T20:00:00Z', // 89 days ago counts
    ]);
    await loggedAt(me.uuid, 'Cheese', ['2024-06-01T20:00:00Z', '2024-06-02T20:00:00Z']);
    await loggedAt(me.uuid, 'Old', [
      '2024-03-16T20:00:00Z',
      '2024-03-16T21:00:00Z',
      '2024-03-16T22:00:00Z',
      '2024-03-16T23:00:00Z',
    ]); // 91 days ago
    await loggedAt(me.uuid, 'Planned', [
      '2024-06-15T18:00:00Z',
      '2024-06-16T08:00:00Z',
      '2024-06-17T08:00:00Z',
      '2024-06-18T08:00:00Z',
    ]);
    await loggedAt(
      me.uuid,
      'Deleted',
      ['2024-06-01T20:00:00Z', '2024-06-02T20:00:00Z', '2024-06-03T20:00:00Z', '2024-06-04T20:00:00Z'],
      { deleted_at: new Date() },
    );
    await loggedAt(other.uuid, 'Theirs', [
      '2024-06-01T20:00:00Z',
      '2024-06-02T20:00:00Z',
      '2024-06-03T20:00:00Z',
      '2024-06-04T20:00:00Z',
    ]);
    await insertProduct(t.db, me.uuid, { name: 'Never logged' });
    await insertIntakeLog(t.db, me.uuid, {
      type: 'recipe',
      recipe_uuid: (await insertRecipe(t.db, me.uuid)).uuid,
      amount: 10,
      date: new Date('2024-06-01T20:00:00Z'),
    });

    const body = (await get('/api/products/most_used', me.headers)).json();
    expect(names(body)).toEqual(['Apple', 'Cheese', 'Bread']);
    expect(body.totalItems).toBe(3);
    expect(names((await get('/api/products/most_used', other.headers)).json())).toEqual(['Theirs']);
  });

  it('favours products usually logged within two hours of the local time (07:30 logs at 08:00 Amsterdam)', async () => {
    const me = await t.signIn();
    // Summer time in Amsterdam: UTC+2.
    await loggedAt(me.uuid, 'Pasta', [
      '2024-06-01T17:00:00Z',
      '2024-06-02T17:00:00Z',
      '2024-06-03T17:00:00Z',
      '2024-06-04T17:00:00Z',
    ]); // 19:00
    await loggedAt(me.uuid, 'Muesli', ['2024-06-01T05:30:00Z', '2024-06-02T05:30:00Z']); // 07:30
    await loggedAt(me.uuid, 'Yoghurt', ['2024-06-05T04:00:00Z']); // 06:00, exactly two hours before 08:00
    await loggedAt(me.uuid, 'Tea', ['2024-06-01T08:01:00Z', '2024-06-02T08:01:00Z']); // 10:01, 2 h 1 min after

    t.clock.set('2024-06-14T06:00:00Z'); // 08:00 in Amsterdam: Muesli 2 + 2×2, Pasta 4, Yoghurt 1 + 2, Tea 2
    expect(names((await get('/api/products/most_used?timezone=Europe/Amsterdam', me.headers)).json())).toEqual([
      'Muesli',
      'Pasta',
      'Yoghurt',
      'Tea',
    ]);

    // 19:30: Pasta 4 + 4×2, then by count (Tea and Muesli tie; Tea was logged last)
    t.clock.set('2024-06-14T17:30:00Z');
    expect(names((await get('/api/products/most_used?timezone=Europe/Amsterdam', me.headers)).json())).toEqual([
      'Pasta',
      'Tea',
      'Muesli',
      'Yoghurt',
    ]);
  });

  it('compares times of day in the time zone: a log before summer time started keeps its local time', async () => {
    const me = await t.signIn();
    // 09:30 in Amsterdam (winter time, UTC+1)
    await loggedAt(me.uuid, 'Brunch', ['2024-03-10T08:30:00Z', '2024-03-17T08:30:00Z']);
    await loggedAt(me.uuid, 'Soup', [
      '2024-04-01T17:00:00Z',
      '2024-04-02T17:00:00Z',
      '2024-04-03T17:00:00Z',
      '2024-04-04T17:00:00Z',
    ]);
    t.clock.set('2024-04-15T06:00:00Z'); // 08:00 in Amsterdam (summer time), 06:00 UTC

    expect(names((await get('/api/products/most_used?timezone=Europe/Amsterdam', me.headers)).json())).toEqual([
      'Brunch',
      'Soup',
    ]);
    // In UTC the Brunch logs (08:30) are two and a half hours from 06:00.
    expect(names((await get('/api/products/most_used', me.headers)).json())).toEqual(['Soup', 'Brunch']);
    expect(names((await get('/api/products/most_used?timezone=UTC', me.headers)).json())).toEqual(['Soup', 'Brunch']);
  });

  it('counts times of day across midnight as near', async () => {
    const me = await t.signIn();
    await loggedAt(me.uuid, 'Late dinner', ['2024-06-01T19:00:00Z', '2024-06-02T19:00:00Z']); // 21:00 in Amsterdam
    await loggedAt(me.uuid, 'Night snack', ['2024-06-10T22:45:00Z']); // 00:45 in Amsterdam
    t.clock.set('2024-06-14T21:30:00Z'); // 23:30 in Amsterdam: the snack is 1 h 15 away, dinner 2 h 30
    expect(names((await get('/api/products/most_used?timezone=Europe/Amsterdam', me.headers)).json())).toEqual([
      'Night snack',
      'Late dinner',
    ]);
  });

  it('breaks ties by the most recent log, then by name', async () => {
    t.clock.set('2024-06-15T12:00:00Z');
    const me = await t.signIn();
    await loggedAt(me.uuid, 'banana', ['2024-06-01T20:00:00Z']);
    await loggedAt(me.uuid, 'Cherry', ['2024-06-02T20:00:00Z']);
    await loggedAt(me.uuid, 'Apple', ['2024-06-01T20:00:00Z']);
    expect(names((await get('/api/products/most_used', me.headers)).json())).toEqual(['Cherry', 'Apple', 'banana']);
  });

  it('answers at most 10 products, paged by page and itemsPerPage', async () => {
    t.clock.set('2024-06-15T12:00:00Z');
    const me = await t.signIn();
    for (let day = 1; day <= 12; day += 1)
      await loggedAt(me.uuid, `Day ${String(day).padStart(2, '0')}`, [
        `2024-06-${String(day).padStart(2, '0')}T20:00:00Z`,
      ]);
    const topTen = Array.from({ length: 10 }, (_, index) => `Day ${String(12 - index).padStart(2, '0')}`);

    const all = (await get('/api/products/most_used', me.headers)).json();
    expect(all).toMatchObject({ totalItems: 10, page: 1, itemsPerPage: 10 });
    expect(names(all)).toEqual(topTen);
    const third = (await get('/api/products/most_used?itemsPerPage=4&page=3', me.headers)).json();
    expect(third).toMatchObject({ totalItems: 10, page: 3, itemsPerPage: 4 });
    expect(names(third)).toEqual(topTen.slice(8));
    expect(names((await get('/api/products/most_used?itemsPerPage=50', me.headers)).json())).toEqual(topTen);
    expect(names((await get('/api/products/most_used?pagination=false', me.headers)).json())).toEqual(topTen);
  });

  it('answers 422 violations for an unknown time zone or a bad page size', async () => {
    const me = await t.signIn();
    const response = await get('/api/products/most_used?timezone=Mars/Olympus&itemsPerPage=0', me.headers);
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([
      { propertyPath: 'itemsPerPage', message: 'Items per page must be greater than 0.' },
      { propertyPath: 'timezone', message: 'Timezone must be an IANA time zone such as Europe/Amsterdam.' },
    ]);
  });
});
