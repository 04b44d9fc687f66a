/** @jest-environment node */
import 'fake-indexeddb/auto';
import { createIndexedDbSavedReads } from './indexeddb-saved-reads';

describe('saved reads in IndexedDB', () => {
  it('keeps one answer per user and URL, and forgets one user only', async () => {
    const store = createIndexedDbSavedReads();
    await store.put('a', '/api/goals', { body: { member: [1] }, savedAt: 1 });
    await store.put('a', '/api/goals', { body: { member: [2] }, savedAt: 2 });
    await store.put('a', '/api/weight_logs', { body: { member: [] }, savedAt: 3 });
    await store.put('b', '/api/goals', { body: { member: [9] }, savedAt: 4 });

    expect(await store.get('a', '/api/goals')).toEqual({ body: { member: [2] }, savedAt: 2 });
    expect(await store.get('b', '/api/weight_logs')).toBeUndefined();

    await store.clear('a');
    expect(await store.get('a', '/api/goals')).toBeUndefined();
    expect(await store.get('a', '/api/weight_logs')).toBeUndefined();
    // Another tab's client opens the same database.
    expect(await createIndexedDbSavedReads().get('b', '/api/goals')).toEqual({ body: { member: [9] }, savedAt: 4 });
  });
});
