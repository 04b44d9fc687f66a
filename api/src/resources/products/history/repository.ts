import { type Page, paginate, type Pagination } from '../../../db/paginate';
import type { DB } from '../../../db/schema';
import type { OrderDirection } from '../../../http/query';

/** The user's intake logs of one product with their portion, by date (then by when they were made). */
export async function listProductIntakeHistory(
  db: DB,
  userUuid: string,
  productUuid: string,
  order: OrderDirection,
  pagination: Pagination,
) {
  const query = db
    .selectFrom('intake_logs')
    .leftJoin('portions', (join) =>
      join
        .onRef('portions.uuid', '=', 'intake_logs.portion_uuid')
        .onRef('portions.user_uuid', '=', 'intake_logs.user_uuid'),
    )
    .select([
      'intake_logs.uuid',
      'intake_logs.date',
      'intake_logs.type',
      'intake_logs.amount',
      'intake_logs.quantity',
      'portions.uuid as portion_uuid',
      'portions.name as portion_name',
      'portions.amount as portion_amount',
    ])
    .where('intake_logs.user_uuid', '=', userUuid)
    .where('intake_logs.type', '=', 'product')
    .where('intake_logs.product_uuid', '=', productUuid)
    .orderBy('intake_logs.date', order)
    .orderBy('intake_logs.created_at', order)
    .orderBy('intake_logs.uuid', order);
  return paginate(db, query, pagination);
}

export type ProductIntakeHistoryRow =
  Awaited<ReturnType<typeof listProductIntakeHistory>> extends Page<infer T> ? T : never;
