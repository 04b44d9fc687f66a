import type { QueuedChange, QueueStore } from '../src/api-client/offline-queue';

/** The offline queue's store in memory, as IndexedDB keeps it: one row per change, by its key. */
export function memoryQueueStore(): QueueStore & { rows: Map<string, QueuedChange> } {
  const rows = new Map<string, QueuedChange>();
  return {
    rows,
    all: async (user) => [...rows.values()].filter((change) => change.user === user),
    put: async (change) => void rows.set(change.key, JSON.parse(JSON.stringify(change)) as QueuedChange),
    remove: async (key) => void rows.delete(key),
    clear: async (user) =>
      [...rows.values()].filter((change) => change.user === user).forEach((change) => rows.delete(change.key)),
  };
}
