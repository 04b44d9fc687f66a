import type { DBSchema, IDBPDatabase } from 'idb';
import type { QueuedChange, SavedRead } from '@nutrilog/shared/api-client';

export const DATABASE = 'nutrilog';
export const READS = 'saved-reads';
export const QUEUE = 'queued-changes';

export interface OfflineSchema extends DBSchema {
  [READS]: {
    key: [string, string];
    value: SavedRead & { user: string; url: string };
    indexes: { 'by-user': string };
  };
  [QUEUE]: {
    key: string;
    value: QueuedChange;
    indexes: { 'by-user': string };
  };
}

/**
 * The one IndexedDB database of the app's offline data (docs/architecture.md, "Offline"): the API's answers kept per
 * user and URL (version 1) and the changes waiting to be sent (version 2). Opened (and idb loaded) on first use, not as the page loads.
 */
export function offlineDatabase(): () => Promise<IDBPDatabase<OfflineSchema>> {
  let database: Promise<IDBPDatabase<OfflineSchema>> | undefined;
  return () => {
    // idb is fetched with the first use too: a page that keeps nothing yet does not carry it.
    database ??= import(/* webpackChunkName: "offline-database" */ 'idb').then(({ openDB }) =>
      openDB<OfflineSchema>(DATABASE, 2, {
        upgrade(db, oldVersion) {
          if (oldVersion < 1) db.createObjectStore(READS, { keyPath: ['user', 'url'] }).createIndex('by-user', 'user');
          if (oldVersion < 2) db.createObjectStore(QUEUE, { keyPath: 'key' }).createIndex('by-user', 'user');
        },
      }),
    );
    return database;
  };
}
