import { type Selectable, sql } from 'kysely';
import { messages, type NewProductPortion, type PortionInput, type PortionPatch } from '@nutrilog/shared/schemas';
import { clientUuid } from '../../db/client-uuid';
import type { DB, PortionsTable } from '../../db/schema';
import { validationFailed } from '../../http/problem';
import { portionOwnerIsLive } from '../access';

export type PortionRow = Selectable<PortionsTable>;

/** The portions of the user's products (or recipes) among `ownerUuids`, oldest first. */
export async function listPortionsOf(
  db: DB,
  userUuid: string,
  owner: 'product' | 'recipe',
  ownerUuids: readonly string[],
): Promise<PortionRow[]> {
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

/**
 * `created_at` of the `index`-th of portions inserted together: one microsecond apart, so they keep the
 * order they were given in (portions are listed by created_at, and the first one is the default choice).
 */
const createdAtInOrder = (index: number) => sql<Date>`now() + ${`${index} microseconds`}::interval`;

/** Adds portions to one of the user's products, in the given order (the caller checked that the product exists). */
export async function insertProductPortions(
  db: DB,
  userUuid: string,
  productUuid: string,
  portions: readonly NewProductPortion[],
): Promise<void> {
  if (portions.length === 0) return;
  const inserted = await db
    .insertInto('portions')
    .values(
      portions.map((portion, index) => ({
        user_uuid: userUuid,
        product_uuid: productUuid,
        name: portion.name,
        amount: portion.amount,
        created_at: createdAtInOrder(index),
        updated_at: sql<Date>`now()`,
        ...clientUuid(portion.uuid),
      })),
    )
    .onConflict((conflict) => conflict.column('uuid').doNothing())
    .returning('uuid')
    .execute();
  if (inserted.length === portions.length) return;
  // A client's uuid that is taken (or given twice): the caller's transaction stores nothing.
  const stored = new Set(inserted.map((row) => row.uuid));
  const seen = new Set<string>();
  const index = portions.findIndex((portion) => {
    const uuid = portion.uuid;
    if (uuid === undefined) return false;
    const clash = !stored.has(uuid) || seen.has(uuid);
    seen.add(uuid);
    return clash;
  });
  throw validationFailed([{ propertyPath: `portions[${index}].uuid`, message: messages.uuidTaken }]);
}

/** Copies the portions of one of the user's products to another of theirs, in the same order. */
export async function copyProductPortions(
  db: DB,
  userUuid: string,
  fromProductUuid: string,
  toProductUuid: string,
): Promise<void> {
  const portions = await listPortionsOf(db, userUuid, 'product', [fromProductUuid]);
  // New rows: the copies get uuids of their own.
  await insertProductPortions(
    db,
    userUuid,
    toProductUuid,
    portions.map(({ name, amount }) => ({ name, amount })),
  );
}

/** One of the user's portions, unless its product or recipe is deleted. */
export async function findPortion(db: DB, userUuid: string, uuid: string): Promise<PortionRow | undefined> {
  return db
    .selectFrom('portions')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .where('uuid', '=', uuid)
    .where(portionOwnerIsLive)
    .executeTakeFirst();
}

/** Adds a portion to one of the user's products (the caller checked that the product exists). */
export async function createProductPortion(
  db: DB,
  userUuid: string,
  productUuid: string,
  input: PortionInput,
): Promise<PortionRow> {
  return db
    .insertInto('portions')
    .values({ user_uuid: userUuid, product_uuid: productUuid, name: input.name, amount: input.amount })
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** Applies a merge patch to one of the user's portions; undefined when it does not exist or its owner is deleted. */
export async function updatePortion(
  db: DB,
  userUuid: string,
  uuid: string,
  patch: PortionPatch,
): Promise<PortionRow | undefined> {
  return db
    .updateTable('portions')
    .set({
      ...(patch.name === undefined ? {} : { name: patch.name }),
      ...(patch.amount === undefined ? {} : { amount: patch.amount }),
      updated_at: sql`now()`,
    })
    .where('user_uuid', '=', userUuid)
    .where('uuid', '=', uuid)
    .where(portionOwnerIsLive)
    .returningAll()
    .executeTakeFirst();
}
