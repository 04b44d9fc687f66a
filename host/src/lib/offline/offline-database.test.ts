/** @jest-environment node */
import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { openDB } from 'idb';
import { createIndexedDbQueue } from './indexeddb-queue';
import { createIndexedDbSavedReads } from './indexeddb-saved-reads';
import { DATABASE, offlineDatabase } from './offline-database';

const change = (key: string, user: string, seq: number) => ({
  key,
  user,
  seq,
  method: 'POST' as const,
  path: '/api/weight_logs',
  body: { weight: seq },
  status: 'waiting' as const,
  queuedAt: seq,
});

describe('the offline data in IndexedDB', () => {
  // A browser profile of its own for each test.
  beforeEach(() => {
    globalThis.indexedDB = new IDBFactory();
  });

  it('keeps one answer per user and URL, and forgets one user only', async () => {
    const store = createIndexedDbSavedReads(offlineDatabase());
    await store.putAll([{ user: 'a', url: '/api/goals', read: { body: { member: [1] }, savedAt: 1 } }]);
    await store.putAll([
      { user: 'a', url: '/api/goals', read: { body: { member: [2] }, savedAt: 2 } },
      { user: 'a', url: '/api/weight_logs', read: { body: { member: [] }, savedAt: 3 } },
      { user: 'b', url: '/api/goals', read: { body: { member: [9] }, savedAt: 4 } },
    ]);

    expect(await store.get('a', '/api/goals')).toEqual({ body: { member: [2] }, savedAt: 2 });
    expect(await store.get('b', '/api/weight_logs')).toBeUndefined();

    await store.clear('a');
    expect(await store.get('a', '/api/goals')).toBeUndefined();
    expect(await store.get('a', '/api/weight_logs')).toBeUndefined();
    // Another tab's client opens the same database.
    expect(await createIndexedDbSavedReads(offlineDatabase()).get('b', '/api/goals')).toEqual({
      body: { member: [9] },
      savedAt: 4,
    });
  });

  it('keeps the queued changes per user until each is removed, read again by another page', async () => {
    const queue = createIndexedDbQueue(offlineDatabase());
    await queue.put(change('k1', 'a', 1));
    await queue.put(change('k2', 'a', 2));
    await queue.put(change('k3', 'b', 3));
    await queue.put({ ...change('k2', 'a', 2), status: 'rejected', problem: 'Weight must be greater than 0.' });

    const reloaded = createIndexedDbQueue(offlineDatabase());
    expect((await reloaded.all('a')).map((c) => [c.key, c.status])).toEqual([
      ['k1', 'waiting'],
      ['k2', 'rejected'],
    ]);
    await reloaded.remove('k1');
    await reloaded.clear('b');
    expect((await queue.all('a')).map((c) => c.key)).toEqual(['k2']);
    expect(await queue.all('b')).toEqual([]);
  });

  it("opens a database of the previous version with its saved answers kept and the queue's store added", async () => {
    const old = await openDB(DATABASE, 1, {
      upgrade: (db) => db.createObjectStore('saved-reads', { keyPath: ['user', 'url'] }).createIndex('by-user', 'user'),
    });
    await old.put('saved-reads', { user: 'a', url: '/api/goals', body: 1, savedAt: 1 });
    old.close();
    const open = offlineDatabase();
    expect(await createIndexedDbSavedReads(open).get('a', '/api/goals')).toEqual({ body: 1, savedAt: 1 });
    await createIndexedDbQueue(open).put(change('k1', 'a', 1));
    expect(await createIndexedDbQueue(open).all('a')).toHaveLength(1);
  });
});
