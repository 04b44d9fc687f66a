import type { KyselyPlugin } from 'kysely';
import type { DB } from '../db/schema';

/**
 * The database, counting the reads (selects) of one table, and failing the next one when `failNext` is set: for
 * tests of how often a route reads, and of what it does when a read fails. Build an app on `watch.db`.
 */
export function watchedReads(db: DB, table: string) {
  const watch = { count: 0, failNext: false, db };
  const plugin: KyselyPlugin = {
    transformQuery: ({ node }) => {
      if (node.kind === 'SelectQueryNode' && JSON.stringify(node).includes(`"name":"${table}"`)) {
        watch.count += 1;
        if (watch.failNext) {
          watch.failNext = false;
          throw new Error('database gone');
        }
      }
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  watch.db = db.withPlugin(plugin);
  return watch;
}
