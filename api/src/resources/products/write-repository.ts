import { sql } from 'kysely';
import { NUTRIENT_KEYS } from '@nutrilog/shared/nutrients';
import type { ProductInput, ProductPatch } from '@nutrilog/shared/schemas';
import { clientUuid } from '../../db/client-uuid';
import { nutrientColumn, nutrientColumnValues, nutrientsOf } from '../../db/nutrients';
import type { DB } from '../../db/schema';
import { softDelete } from '../../db/soft-delete';
import { uuidTaken } from '../../http/problem';
import { copyProductPortions, insertProductPortions } from '../portions/repository';
import { findProduct, type ProductRow } from './repository';

/** Suffix of a duplicate's name (docs/product.md#product-record). */
export const COPY_SUFFIX = ' (copy)';

/**
 * A new product of the user with its portions, in one transaction: nothing is stored when a part fails. Under the
 * client's `uuid` when it gives one (422 when that is taken).
 */
export async function createProduct(db: DB, userUuid: string, input: ProductInput): Promise<ProductRow> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .insertInto('products')
      .values({
        user_uuid: userUuid,
        name: input.name,
        unit: input.unit,
        nutrients_per: input.nutrientsPer,
        barcode: input.barcode,
        ...nutrientColumnValues(input.nutrients),
        ...clientUuid(input.uuid),
      })
      .onConflict((conflict) => conflict.column('uuid').doNothing())
      .returningAll()
      .executeTakeFirst();
    if (row === undefined) throw uuidTaken();
    await insertProductPortions(trx, userUuid, row.uuid, input.portions);
    return row;
  });
}

/** The columns a merge patch changes: absent fields stay, nutrients merge key by key. */
function patchedColumns(patch: ProductPatch) {
  const nutrients = patch.nutrients ?? {};
  return {
    ...(patch.name === undefined ? {} : { name: patch.name }),
    ...(patch.unit === undefined ? {} : { unit: patch.unit }),
    ...(patch.nutrientsPer === undefined ? {} : { nutrients_per: patch.nutrientsPer }),
    ...(patch.barcode === undefined ? {} : { barcode: patch.barcode }),
    ...Object.fromEntries(
      NUTRIENT_KEYS.flatMap((key) => (nutrients[key] === undefined ? [] : [[nutrientColumn(key), nutrients[key]]])),
    ),
  };
}

/** Applies a merge patch to one of the user's products; undefined when it does not exist or is deleted. */
export async function updateProduct(
  db: DB,
  userUuid: string,
  uuid: string,
  patch: ProductPatch,
): Promise<ProductRow | undefined> {
  return db
    .updateTable('products')
    .set({ ...patchedColumns(patch), updated_at: sql`now()` })
    .where('user_uuid', '=', userUuid)
    .where('uuid', '=', uuid)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Flips the favorite flag of one of the user's products; undefined when it does not exist or is deleted. */
export async function toggleFavorite(db: DB, userUuid: string, uuid: string): Promise<ProductRow | undefined> {
  return db
    .updateTable('products')
    .set({ favorite: sql<boolean>`NOT favorite`, updated_at: sql`now()` })
    .where('user_uuid', '=', userUuid)
    .where('uuid', '=', uuid)
    .where('deleted_at', 'is', null)
    .returningAll()
    .executeTakeFirst();
}

/** Soft delete (see db/soft-delete.ts). */
export const softDeleteProduct = (db: DB, userUuid: string, uuid: string) => softDelete(db, 'products', userUuid, uuid);

/**
 * A copy of one of the user's products, in one transaction: the name with ' (copy)', the same unit,
 * nutrientsPer and nutrients, not a favorite, without the barcode (a barcode names one product), and its
 * portions when `copyPortions`. Undefined when the product does not exist or is deleted.
 */
export async function duplicateProduct(
  db: DB,
  userUuid: string,
  uuid: string,
  copyPortions: boolean,
): Promise<ProductRow | undefined> {
  return db.transaction().execute(async (trx) => {
    const source = await findProduct(trx, userUuid, uuid);
    if (source === undefined) return undefined;
    const copy = await trx
      .insertInto('products')
      .values({
        user_uuid: userUuid,
        name: `${source.name}${COPY_SUFFIX}`,
        unit: source.unit,
        nutrients_per: source.nutrients_per,
        ...nutrientColumnValues(nutrientsOf(source)),
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    if (copyPortions) await copyProductPortions(trx, userUuid, source.uuid, copy.uuid);
    return copy;
  });
}
