import { setupLookupTestApp } from './testing/lookup-test-app';

const l = setupLookupTestApp();

const NUTELLA = '3017620422003';
const UNKNOWN = '12345678';
const DAY_MS = 24 * 60 * 60 * 1000;

const cacheRows = () => l.t.db.selectFrom('barcode_lookups').selectAll().orderBy('barcode').execute();
const setFetchedAt = (barcode: string, ageMs: number) =>
  l.t.db
    .updateTable('barcode_lookups')
    .set({ fetched_at: new Date(Date.now() - ageMs) })
    .where('barcode', '=', barcode)
    .execute();

describe('the Open Food Facts cache of GET /api/products/from_barcode', () => {
  it('keeps a found product (public data only, parsed back from jsonb) and answers it from the cache', async () => {
    const [me, other] = [await l.t.signIn(), await l.t.signIn()];
    l.off.answer(NUTELLA, { file: `${NUTELLA}.json` });

    const first = await l.lookUp(NUTELLA, me.headers);
    expect(first.statusCode).toBe(200);
    const [row] = await cacheRows();
    expect(row).toEqual({
      barcode: NUTELLA,
      found: true,
      result: { name: 'Nutella (Ferrero)', isBeverage: false, servingSize: 15, nutrients: first.json().nutrients },
      fetched_at: expect.any(Date),
    });

    const again = await l.lookUp(NUTELLA, other.headers); // shared by every user
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(l.off.hits(NUTELLA)).toBe(1);
  });

  it('keeps a "not found" answer for a day', async () => {
    const me = await l.t.signIn();
    expect((await l.lookUp(UNKNOWN, me.headers)).statusCode).toBe(404);
    expect(await cacheRows()).toEqual([{ barcode: UNKNOWN, found: false, result: null, fetched_at: expect.any(Date) }]);

    l.off.answer(UNKNOWN, { file: `${NUTELLA}.json` });
    await setFetchedAt(UNKNOWN, 23 * 60 * 60 * 1000);
    expect((await l.lookUp(UNKNOWN, me.headers)).statusCode).toBe(404);
    expect(l.off.hits(UNKNOWN)).toBe(1);

    await setFetchedAt(UNKNOWN, 25 * 60 * 60 * 1000);
    expect((await l.lookUp(UNKNOWN, me.headers)).json()).toMatchObject({ name: 'Nutella (Ferrero)' });
    expect(l.off.hits(UNKNOWN)).toBe(2);
    expect(await cacheRows()).toEqual([expect.objectContaining({ barcode: UNKNOWN, found: true })]);
  });

  it('asks again once a found product is older than BARCODE_CACHE_DAYS, and records the new answer', async () => {
    const me = await l.t.signIn();
    l.off.answer(NUTELLA, { file: `${NUTELLA}.json` });
    await l.lookUp(NUTELLA, me.headers);

    await setFetchedAt(NUTELLA, 29 * DAY_MS);
    await l.lookUp(NUTELLA, me.headers);
    expect(l.off.hits(NUTELLA)).toBe(1);

    await setFetchedAt(NUTELLA, 31 * DAY_MS);
    l.off.answer(NUTELLA, { file: 'not-found_v2_12345678.json' }); // withdrawn from Open Food Facts since
    expect((await l.lookUp(NUTELLA, me.headers)).statusCode).toBe(404);
    expect(l.off.hits(NUTELLA)).toBe(2);
    const [row] = await cacheRows();
    expect(row).toMatchObject({ found: false, result: null });
    expect(Date.now() - row!.fetched_at.getTime()).toBeLessThan(60_000);
  });

  it('honours BARCODE_CACHE_DAYS', async () => {
    const me = await l.t.signIn();
    const shortCache = await l.buildApp({ cacheDays: 2 });
    l.off.answer(NUTELLA, { file: `${NUTELLA}.json` });
    await l.lookUp(NUTELLA, me.headers, shortCache);
    await setFetchedAt(NUTELLA, 3 * DAY_MS);
    await l.lookUp(NUTELLA, me.headers, shortCache);
    expect(l.off.hits(NUTELLA)).toBe(2);
  });

  it('never keeps a failure: the next request asks again', async () => {
    const me = await l.t.signIn();
    l.off.answer(NUTELLA, { body: 'down', status: 500 });
    expect((await l.lookUp(NUTELLA, me.headers)).statusCode).toBe(502);
    l.off.answer(NUTELLA, { body: '{"status":1,"product":"broken"}' });
    expect((await l.lookUp(NUTELLA, me.headers)).statusCode).toBe(502);
    expect(await cacheRows()).toEqual([]);

    l.off.answer(NUTELLA, { file: `${NUTELLA}.json` });
    expect((await l.lookUp(NUTELLA, me.headers)).statusCode).toBe(200);
    expect(l.off.hits(NUTELLA)).toBe(3);
  });

  it('answers an expired cached product when Open Food Facts fails, keeping it for the next try', async () => {
    const me = await l.t.signIn();
    l.off.answer(NUTELLA, { file: `${NUTELLA}.json` });
    await l.lookUp(NUTELLA, me.headers);
    await setFetchedAt(NUTELLA, 40 * DAY_MS);

    l.off.answer(NUTELLA, { body: 'down', status: 503 });
    const response = await l.lookUp(NUTELLA, me.headers);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ source: 'open_food_facts', name: 'Nutella (Ferrero)' });
    expect(l.off.hits(NUTELLA)).toBe(2);
    const [row] = await cacheRows();
    expect(Date.now() - row!.fetched_at.getTime()).toBeGreaterThan(39 * DAY_MS);
  });

  it('treats a cached result that no longer fits as a miss', async () => {
    const me = await l.t.signIn();
    await l.t.db
      .insertInto('barcode_lookups')
      .values({ barcode: NUTELLA, found: true, result: JSON.stringify({ name: 'Old shape' }) })
      .execute();
    l.off.answer(NUTELLA, { file: `${NUTELLA}.json` });
    expect((await l.lookUp(NUTELLA, me.headers)).json()).toMatchObject({ name: 'Nutella (Ferrero)', servingSize: 15 });
    expect(l.off.hits(NUTELLA)).toBe(1);
    expect((await cacheRows())[0]!.result).toMatchObject({ name: 'Nutella (Ferrero)' });
  });
});
