import type { DB } from '../../db/schema';
import { listPortionsOf } from '../portions/repository';
import type { ProductRow } from '../products/repository';

export interface OwnProductMatch {
  product: ProductRow;
  /** The amount of the product's first portion, if it has one. */
  firstPortionAmount: number | null;
}

/** The user's own product that carries `barcode` (not deleted; the most recently changed one if several do). */
export async function findOwnProductByBarcode(db: DB, userUuid: string, barcode: string): Promise<OwnProductMatch | undefined> {
  const product = await db
    .selectFrom('products')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .where('barcode', '=', barcode)
    .where('deleted_at', 'is', null)
    .orderBy('updated_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('uuid')
    .limit(1)
    .executeTakeFirst();
  if (product === undefined) return undefined;
  const [firstPortion] = await listPortionsOf(db, userUuid, 'product', [product.uuid]);
  return { product, firstPortionAmount: firstPortion?.amount ?? null };
}
