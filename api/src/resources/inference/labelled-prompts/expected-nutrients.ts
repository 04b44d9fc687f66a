import { type Nutrients, scaleNutrients, sumNutrients } from '@nutrilog/shared/nutrients';
import { NUTRIENT_COLUMNS, nutrientsOf } from '../../../db/nutrients';
import type { DB } from '../../../db/schema';
import type { LabelledPrompt } from './labelled-prompts';

/** Nutrients per 100 g of every food the prompts are labelled with, read from the imported reference table. */
export async function labelledFoodValues(
  db: DB,
  prompts: readonly LabelledPrompt[],
): Promise<ReadonlyMap<string, Nutrients>> {
  const ndbNos = [...new Set(prompts.flatMap((prompt) => prompt.foods.map((food) => food.ndbNo)))];
  const rows = await db
    .selectFrom('reference_foods')
    .select(['ndb_no', ...NUTRIENT_COLUMNS])
    .where('ndb_no', 'in', ndbNos)
    .execute();
  const values = new Map(rows.map((row) => [row.ndb_no, nutrientsOf(row)]));
  const missing = ndbNos.filter((ndbNo) => !values.has(ndbNo));
  if (missing.length > 0)
    throw new Error(`The reference table has no food ${missing.join(', ')}: import the SR files first.`);
  return values;
}

/** What the prompt's foods hold: Σ grams × the food's values per 100 g. */
export function expectedNutrients(prompt: LabelledPrompt, values: ReadonlyMap<string, Nutrients>): Nutrients {
  return sumNutrients(
    prompt.foods.map(({ ndbNo, grams }) => {
      const per100g = values.get(ndbNo);
      if (!per100g) throw new Error(`No reference values for ${ndbNo} (prompt "${prompt.prompt}").`);
      return scaleNutrients(per100g, grams / 100);
    }),
  );
}
