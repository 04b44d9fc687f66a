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
