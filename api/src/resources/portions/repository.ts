import type { Selectable } from 'kysely';
import type { DB, PortionsTable } from '../../db/schema';

export type PortionRow = Selectable<PortionsTable>;

/** The portions of the user's products (or recipes) among `ownerUuids`, oldest first. */
export async function listPortionsOf(db: DB, userUuid: string, owner: 'product' | 'recipe', ownerUuids: readonly string[]): Promise<PortionRow[]> {
  if (ownerUuids.length === 0) return [];
  const column = owner === 'product' ? 'product_uuid' : 'recipe_uuid';
  return db
    .selectFrom('portions')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .where(column, 'in', ownerUuids)
    .orderBy('created_at')
    .orderBy('name')
    .orderBy('uuid')
    .execute();
}

/** Groups portion rows by their product (or recipe). */
export function groupPortions(rows: readonly PortionRow[], owner: 'product' | 'recipe'): Map<string, PortionRow[]> {
  const groups = new Map<string, PortionRow[]>();
  for (const row of rows) {
    const key = owner === 'product' ? row.product_uuid : row.recipe_uuid;
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
