import { nutrients } from '../resources/products/test-helpers';
import { insertProduct, insertWeightLog } from '../testing/fixtures';
import { setupTestApp } from '../testing/harness';
import { jsonRequests } from '../testing/requests';

const t = setupTestApp();
const request = jsonRequests(t);

const OWN_UUID = '5f0c2a9e-3b7d-4c1e-8a6f-2d9b0e4c7a13';
const TAKEN = [{ propertyPath: 'uuid', message: 'This UUID is already taken.' }];

const productBody = () => ({
  name: 'Oat milk',
  nutrients: nutrients({ calories: 46 }),
  portions: [{ name: 'Glass', amount: 250 }],
});

/** The creates a change queued offline may make, each with a valid body. */
const creates = [
  {
    name: 'weight log',
    url: '/api/weight_logs',
    table: 'weight_logs' as const,
    body: () => ({ date: '2024-05-01T07:00:00Z', weight: 80 }),
  },
  {
    name: 'product',
    url: '/api/products',
    table: 'products' as const,
    body: () => ({
      name: 'Oat milk',
      nutrients: nutrients({ calories: 46 }),
      portions: [{ name: 'Glass', amount: 250 }],
    }),
  },
  {
    name: 'intake log',
    url: '/api/intake_logs',
    table: 'intake_logs' as const,
    body: () => ({ type: 'manual', date: '2024-05-01T12:00:00Z', description: 'Soup', nutrients: nutrients({}) }),
  },
];

const rowsOf = (table: 'weight_logs' | 'products' | 'intake_logs') =>
  t.db.selectFrom(table).select(['uuid', 'user_uuid']).execute();

describe.each(creates)('POST $url with the client’s own uuid', ({ url, table, body }) => {
  it('stores the record under it (any case, kept in lower case) and answers it', async () => {
    const me = await t.signIn();
    const response = await request.post(url, me.headers, { ...body(), uuid: OWN_UUID.toUpperCase() });
    expect(response.statusCode).toBe(201);
    expect(response.json().uuid).toBe(OWN_UUID);
    expect(await rowsOf(table)).toEqual([{ uuid: OWN_UUID, user_uuid: me.uuid }]);
    expect((await request.get(`${url}/${OWN_UUID}`, me.headers)).statusCode).toBe(200);
  });

  it('refuses a uuid that is taken, by the user or by anyone else (422 at uuid), and writes nothing more', async () => {
    const [me, other] = [await t.signIn(), await t.signIn()];
    expect((await request.post(url, other.headers, { ...body(), uuid: OWN_UUID })).statusCode).toBe(201);
    const theirs = await request.post(url, me.headers, { ...body(), uuid: OWN_UUID });
    expect([theirs.statusCode, theirs.json().violations]).toEqual([422, TAKEN]);
    const again = await request.post(url, other.headers, { ...body(), uuid: OWN_UUID });
    expect([again.statusCode, again.json().violations]).toEqual([422, TAKEN]);
    expect(await rowsOf(table)).toEqual([{ uuid: OWN_UUID, user_uuid: other.uuid }]);
  });

  it.each([
    ['not a UUID', 'abc', 'UUID must be a version 4 UUID.'],
    ['a version 1 UUID', '5f0c2a9e-3b7d-1c1e-8a6f-2d9b0e4c7a13', 'UUID must be a version 4 UUID.'],
    ['not text', 42, 'UUID must be a UUID.'],
  ])('refuses a uuid that is %s (422 at uuid)', async (_case, uuid, message) => {
    const me = await t.signIn();
    const response = await request.post(url, me.headers, { ...body(), uuid });
    expect(response.statusCode).toBe(422);
    expect(response.json().violations).toEqual([{ propertyPath: 'uuid', message }]);
    expect(await rowsOf(table)).toEqual([]);
  });
});

describe('a taken uuid of another kind of record', () => {
  it('does not stop a create: uuids are checked in the table of the record made', async () => {
    const me = await t.signIn();
    await insertWeightLog(t.db, me.uuid, { uuid: OWN_UUID });
    const response = await request.post('/api/products', me.headers, { ...productBody(), uuid: OWN_UUID });
    expect(response.statusCode).toBe(201);
  });

  it('leaves the product table as it was when a product with portions meets its uuid taken', async () => {
    const me = await t.signIn();
    await insertProduct(t.db, me.uuid, { uuid: OWN_UUID, name: 'First' });
    const response = await request.post('/api/products', me.headers, { ...productBody(), uuid: OWN_UUID });
    expect(response.statusCode).toBe(422);
    expect(await t.db.selectFrom('portions').select('uuid').execute()).toEqual([]);
  });
});

describe("POST /api/products with its portions' own uuids", () => {
  const GLASS = 'a1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
  const CUP = 'b1b2c3d4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
  const withPortions = (...uuids: string[]) => ({
    ...productBody(),
    uuid: OWN_UUID,
    portions: uuids.map((uuid, i) => ({ uuid, name: `Portion ${i + 1}`, amount: 100 + i })),
  });
  const portionRows = () => t.db.selectFrom('portions').select(['uuid', 'product_uuid']).orderBy('amount').execute();

  it('stores each portion under its uuid, so a log made offline can name one before the API saw it', async () => {
    const me = await t.signIn();
    const response = await request.post('/api/products', me.headers, withPortions(GLASS.toUpperCase(), CUP));
    expect(response.statusCode).toBe(201);
    expect(response.json().portions.map((p: { uuid: string; '@id': string }) => [p.uuid, p['@id']])).toEqual([
      [GLASS, `/api/portions/${GLASS}`],
      [CUP, `/api/portions/${CUP}`],
    ]);
    const log = await request.post('/api/intake_logs', me.headers, {
      type: 'product',
      date: '2024-05-01T12:00:00Z',
      product: `/api/products/${OWN_UUID}`,
      portion: `/api/portions/${CUP}`,
      quantity: 2,
    });
    expect([log.statusCode, log.json().totalAmount]).toEqual([201, 202]);
  });

  it.each([
    ['taken by another product', [GLASS], 'portions[0].uuid'],
    ['given twice in the body', [CUP, CUP], 'portions[1].uuid'],
  ])('refuses a portion uuid %s (422 at it) and stores no part of the product', async (_case, uuids, path) => {
    const me = await t.signIn();
    const first = await request.post('/api/products', me.headers, {
      ...productBody(),
      portions: [{ uuid: GLASS, name: 'Glass', amount: 250 }],
    });
    expect(first.statusCode).toBe(201);
    const response = await request.post('/api/products', me.headers, withPortions(...uuids));
    expect([response.statusCode, response.json().violations]).toEqual([
      422,
      [{ propertyPath: path, message: 'This UUID is already taken.' }],
    ]);
    expect(await t.db.selectFrom('products').select('uuid').where('uuid', '=', OWN_UUID).execute()).toEqual([]);
    expect(await portionRows()).toEqual([{ uuid: GLASS, product_uuid: first.json().uuid }]);
  });

  it('refuses a portion uuid that is not a version 4 UUID (422 at it)', async () => {
    const me = await t.signIn();
    const response = await request.post('/api/products', me.headers, withPortions('abc'));
    expect(response.json().violations).toEqual([
      { propertyPath: 'portions[0].uuid', message: 'UUID must be a version 4 UUID.' },
    ]);
  });
});
