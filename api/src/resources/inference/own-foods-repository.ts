import type { ProductUnit } from '@nutrilog/shared/domain';
import type { NutrientSource } from '@nutrilog/shared/nutrients';
import type { DB } from '../../db/schema';
import { groupPortions, listPortionsOf } from '../portions/repository';
import { productNutrientSource } from '../products/product';
import { recipeNutrientSources } from '../recipes/recipe-nutrients';

/** One of the user's products or recipes, as the inference engine matches a prompt against it. */
export interface OwnFood {
  kind: 'product' | 'recipe';
  uuid: string;
  name: string;
  unit: ProductUnit;
  source: NutrientSource;
  /** Its portions, oldest first: "a portion of my granola" is the first. */
  portions: { name: string; amount: number }[];
}

/** The user's products and recipes that are not deleted, with their portions and what their nutrients refer to. */
export async function listOwnFoods(db: DB, userUuid: string): Promise<OwnFood[]> {
  const [products, recipes] = await Promise.all([
    db.selectFrom('products').selectAll().where('user_uuid', '=', userUuid).where('deleted_at', 'is', null).execute(),
    db
      .selectFrom('recipes')
      .select(['uuid', 'name', 'unit'])
      .where('user_uuid', '=', userUuid)
      .where('deleted_at', 'is', null)
      .execute(),
  ]);
  const recipeUuids = recipes.map((recipe) => recipe.uuid);
  const [productPortions, recipePortions, recipeSources] = await Promise.all([
    listPortionsOf(
      db,
      userUuid,
      'product',
      products.map((product) => product.uuid),
    ).then((rows) => groupPortions(rows, 'product')),
    listPortionsOf(db, userUuid, 'recipe', recipeUuids).then((rows) => groupPortions(rows, 'recipe')),
    recipeNutrientSources(db, userUuid, recipeUuids),
  ]);
  const portionsOf = (rows: readonly { name: string; amount: number }[] | undefined) =>
    (rows ?? []).map(({ name, amount }) => ({ name, amount }));
  return [
    ...products.map((product): OwnFood => ({
      kind: 'product',
      uuid: product.uuid,
      name: product.name,
      unit: product.unit as ProductUnit,
      source: productNutrientSource(product),
      portions: portionsOf(productPortions.get(product.uuid)),
    })),
    ...recipes.flatMap((recipe): OwnFood[] => {
      const source = recipeSources.get(recipe.uuid);
      return source
        ? [
            {
              kind: 'recipe',
              uuid: recipe.uuid,
              name: recipe.name,
              unit: recipe.unit as ProductUnit,
              source,
              portions: portionsOf(recipePortions.get(recipe.uuid)),
            },
          ]
        : [];
    }),
  ];
}
