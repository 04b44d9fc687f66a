import type { Selectable } from 'kysely';
import type { Nutrients } from '@nutrilog/shared/nutrients';
import { NUTRIENT_COLUMNS, type NutrientColumn, nutrientsOf } from '../../db/nutrients';
import type { DB, ReferenceFoodsTable } from '../../db/schema';
import { normalizeFoodName } from './normalize';
import type { ReferenceFoodRows } from './reference-food-rows';

/*
 * The reference food tables. Like the barcode cache, and unlike every other repository, these take no user:
 * they hold global USDA SR data that every user reads and no user's data.
 */

/** Rows per INSERT: multi-row statements are what makes a bulk insert fast on PGlite. */
const CHUNK_SIZE = 500;

export interface ReferenceFoodImport {
  fingerprint: string;
  foods: number;
  names: number;
  measures: number;
  importedAt: Date;
}

export interface ReferenceFood {
  ndbNo: string;
  name: string;
  foodGroup: string | null;
  /** Per 100 g. */
  nutrients: Nutrients;
  isRaw: boolean;
  isBranded: boolean;
  rankBias: number;
}

export interface ReferenceFoodMeasure {
  seq: number;
  amount: number;
  description: string;
  grams: number;
}

type ReferenceFoodRow = Pick<
  Selectable<ReferenceFoodsTable>,
  'ndb_no' | 'name' | 'food_group' | 'is_raw' | 'is_branded' | 'rank_bias' | NutrientColumn
>;

const toReferenceFood = (row: ReferenceFoodRow): ReferenceFood => ({
  ndbNo: row.ndb_no,
  name: row.name,
  foodGroup: row.food_group,
  nutrients: nutrientsOf(row),
  isRaw: row.is_raw,
  isBranded: row.is_branded,
  rankBias: row.rank_bias,
});

function chunks<T>(rows: readonly T[]): T[][] {
  const result: T[][] = [];
  for (let start = 0; start < rows.length; start += CHUNK_SIZE) result.push(rows.slice(start, start + CHUNK_SIZE));
  return result;
}

export async function findReferenceFoodImport(db: DB): Promise<ReferenceFoodImport | undefined> {
  const row = await db.selectFrom('reference_food_imports').selectAll().executeTakeFirst();
  return (
    row && {
      fingerprint: row.fingerprint,
      foods: row.foods,
      names: row.names,
      measures: row.measures,
      importedAt: row.imported_at,
    }
  );
}

/** Replaces every reference row and the import record. Run it in a transaction: it deletes first. */
export async function replaceReferenceFoods(trx: DB, rows: ReferenceFoodRows, fingerprint: string): Promise<void> {
  for (const table of [
    'reference_food_imports',
    'reference_food_names',
    'reference_food_measures',
    'reference_foods',
  ] as const) {
    await trx.deleteFrom(table).execute();
  }
  for (const chunk of chunks(rows.foods)) await trx.insertInto('reference_foods').values(chunk).execute();
  for (const chunk of chunks(rows.names)) await trx.insertInto('reference_food_names').values(chunk).execute();
  for (const chunk of chunks(rows.measures)) await trx.insertInto('reference_food_measures').values(chunk).execute();
  await trx
    .insertInto('reference_food_imports')
    .values({ fingerprint, foods: rows.foods.length, names: rows.names.length, measures: rows.measures.length })
    .execute();
}

/** The foods with a name that normalizes to the same text, in any language or the one given; best rank first. */
export async function findReferenceFoodsByName(db: DB, text: string, language?: 'en' | 'nl'): Promise<ReferenceFood[]> {
  const normalized = normalizeFoodName(text);
  const rows = await db
    .selectFrom('reference_foods as f')
    .select([
      'f.ndb_no',
      'f.name',
      'f.food_group',
      'f.is_raw',
      'f.is_branded',
      'f.rank_bias',
      ...NUTRIENT_COLUMNS.map((column) => `f.${column}` as const),
    ])
    .where(({ exists, selectFrom }) =>
      exists(
        selectFrom('reference_food_names as n')
          .select('n.ndb_no')
          .whereRef('n.ndb_no', '=', 'f.ndb_no')
          .where('n.normalized', '=', normalized)
          .$call((names) => (language === undefined ? names : names.where('n.language', '=', language))),
      ),
    )
    .orderBy('f.rank_bias', 'desc')
    .orderBy('f.ndb_no')
    .execute();
  return rows.map(toReferenceFood);
}

/** A food's household measures (WEIGHT.txt), in SR's order. */
export async function findReferenceFoodMeasures(db: DB, ndbNo: string): Promise<ReferenceFoodMeasure[]> {
  return db
    .selectFrom('reference_food_measures')
    .select(['seq', 'amount', 'description', 'grams'])
    .where('ndb_no', '=', ndbNo)
    .orderBy('seq')
    .execute();
}

/** Every reference food with its names and household measures: what the inference engine searches in memory. */
export interface ReferenceCatalogue {
  fingerprint: string | null;
  foods: ReferenceFood[];
  /** Every name of every food, in either language. */
  names: { ndbNo: string; name: string; language: 'en' | 'nl' }[];
  measures: Map<string, ReferenceFoodMeasure[]>;
}

/** Loads the whole reference table (three queries; about 9,000 foods and 15,000 measures for SR 28). */
export async function loadReferenceCatalogue(db: DB): Promise<ReferenceCatalogue> {
  const [current, foodRows, names, measureRows] = await Promise.all([
    findReferenceFoodImport(db),
    db
      .selectFrom('reference_foods')
      .select(['ndb_no', 'name', 'food_group', 'is_raw', 'is_branded', 'rank_bias', ...NUTRIENT_COLUMNS])
      .orderBy('ndb_no')
      .execute(),
    db.selectFrom('reference_food_names').select(['ndb_no as ndbNo', 'name', 'language']).orderBy('ndb_no').execute(),
    db
      .selectFrom('reference_food_measures')
      .select(['ndb_no', 'seq', 'amount', 'description', 'grams'])
      .orderBy('ndb_no')
      .orderBy('seq')
      .execute(),
  ]);
  const measures = new Map<string, ReferenceFoodMeasure[]>();
  for (const { ndb_no: ndbNo, ...measure } of measureRows) {
    const list = measures.get(ndbNo);
    if (list) list.push(measure);
    else measures.set(ndbNo, [measure]);
  }
  return {
    fingerprint: current?.fingerprint ?? null,
    foods: foodRows.map(toReferenceFood),
    names,
    measures,
  };
}
