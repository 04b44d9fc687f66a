import { NUTRIENT_KEYS, type NutrientKey, type Nutrients } from '@nutrilog/shared/nutrients';

/** `totalFat` → `total_fat`, at the type level. */
type SnakeCase<S extends string> = S extends `${infer Head}${infer Tail}`
  ? `${Head extends Lowercase<Head> ? Head : `_${Lowercase<Head>}`}${SnakeCase<Tail>}`
  : S;

/** The column of a nutrient: its key in snake case (`totalFat` → `total_fat`). */
export type NutrientColumn = SnakeCase<NutrientKey>;

export const nutrientColumn = <K extends NutrientKey>(key: K) =>
  key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`) as SnakeCase<K>;

/** The eleven nutrient columns, in catalogue order. */
export const NUTRIENT_COLUMNS: readonly NutrientColumn[] = NUTRIENT_KEYS.map(nutrientColumn);

/** The nutrients of a row that has the eleven columns. */
export function nutrientsOf(row: Record<NutrientColumn, number>): Nutrients {
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [key, row[nutrientColumn(key)]])) as Nutrients;
}

/** The eleven columns of `nutrients` (absent keys: 0), for inserts and updates. */
export function nutrientColumnValues(nutrients: Partial<Nutrients>): Record<NutrientColumn, number> {
  return Object.fromEntries(NUTRIENT_KEYS.map((key) => [nutrientColumn(key), nutrients[key] ?? 0])) as Record<
    NutrientColumn,
    number
  >;
}
