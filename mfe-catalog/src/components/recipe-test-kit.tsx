/** Test data shared by the recipe dialog and page tests (imported by tests only). */
import type { Nutrients } from '@nutrilog/shared/nutrients';
import type { Portion, Product, Recipe, RecipeItem } from '@nutrilog/shared/schemas';
import { nutrients, STORED_AT } from '@nutrilog/shared/test';

const portion = (uuid: string, name: string, amount: number, effective: Nutrients): Portion => ({
  '@id': `/api/portions/${uuid}`,
  '@type': 'Portion',
  ...STORED_AT,
  uuid,
  name,
  amount,
  effectiveNutrients: effective,
});

/** 250 kcal per 100 g; a slice is 35 g. */
export const BREAD: Product = {
  '@id': '/api/products/0b6a5f52-7a53-4c1e-9a0f-3f1d2c4b5a01',
  '@type': 'Product',
  ...STORED_AT,
  uuid: '0b6a5f52-7a53-4c1e-9a0f-3f1d2c4b5a01',
  name: 'Bread',
  unit: 'gram',
  nutrientsPer: 100,
  nutrients: nutrients({ calories: 250, proteins: 9, totalCarbohydrates: 45, totalFat: 3 }),
  favorite: false,
  barcode: null,
  origin: null,
  portions: [
    portion(
      '1c7b6a63-8b64-4d2f-8b10-4a2e3d5c6b02',
      '1 slice',
      35,
      nutrients({ calories: 87.5, proteins: 3.15, totalCarbohydrates: 15.75, totalFat: 1.05 }),
    ),
    portion(
      '2d8c7b74-9c75-4e3a-9c21-5b3f4e6d7c03',
      '1 roll',
      60,
      nutrients({ calories: 150, proteins: 5.4, totalCarbohydrates: 27, totalFat: 1.8 }),
    ),
  ],
};

/** 720 kcal per 100 g, no portions. */
export const BUTTER: Product = {
  '@id': '/api/products/3e9d8c85-ad86-4f4b-8d32-6c4a5f7e8d04',
  '@type': 'Product',
  ...STORED_AT,
  uuid: '3e9d8c85-ad86-4f4b-8d32-6c4a5f7e8d04',
  name: 'Butter',
  unit: 'gram',
  nutrientsPer: 100,
  nutrients: nutrients({ calories: 720, proteins: 0.7, totalCarbohydrates: 0.6, totalFat: 81 }),
  favorite: false,
  barcode: null,
  origin: null,
  portions: [],
};

export const RECIPE_UUID = '4fae9d96-be97-4a5c-9e43-7d5b6a8f9e05';

/** 2 slices of bread (70 g). */
export const BREAD_ITEM: RecipeItem = {
  '@id': '/api/recipe_items/5abf0ea7-cfa8-4b6d-8f54-8e6c7b9a0f06',
  '@type': 'RecipeItem',
  ...STORED_AT,
  uuid: '5abf0ea7-cfa8-4b6d-8f54-8e6c7b9a0f06',
  product: { '@id': BREAD['@id'], '@type': 'Product', uuid: BREAD.uuid, name: 'Bread', unit: 'gram', deleted: false },
  portion: { '@id': BREAD.portions[0]!['@id'], uuid: BREAD.portions[0]!.uuid, name: '1 slice', amount: 35 },
  amount: 0,
  quantity: 2,
  totalAmount: 70,
  effectiveNutrients: nutrients({ calories: 175, proteins: 6.3, totalCarbohydrates: 31.5, totalFat: 2.1 }),
};

/** 30 g of a butter that has since been deleted. */
export const BUTTER_ITEM: RecipeItem = {
  '@id': '/api/recipe_items/6bc01fb8-d0b9-4c7e-a065-9f7d8cab1a07',
  '@type': 'RecipeItem',
  ...STORED_AT,
  uuid: '6bc01fb8-d0b9-4c7e-a065-9f7d8cab1a07',
  product: { '@id': BUTTER['@id'], '@type': 'Product', uuid: BUTTER.uuid, name: 'Butter', unit: 'gram', deleted: true },
  portion: null,
  amount: 30,
  quantity: 0,
  totalAmount: 30,
  effectiveNutrients: nutrients({ calories: 216, proteins: 0.21, totalCarbohydrates: 0.18, totalFat: 24.3 }),
};

/** Bread with butter: 250 g in all (391 kcal), one portion "1 sandwich" of 125 g. */
export const RECIPE: Recipe = {
  '@context': '/api/contexts/Recipe',
  '@id': `/api/recipes/${RECIPE_UUID}`,
  '@type': 'Recipe',
  ...STORED_AT,
  uuid: RECIPE_UUID,
  name: 'Buttered bread',
  unit: 'gram',
  unitSize: 250,
  effectiveNutrients: nutrients({
    calories: 391,
    proteins: 6.51,
    totalCarbohydrates: 31.68,
    totalFat: 26.4,
    salt: 1.2,
  }),
  portions: [
    portion(
      '7cd120c9-e1ca-4d8f-b176-a08e9dbc2b08',
      '1 sandwich',
      125,
      nutrients({ calories: 195.5, proteins: 3.255, totalCarbohydrates: 15.84, totalFat: 13.2, salt: 0.6 }),
    ),
  ],
  items: [BREAD_ITEM, BUTTER_ITEM],
};
