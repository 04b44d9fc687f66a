import {
  InsertQueryNode,
  type KyselyPlugin,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type QueryResult,
  type RootOperationNode,
  sql,
  type UnknownRow,
} from 'kysely';
import { MEDIA_TYPES } from '@nutrilog/shared/domain';
import { type Nutrients, zeroNutrients } from '@nutrilog/shared/nutrients';
import type { DB } from '../../db/schema';
import type { TestApp } from '../../testing/harness';

/** The requests of the product and portion tests, with the media types the API expects for bodies. */
export function productRequests(t: TestApp) {
  return {
    get: (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url, headers }),
    post: (url: string, headers: Record<string, string>, payload: unknown) =>
      t.app.inject({ method: 'POST', url, headers: { ...headers, 'content-type': MEDIA_TYPES.ldJson }, payload: JSON.stringify(payload) }),
    patch: (url: string, headers: Record<string, string>, payload: unknown) =>
      t.app.inject({ method: 'PATCH', url, headers: { ...headers, 'content-type': MEDIA_TYPES.mergePatch }, payload: JSON.stringify(payload) }),
    delete: (url: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'DELETE', url, headers }),
  };
}

/** All eleven nutrients: the given ones, the others 0. */
export const nutrients = (values: Partial<Nutrients>): Nutrients => ({ ...zeroNutrients(), ...values });

/** Rolled oats per 100 g. Scaling these by a power of two (½, 2, ¼…) is exact in binary floating point. */
export const OATS: Nutrients = {
  calories: 379, totalFat: 6.5, saturatedFat: 1.1, totalCarbohydrates: 67.7, sugars: 1, fibers: 10.1,
  proteins: 13.2, salt: 0.02, water: 8.8, caffeine: 0, potassium: 362,
};

export const NOT_FOUND = { type: '/api/errors/404', title: 'Not Found', status: 404, detail: 'The resource does not exist.' };

/**
 * A kysely plugin that makes every insert into `table` fail, to show that a request's writes form one
 * transaction (build an app over `t.db.withPlugin(...)`).
 */
export class FailingInserts implements KyselyPlugin {
  constructor(private readonly table: string) {}

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (InsertQueryNode.is(node) && node.into?.table.identifier.name === this.table) throw new Error(`Inserts into ${this.table} fail in this test.`);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/** How many rows `table` holds (every user's). */
export async function countRows(db: DB, table: 'products' | 'portions' | 'intake_logs' | 'recipe_items'): Promise<number> {
  const { count } = await db.selectFrom(table).select(sql<number>`count(*)::int`.as('count')).executeTakeFirstOrThrow();
  return count;
}
