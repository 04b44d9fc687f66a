import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { SavedRead, SavedReadStore } from '@nutrilog/shared/api-client';

const DATABASE = 'nutrilog';
const READS = 'saved-reads';

interface OfflineSchema extends DBSchema {
  [READS]: {
    key: [string, string];
    value: SavedRead & { user: string; url: string };
    indexes: { 'by-user': string };
  };
}

/**
 * The API's answers kept in IndexedDB, one row per user and URL (docs/architecture.md, "Offline"). The database is
 * opened on first use, not as the page loads.
 */
export function createIndexedDbSavedReads(): SavedReadStore {
  let database: Promise<IDBPDatabase<OfflineSchema>> | undefined;
  const open = () => {
    database ??= openDB<OfflineSchema>(DATABASE, 1, {
      upgrade(db) {
        db.createObjectStore(READS, { keyPath: ['user', 'url'] }).createIndex('by-user', 'user');
      },
    });
    return database;
  };
  return {
    async get(user, url) {
      const row = await (await open()).get(READS, [user, url]);
      return row && { body: row.body, savedAt: row.savedAt };
    },
    async put(user, url, read) {
      await (await open()).put(READS, { user, url, ...read });
    },
    async clear(user) {
      const tx = (await open()).transaction(READS, 'readwrite');
      for await (const cursor of tx.store.index('by-user').iterate(user)) await cursor.delete();
      await tx.done;
    },
  };
}
