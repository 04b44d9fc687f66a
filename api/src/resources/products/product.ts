import type { ProductUnit } from '@nutrilog/shared/domain';
import type { NutrientSource } from '@nutrilog/shared/nutrients';
import type { Product } from '@nutrilog/shared/schemas';
import { nutrientsOf } from '../../db/nutrients';
import { iriOf } from '../../http/iri';
import { resource, timestampsOf } from '../../http/linked-data';
import { toPortion } from '../portions/portion';
import type { PortionRow } from '../portions/repository';
import type { ProductRow } from './repository';
import { originOfSourceFood } from './source-food';

/** What a product's nutrients refer to: nutrientsPer of it. */
export const productNutrientSource = (row: ProductRow): NutrientSource => ({
  nutrients: nutrientsOf(row),
  per: row.nutrients_per,
});

/** A product with its portions (a member of GET /api/products). */
export function toProduct(row: ProductRow, portions: readonly PortionRow[]) {
  return resource('Product', iriOf('product', row.uuid), {
    uuid: row.uuid,
    name: row.name,
    unit: row.unit as ProductUnit,
    nutrientsPer: row.nutrients_per,
    nutrients: nutrientsOf(row),
    favorite: row.favorite,
    barcode: row.barcode,
    origin: originOfSourceFood(row.source_food),
    portions: portions.map((portion) => toPortion(portion, productNutrientSource(row))),
    ...timestampsOf(row),
  }) satisfies Product;
}

/** GET /api/products/{uuid}: the product and how many intake logs refer to it. */
export function toProductDetail(row: ProductRow, portions: readonly PortionRow[], intakeLogCount: number) {
  return { ...toProduct(row, portions), intakeLogCount } satisfies Product;
}
