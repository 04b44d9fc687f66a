import type { DB } from '../../db/schema';
import { listPortionsOf } from '../portions/repository';
import type { ProductRow } from '../products/repository';
import { equivalentBarcodes } from './barcode-forms';

export interface OwnProductMatch {
  product: ProductRow;
  /** The amount of the product's first portion, if it has one. */
  firstPortionAmount: number | null;
}

/**
 * The user's own product that carries `barcode` or another spelling of it (a UPC-E code and its 13-digit form), not
 * deleted: one with the exact code first, then the most recently changed one.
 */
export async function findOwnProductByBarcode(
  db: DB,
  userUuid: string,
  barcode: string,
): Promise<OwnProductMatch | undefined> {
  const product = await db
    .selectFrom('products')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .where('barcode', 'in', equivalentBarcodes(barcode))
    .where('deleted_at', 'is', null)
    .orderBy((eb) => eb.case().when('barcode', '=', barcode).then(eb.lit(0)).else(eb.lit(1)).end())
    .orderBy('updated_at', 'desc')
    .orderBy('created_at', 'desc')
    .orderBy('uuid')
    .limit(1)
    .executeTakeFirst();
  if (product === undefined) return undefined;
  const [firstPortion] = await listPortionsOf(db, userUuid, 'product', [product.uuid]);
  return { product, firstPortionAmount: firstPortion?.amount ?? null };
}
