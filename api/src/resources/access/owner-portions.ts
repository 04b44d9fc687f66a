import { type ExpressionBuilder, sql } from 'kysely';
import type { Database, DB } from '../../db/schema';
import type { OwnerKind } from './live-owners';

const OWNER_COLUMNS = { product: 'product_uuid', recipe: 'recipe_uuid' } as const;

/**
 * Which of `portionUuids` are portions of the user's product (recipe) `ownerUuid`, deleted or not: a log or an
 * item keeps its deleted owner, and may keep choosing among its portions. One query.
 */
export async function portionsOf(
  db: DB,
  userUuid: string,
  kind: OwnerKind,
  ownerUuid: string,
  portionUuids: readonly string[],
): Promise<Set<string>> {
  if (portionUuids.length === 0) return new Set();
  const rows = await db
    .selectFrom('portions')
    .select('uuid')
    .where('user_uuid', '=', userUuid)
    .where('uuid', 'in', portionUuids)
    .where(OWNER_COLUMNS[kind], '=', ownerUuid)
    .execute();
  return new Set(rows.map((row) => row.uuid));
}

/** Whether a portion's product or recipe is not deleted: a portion of a deleted one is gone with it. */
export function portionOwnerIsLive(eb: ExpressionBuilder<Database, 'portions'>) {
  return eb.or([
    eb.exists(
      eb
        .selectFrom('products')
        .select(sql`1`.as('one'))
        .whereRef('products.uuid', '=', 'portions.product_uuid')
        .whereRef('products.user_uuid', '=', 'portions.user_uuid')
        .where('products.deleted_at', 'is', null),
    ),
    eb.exists(
      eb
        .selectFrom('recipes')
        .select(sql`1`.as('one'))
        .whereRef('recipes.uuid', '=', 'portions.recipe_uuid')
        .whereRef('recipes.user_uuid', '=', 'portions.user_uuid')
        .where('recipes.deleted_at', 'is', null),
    ),
  ]);
}
