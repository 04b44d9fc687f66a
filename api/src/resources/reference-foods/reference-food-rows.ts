import type { Insertable } from 'kysely';
import { nutrientColumnValues } from '../../db/nutrients';
import type { ReferenceFoodMeasuresTable, ReferenceFoodNamesTable, ReferenceFoodsTable } from '../../db/schema';
import { caffeineOf } from './caffeine';
import { DUTCH_FOOD_NAMES } from './dutch-names';
import { ENGLISH_FOOD_NAMES } from './english-names';
import { normalizeFoodName } from './normalize';
import { rankReferenceFood } from './ranking';
import type { AbbreviatedFood, FoodDescription, HouseholdMeasure } from './sr-files';
import { nutrientsFromAbbreviated } from './sr-nutrients';

/** The three SR files, parsed. */
export interface SrSource {
  abbreviated: AbbreviatedFood[];
  descriptions: FoodDescription[];
  weights: HouseholdMeasure[];
}

export interface ReferenceFoodRows {
  foods: Insertable<ReferenceFoodsTable>[];
  names: Insertable<ReferenceFoodNamesTable>[];
  measures: Insertable<ReferenceFoodMeasuresTable>[];
}

/** "YOGURT,GREEK,PLN,WHL MILK" → "Yogurt, greek, pln, whl milk": for foods that FOOD_DES lacks. */
export function readableShortDescription(shortDescription: string): string {
  const text = shortDescription
    .toLowerCase()
    .split(',')
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join(', ');
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** ComName's names ("hot dog, frank, wiener"); not the codes SR keeps there too ("NFSMI Recipe No. G-08"). */
const commonNamesOf = (description: FoodDescription | undefined) =>
  (description?.commonNames ?? '')
    .split(',')
    .map((name) => name.trim())
    .filter((name) => name !== '' && !/\d/.test(name));

/**
 * The rows of the reference tables: one food per ABBREV.txt record (named by FOOD_DES when it has the food),
 * its English names (the name, ComName's names and english-names.ts) and Dutch names (dutch-names.ts), and the
 * WEIGHT.txt measures
 * of the foods in ABBREV (SR26 measures of foods that SR28 dropped are left out).
 */
export function buildReferenceFoodRows(source: SrSource): ReferenceFoodRows {
  const descriptions = new Map(source.descriptions.map((description) => [description.ndbNo, description]));
  const names = new Map<string, Insertable<ReferenceFoodNamesTable>>();
  const addName = (ndbNo: string, language: 'en' | 'nl', name: string) => {
    const normalized = normalizeFoodName(name);
    const key = `${ndbNo} ${language} ${normalized}`;
    if (normalized !== '' && !names.has(key)) names.set(key, { ndb_no: ndbNo, language, name, normalized });
  };

  const foods = source.abbreviated.map((food): Insertable<ReferenceFoodsTable> => {
    const description = descriptions.get(food.ndbNo);
    const name = description?.longDescription ?? readableShortDescription(food.shortDescription);
    const ranking = rankReferenceFood({
      description: description?.longDescription ?? food.shortDescription,
      foodGroup: description?.foodGroup ?? null,
      manufacturer: description?.manufacturer ?? null,
    });
    addName(food.ndbNo, 'en', name);
    for (const commonName of commonNamesOf(description)) addName(food.ndbNo, 'en', commonName);
    return {
      ndb_no: food.ndbNo,
      name,
      short_name: food.shortDescription,
      food_group: description?.foodGroup ?? null,
      ...nutrientColumnValues(nutrientsFromAbbreviated(food.values, caffeineOf(food.ndbNo))),
      is_raw: ranking.isRaw,
      is_branded: ranking.isBranded,
      rank_bias: ranking.rankBias,
    };
  });

  const imported = new Set(foods.map((food) => food.ndb_no));
  for (const [name, ndbNo] of ENGLISH_FOOD_NAMES) if (imported.has(ndbNo)) addName(ndbNo, 'en', name);
  for (const [name, ndbNo] of DUTCH_FOOD_NAMES) if (imported.has(ndbNo)) addName(ndbNo, 'nl', name);
  const measures = source.weights
    .filter((measure) => imported.has(measure.ndbNo))
    .map(({ ndbNo, seq, amount, description, grams }) => ({ ndb_no: ndbNo, seq, amount, description, grams }));

  return { foods, names: [...names.values()], measures };
}
