import type { DB } from '../../db/schema';
import { insertPortion, insertProduct } from '../../testing/fixtures';
import { nutrients } from '../recipes/test-helpers';

export { nutrients };

export { jsonRequests as intakeLogRequests } from '../../testing/requests';

export const iri = {
  product: (uuid: string) => `/api/products/${uuid}`,
  recipe: (uuid: string) => `/api/recipes/${uuid}`,
  portion: (uuid: string) => `/api/portions/${uuid}`,
  log: (uuid: string) => `/api/intake_logs/${uuid}`,
};

/** Yoghurt: nutrients per 100 g, with a 150 g bowl portion. */
export async function insertYoghurt(db: DB, userUuid: string) {
  const yoghurt = await insertProduct(db, userUuid, {
    name: 'Yoghurt',
    nutrients: { calories: 60, proteins: 4, totalFat: 3, totalCarbohydrates: 4.5, salt: 0.125 },
  });
  const bowl = await insertPortion(db, userUuid, { product_uuid: yoghurt.uuid, name: '1 bowl', amount: 150 });
  return { yoghurt, bowl };
}

/** 2 bowls of yoghurt (300 g): 3 × its nutrients per 100 g. */
export const TWO_BOWLS_OF_YOGHURT = nutrients({
  calories: 180,
  proteins: 12,
  totalFat: 9,
  totalCarbohydrates: 13.5,
  salt: 0.375,
});
/** 50 g of yoghurt: half its nutrients per 100 g. */
export const FIFTY_GRAMS_OF_YOGHURT = nutrients({
  calories: 30,
  proteins: 2,
  totalFat: 1.5,
  totalCarbohydrates: 2.25,
  salt: 0.0625,
});
/** Half the rice bowl of recipes/test-helpers (250 of its 500 g): half BOWL_NUTRIENTS. */
export const HALF_A_RICE_BOWL = nutrients({
  calories: 370,
  proteins: 48,
  totalFat: 6,
  saturatedFat: 1.5,
  totalCarbohydrates: 28,
  fibers: 1,
  salt: 0.375,
  water: 90,
  potassium: 375,
});
