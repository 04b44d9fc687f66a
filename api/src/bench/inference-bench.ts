import path from 'node:path';
import { connectPGlite } from '../db/connect';
import { migrateToLatest } from '../db/migrate';
import { measureLabelReading } from '../resources/image-inferences/label-benchmark';
import { measureLabelledPrompts } from '../resources/inference/labelled-prompts/measure-prompts';
import { referenceFoodIndexOf } from '../resources/reference-foods/food-index';
import { importReferenceFoods } from '../resources/reference-foods/importer';
import { describeMisses, measureRanking } from '../resources/reference-foods/measure-ranking';
import { RANKING_TABLE } from '../resources/reference-foods/ranking-table';

/*
 * The inference benchmarks, for bench/run.mjs (`pnpm bench`): the labelled prompts and the food search's ranking
 * table on the real SR copy (FOOD_DATA_DIR, else NUTRILOG_SHARED_DATA/usda-sr) in an in-memory PGlite, and the
 * generated label images through the OCR. Prints one line of JSON.
 */

function foodDataDir(): string {
  if (process.env.FOOD_DATA_DIR) return process.env.FOOD_DATA_DIR;
  if (process.env.NUTRILOG_SHARED_DATA) return path.join(process.env.NUTRILOG_SHARED_DATA, 'usda-sr');
  throw new Error('Set FOOD_DATA_DIR (the USDA SR files) or NUTRILOG_SHARED_DATA (the shared data folder).');
}

const handle = await connectPGlite();
try {
  await migrateToLatest(handle.db);
  await importReferenceFoods(handle.db, foodDataDir());
  const prompts = await measureLabelledPrompts(handle.db);
  const index = await referenceFoodIndexOf(handle.db);
  if (!index) throw new Error('The reference foods were not imported.');
  const measured = measureRanking(index, RANKING_TABLE);
  const { cases, first, topThree, msMedian, msP95, msMax } = measured;
  const ranking = { cases, first, topThree, msMedian, msP95, msMax, misses: describeMisses(measured) };
  const labels = await measureLabelReading();
  console.log(JSON.stringify({ prompts, ranking, labels }));
} finally {
  await handle.close();
}
