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
import { type Nutrients, zeroNutrients } from '@nutrilog/shared/nutrients';
import type { DB } from '../../db/schema';

export { jsonRequests as productRequests } from '../../testing/requests';

/** All eleven nutrients: the given ones, the others 0. */
export const nutrients = (values: Partial<Nutrients>): Nutrients => ({ ...zeroNutrients(), ...values });

/** Rolled oats per 100 g. Scaling these by a power of two (½, 2, ¼…) is exact in binary floating point. */
export const OATS: Nutrients = {
  calories: 379,
  totalFat: 6.5,
  saturatedFat: 1.1,
  totalCarbohydrates: 67.7,
  sugars: 1,
  fibers: 10.1,
  proteins: 13.2,
  salt: 0.02,
  water: 8.8,
  caffeine: 0,
  potassium: 362,
};

export const NOT_FOUND = {
  type: '/api/errors/404',
  title: 'Not Found',
  status: 404,
  detail: 'The resource does not exist.',
};

/**
 * A kysely plugin that makes every insert into `table` fail, to show that a request's writes form one
 * transaction (build an app over `t.db.withPlugin(...)`).
 */
export class FailingInserts implements KyselyPlugin {
  constructor(private readonly table: string) {}

  transformQuery({ node }: PluginTransformQueryArgs): RootOperationNode {
    if (InsertQueryNode.is(node) && node.into?.table.identifier.name === this.table)
      throw new Error(`Inserts into ${this.table} fail in this test.`);
    return node;
  }

  async transformResult({ result }: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return result;
  }
}

/** How many rows `table` holds (every user's). */
export async function countRows(
  db: DB,
  table: 'products' | 'portions' | 'intake_logs' | 'recipe_items',
): Promise<number> {
  const { count } = await db
    .selectFrom(table)
    .select(sql<number>`count(*)::int`.as('count'))
    .executeTakeFirstOrThrow();
  return count;
}
