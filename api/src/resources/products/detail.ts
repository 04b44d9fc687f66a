import type { DB } from '../../db/schema';
import { listPortionsOf } from '../portions/repository';
import { toProductDetail } from './product';
import { countIntakeLogsOfProduct, type ProductRow } from './repository';

/** The detail answer of a product: its portions and how many intake logs refer to it. */
export async function productDetail(db: DB, userUuid: string, row: ProductRow) {
  const [portions, intakeLogCount] = await Promise.all([
    listPortionsOf(db, userUuid, 'product', [row.uuid]),
    countIntakeLogsOfProduct(db, userUuid, row.uuid),
  ]);
  return toProductDetail(row, portions, intakeLogCount);
}
