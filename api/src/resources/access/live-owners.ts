import type { DB } from '../../db/schema';

/** What logs, recipe items and portions refer to: one of the user's products or recipes. */
export type OwnerKind = 'product' | 'recipe';

const TABLES = { product: 'products', recipe: 'recipes' } as const;

/** The uuids of the user's products (recipes) that are not deleted, as a subquery. */
export const ownLiveUuids = (db: DB, userUuid: string, kind: OwnerKind) =>
  db.selectFrom(TABLES[kind]).select('uuid').where('user_uuid', '=', userUuid).where('deleted_at', 'is', null);

/** Which of `uuids` are the user's own products (recipes) that are not deleted. One query. */
export async function ownLive(
  db: DB,
  userUuid: string,
  kind: OwnerKind,
  uuids: readonly string[],
): Promise<Set<string>> {
  if (uuids.length === 0) return new Set();
  const rows = await ownLiveUuids(db, userUuid, kind).where('uuid', 'in', uuids).execute();
  return new Set(rows.map((row) => row.uuid));
}
