import { readSrRecords, srNdbNo, srNumber, srRequired, srRequiredNumber } from './sr-format';

/*
 * The three SR files the import reads, field by field (see ../shared/data/usda-sr/README.md). Values stay as
 * SR gives them: null where SR has no value.
 */

export const SR_FILES = { abbreviated: 'ABBREV.txt', descriptions: 'FOOD_DES.txt', weights: 'WEIGHT.txt' } as const;

/** The ABBREV.txt values the product's nutrients are made from, per 100 g; null = no value in SR. */
export interface AbbreviatedValues {
  water: number | null;
  energyKcal: number | null;
  protein: number | null;
  totalLipid: number | null;
  carbohydrate: number | null;
  fiber: number | null;
  sugars: number | null;
  potassiumMg: number | null;
  sodiumMg: number | null;
  saturatedFat: number | null;
}

export interface AbbreviatedFood {
  ndbNo: string;
  shortDescription: string;
  values: AbbreviatedValues;
}

/** ABBREV.txt columns (0-based) of the values we read; the file has 53. */
const ABBREV_FIELD_COUNT = 53;
const ABBREV_COLUMNS: Record<keyof AbbreviatedValues, [index: number, name: string]> = {
  water: [2, 'Water_(g)'],
  energyKcal: [3, 'Energ_Kcal'],
  protein: [4, 'Protein_(g)'],
  totalLipid: [5, 'Lipid_Tot_(g)'],
  carbohydrate: [7, 'Carbohydrt_(g)'],
  fiber: [8, 'Fiber_TD_(g)'],
  sugars: [9, 'Sugar_Tot_(g)'],
  potassiumMg: [14, 'Potassium_(mg)'],
  sodiumMg: [15, 'Sodium_(mg)'],
  saturatedFat: [44, 'FA_Sat_(g)'],
};

export function parseAbbreviated(content: Buffer): AbbreviatedFood[] {
  return readSrRecords(content, SR_FILES.abbreviated, ABBREV_FIELD_COUNT).map((record) => ({
    ndbNo: srNdbNo(record),
    shortDescription: srRequired(record, 1, 'Shrt_Desc'),
    values: Object.fromEntries(
      Object.entries(ABBREV_COLUMNS).map(([key, [index, name]]) => [key, srNumber(record, index, name)]),
    ) as unknown as AbbreviatedValues,
  }));
}

export interface FoodDescription {
  ndbNo: string;
  /** FdGrp_Cd, e.g. '0900' (Fruits and Fruit Juices). */
  foodGroup: string;
  longDescription: string;
  /** ComName: other names, comma-separated ("hamburger"); null when none. */
  commonNames: string | null;
  /** ManufacName: set for branded foods. */
  manufacturer: string | null;
}

export function parseDescriptions(content: Buffer): FoodDescription[] {
  return readSrRecords(content, SR_FILES.descriptions, 14).map((record) => ({
    ndbNo: srNdbNo(record),
    foodGroup: srRequired(record, 1, 'FdGrp_Cd'),
    longDescription: srRequired(record, 2, 'Long_Desc'),
    commonNames: record.fields[4] ?? null,
    manufacturer: record.fields[5] ?? null,
  }));
}

export interface HouseholdMeasure {
  ndbNo: string;
  seq: number;
  /** How many of the measure ("1" cup, "0.5" cup). */
  amount: number;
  /** Msre_Desc: "medium (7" to 7-7/8" long)", "cup, sliced". */
  description: string;
  /** Grams of `amount` of the measure. */
  grams: number;
}

export function parseWeights(content: Buffer): HouseholdMeasure[] {
  return readSrRecords(content, SR_FILES.weights, 7).map((record) => ({
    ndbNo: srNdbNo(record),
    seq: srRequiredNumber(record, 1, 'Seq'),
    amount: srRequiredNumber(record, 2, 'Amount'),
    description: srRequired(record, 3, 'Msre_Desc'),
    grams: srRequiredNumber(record, 4, 'Gm_Wgt'),
  }));
}
