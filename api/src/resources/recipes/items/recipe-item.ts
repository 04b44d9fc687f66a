import type { ProductUnit } from '@nutrilog/shared/domain';
import { entryNutrients, totalAmount } from '@nutrilog/shared/nutrients';
import type { RecipeItem } from '@nutrilog/shared/schemas';
import { iriOf } from '../../../http/iri';
import { contextIri, embedded, timestampsOf } from '../../../http/linked-data';
import { itemEntry, itemProductSource } from '../recipe-nutrients';
import type { RecipeItemView } from './repository';

function embeddedPortion(item: RecipeItemView): RecipeItem['portion'] {
  if (item.portion_uuid === null || item.portion_name === null || item.portion_amount === null) return null;
  return {
    '@id': iriOf('portion', item.portion_uuid),
    uuid: item.portion_uuid,
    name: item.portion_name,
    amount: item.portion_amount,
  };
}

/** An item as embedded in its recipe, with its product and portion embedded and its nutrients computed. */
export function toRecipeItem(item: RecipeItemView) {
  return embedded('RecipeItem', iriOf('recipeItem', item.uuid), {
    uuid: item.uuid,
    product: {
      '@id': iriOf('product', item.product_uuid),
      '@type': 'Product' as const,
      uuid: item.product_uuid,
      name: item.product_name,
      unit: item.product_unit as ProductUnit,
      deleted: item.product_deleted_at !== null,
    },
    portion: embeddedPortion(item),
    amount: item.amount,
    quantity: item.quantity,
    totalAmount: totalAmount(itemEntry(item)),
    effectiveNutrients: entryNutrients(itemProductSource(item), itemEntry(item)),
    ...timestampsOf(item),
  }) satisfies RecipeItem;
}

/** GET/PATCH /api/recipe_items/{uuid} and the answer of POST {recipe}/items. */
export function toRecipeItemResource(item: RecipeItemView) {
  return { '@context': contextIri('RecipeItem'), ...toRecipeItem(item) };
}
