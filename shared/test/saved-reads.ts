import type { SavedRead, SavedReadStore } from '../src/api-client/saved-reads';

/** The saved reads' store in memory, as IndexedDB keeps them: one answer per user and URL. */
export function memorySavedReadStore(): SavedReadStore & { rows: Map<string, SavedRead> } {
  const rows = new Map<string, SavedRead>();
  return {
    rows,
    get: async (user, url) => rows.get(`${user} ${url}`),
    putAll: async (put) => put.forEach(({ user, url, read }) => rows.set(`${user} ${url}`, read)),
    clear: async (user) => [...rows.keys()].filter((k) => k.startsWith(`${user} `)).forEach((k) => rows.delete(k)),
  };
}
