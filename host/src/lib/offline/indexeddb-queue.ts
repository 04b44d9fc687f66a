import type { IDBPDatabase } from 'idb';
import type { QueueStore } from '@nutrilog/shared/api-client';
import { QUEUE, type OfflineSchema } from './offline-database';

/**
 * The offline queue in IndexedDB, one row per change under its Idempotency-Key: a change is written (and its
 * transaction done) before the app counts it as made, so a reload, a closed tab or a crash loses none.
 */
export function createIndexedDbQueue(open: () => Promise<IDBPDatabase<OfflineSchema>>): QueueStore {
  return {
    async all(user) {
      return (await open()).getAllFromIndex(QUEUE, 'by-user', user);
    },
    async put(change) {
      await (await open()).put(QUEUE, change);
    },
    async remove(key) {
      await (await open()).delete(QUEUE, key);
    },
    async clear(user) {
      const tx = (await open()).transaction(QUEUE, 'readwrite');
      for await (const cursor of tx.store.index('by-user').iterate(user)) await cursor.delete();
      await tx.done;
    },
  };
}
