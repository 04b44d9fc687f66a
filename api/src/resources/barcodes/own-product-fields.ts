import { nutrientsForAmount } from '@nutrilog/shared/nutrients';
import { productNutrientSource } from '../products/product';
import type { LookupFields } from './lookup-result';
import type { OwnProductMatch } from './own-products-repository';

/** A lookup answered by the user's own product: its nutrients per 100 of its unit, its first portion as the serving. */
export function ownProductFields({ product, firstPortionAmount }: OwnProductMatch): LookupFields {
  return {
    name: product.name,
    isBeverage: product.unit === 'milliliter',
    servingSize: firstPortionAmount,
    nutrients: nutrientsForAmount(productNutrientSource(product), 100),
  };
}
