import type { Insertable } from 'kysely';
import { NUTRIENT_COLUMNS, type NutrientColumn, nutrientsOf } from '../../db/nutrients';
import type { ReferenceFoodsTable } from '../../db/schema';
import { buildReferenceFoodRows, type ReferenceFoodRows } from './reference-food-rows';
import type { ReferenceCatalogue, ReferenceFood, ReferenceFoodMeasure } from './repository';
import { parseSourceFiles, readSourceFiles } from './source-files';

/*
 * The reference catalogue made straight from the SR files, without a database: the same rows the import writes,
 * read back as loadReferenceCatalogue would. For tests and benchmarks of the search (a second, where an import
 * into PGlite takes several).
 */

const foodOf = (row: Insertable<ReferenceFoodsTable>): ReferenceFood => ({
  ndbNo: row.ndb_no,
  name: row.name,
  foodGroup: row.food_group ?? null,
  nutrients: nutrientsOf(
    Object.fromEntries(NUTRIENT_COLUMNS.map((column) => [column, row[column] ?? 0])) as Record<NutrientColumn, number>,
  ),
  isRaw: row.is_raw,
  isBranded: row.is_branded,
  rankBias: row.rank_bias,
});

/** The catalogue of the rows an import would write (sorted by NDB number, as loaded from the database). */
export function catalogueFromRows(rows: ReferenceFoodRows, fingerprint: string | null = null): ReferenceCatalogue {
  const measures = new Map<string, ReferenceFoodMeasure[]>();
  for (const { ndb_no: ndbNo, seq, amount, description, grams } of [...rows.measures].sort(
    (a, b) => a.ndb_no.localeCompare(b.ndb_no) || a.seq - b.seq,
  )) {
    const list = measures.get(ndbNo);
    const measure = { seq, amount, description, grams };
    if (list) list.push(measure);
    else measures.set(ndbNo, [measure]);
  }
  return {
    fingerprint,
    foods: rows.foods.map(foodOf).sort((a, b) => a.ndbNo.localeCompare(b.ndbNo)),
    names: rows.names
      .map(({ ndb_no: ndbNo, name, language }) => ({ ndbNo, name, language }))
      .sort((a, b) => a.ndbNo.localeCompare(b.ndbNo)),
    measures,
  };
}

/** Reads and parses the SR files of `directory` into a catalogue. */
export async function catalogueFromFiles(directory: string): Promise<ReferenceCatalogue> {
  const files = await readSourceFiles(directory);
  return catalogueFromRows(buildReferenceFoodRows(parseSourceFiles(files)), files.fingerprint);
}
