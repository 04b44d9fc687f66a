import { rankReferenceFood } from '../ranking';
import type { ReferenceCatalogue, ReferenceFood } from '../repository';

/*
 * Small reference catalogues for tests of the search, without files or a database: each food named by its SR
 * long name (ranked as the import ranks it), with any other names in English or Dutch.
 */

export interface TestFood {
  ndbNo: string;
  name: string;
  foodGroup?: string;
  english?: string[];
  dutch?: string[];
}

const NO_NUTRIENTS = {
  calories: 0,
  totalFat: 0,
  saturatedFat: 0,
  totalCarbohydrates: 0,
  sugars: 0,
  fibers: 0,
  proteins: 0,
  salt: 0,
  water: 0,
  caffeine: 0,
  potassium: 0,
};

export function testCatalogue(foods: readonly TestFood[]): ReferenceCatalogue {
  return {
    fingerprint: null,
    foods: foods.map(({ ndbNo, name, foodGroup = '1100' }): ReferenceFood => {
      const ranking = rankReferenceFood({ description: name, foodGroup, manufacturer: null });
      return {
        ndbNo,
        name,
        foodGroup,
        nutrients: NO_NUTRIENTS,
        isRaw: ranking.isRaw,
        isBranded: ranking.isBranded,
        rankBias: ranking.rankBias,
      };
    }),
    names: foods.flatMap(({ ndbNo, name, english = [], dutch = [] }) => [
      { ndbNo, name, language: 'en' as const },
      ...english.map((other) => ({ ndbNo, name: other, language: 'en' as const })),
      ...dutch.map((other) => ({ ndbNo, name: other, language: 'nl' as const })),
    ]),
    measures: new Map([['09040', [{ seq: 1, amount: 1, description: 'medium', grams: 118 }]]]),
  };
}
