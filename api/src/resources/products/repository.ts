import { type Selectable, sql } from 'kysely';
import { type Page, paginate, type Pagination } from '../../db/paginate';
import type { DB, ProductsTable } from '../../db/schema';
import type { OrderDirection } from '../../http/query';

export type ProductRow = Selectable<ProductsTable>;

export interface ProductFilters {
  /** Case-insensitive part of the name; empty or absent: every product. */
  name?: string | undefined;
  order: OrderDirection;
}

/** The user's products that are not deleted, by name (case-insensitive), one page of them. */
export async function listProducts(
  db: DB,
  userUuid: string,
  filters: ProductFilters,
  pagination: Pagination,
): Promise<Page<ProductRow>> {
  let query = db.selectFrom('products').selectAll().where('user_uuid', '=', userUuid).where('deleted_at', 'is', null);
  if (filters.name) query = query.where(sql<boolean>`strpos(lower(name), lower(${filters.name})) > 0`);
  query = query
    .orderBy(sql`lower(name)`, filters.order)
    .orderBy('name', filters.order)
    .orderBy('uuid');
  return paginate(db, query, pagination);
}

/** One of the user's products, unless deleted. */
export async function findProduct(db: DB, userUuid: string, uuid: string): Promise<ProductRow | undefined> {
  return db
    .selectFrom('products')
    .selectAll()
    .where('user_uuid', '=', userUuid)
    .where('uuid', '=', uuid)
    .where('deleted_at', 'is', null)
    .executeTakeFirst();
}

/** How many of the user's intake logs refer to the product. */
export async function countIntakeLogsOfProduct(db: DB, userUuid: string, productUuid: string): Promise<number> {
  const { count } = await db
    .selectFrom('intake_logs')
    .select(sql<number>`count(*)::int`.as('count'))
    .where('user_uuid', '=', userUuid)
    .where('product_uuid', '=', productUuid)
    .executeTakeFirstOrThrow();
  return count;
}
