import type { IDBPDatabase } from 'idb';
import type { SavedReadStore } from '@nutrilog/shared/api-client';
import { READS, type OfflineSchema } from './offline-database';

/** The API's answers kept in IndexedDB, one row per user and URL (docs/architecture.md, "Offline"). */
export function createIndexedDbSavedReads(open: () => Promise<IDBPDatabase<OfflineSchema>>): SavedReadStore {
  return {
    async get(user, url) {
      const row = await (await open()).get(READS, [user, url]);
      return row && { body: row.body, savedAt: row.savedAt };
    },
    async putAll(rows) {
      const tx = (await open()).transaction(READS, 'readwrite');
      await Promise.all([...rows.map(({ user, url, read }) => tx.store.put({ user, url, ...read })), tx.done]);
    },
    async clear(user) {
      const tx = (await open()).transaction(READS, 'readwrite');
      for await (const cursor of tx.store.index('by-user').iterate(user)) await cursor.delete();
      await tx.done;
    },
  };
}
