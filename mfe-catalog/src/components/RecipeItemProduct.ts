import type { ProductUnit } from '@nutrilog/shared/domain';
import { entrySource, type NutrientSource, productSource } from '@nutrilog/shared/nutrients';
import type { Product, RecipeItem } from '@nutrilog/shared/schemas';

/** What the item dialog needs of the item's product. */
export interface RecipeItemProduct {
  '@id': string;
  name: string;
  unit: ProductUnit;
  /** What the preview scales; null when it cannot be known. */
  source: NutrientSource | null;
  portions: readonly { '@id': string; name: string; amount: number }[];
}

export function fromProduct(product: Product): RecipeItemProduct {
  return {
    '@id': product['@id'],
    name: product.name,
    unit: product.unit,
    source: productSource(product),
    portions: product.portions,
  };
}

/**
 * The product as far as the item itself tells (while its detail loads, or when the product was deleted):
 * only the item's own portion, and its nutrients as they are for the item's total amount.
 */
export function fromItem(item: RecipeItem): RecipeItemProduct {
  return {
    '@id': item.product['@id'],
    name: item.product.name,
    unit: item.product.unit,
    source: entrySource(item),
    portions: item.portion ? [item.portion] : [],
  };
}
