import { stringify } from 'csv-stringify/sync';
import { WEIGHT_CSV_COLUMNS } from '@nutrilog/shared/domain';
import { NUTRIENT_BY_KEY, NUTRIENT_KEYS } from '@nutrilog/shared/nutrients';
import { NUTRIENT_FIELD_NAMES } from '@nutrilog/shared/schemas';
import type { DB } from '../../db/schema';
import { localDays } from '../intake-logs/local-days';
import { logNutrients, recipeSourcesOf } from '../intake-logs/log-nutrients';
import { listIntakeLogViews } from '../intake-logs/repository';
import { listWeightLogs } from '../weight-logs/repository';

/*
 * CSV files for spreadsheets: UTF-8 with a byte order mark (so Excel reads accents), a header row, CRLF line ends
 * (RFC 4180), one row per log, oldest first; dates and times local to the request's time zone; numbers with a dot
 * and no grouping. Computed numbers are rounded to 3 decimals, stored ones written as stored.
 */

const EVERY_ROW = { enabled: false, page: 1, itemsPerPage: 1 };

/** `fat_g`, `water_ml`: the nutrient's English name and unit. */
const nutrientColumn = (key: (typeof NUTRIENT_KEYS)[number]) =>
  `${NUTRIENT_FIELD_NAMES[key].toLowerCase().replace(/ /g, '_')}_${NUTRIENT_BY_KEY[key].unit}`;

export const INTAKE_CSV_COLUMNS = [
  'date',
  'time',
  'type',
  'name',
  'portion',
  'quantity',
  'amount',
  'total_amount',
  'unit',
  ...NUTRIENT_KEYS.map(nutrientColumn),
] as const;

const rounded = (value: number) => String(Math.round(value * 1000) / 1000);

function toCsv(columns: readonly string[], rows: string[][]): string {
  return stringify(rows, { bom: true, header: true, columns: [...columns], record_delimiter: 'windows' });
}

/** Every intake log of the user with what it was and its computed nutrients. */
export async function intakeLogsCsv(db: DB, userUuid: string, timeZone: string): Promise<string> {
  const days = localDays(timeZone);
  const { rows: logs } = await listIntakeLogViews(db, userUuid, { order: 'asc' }, EVERY_ROW);
  const recipeSources = await recipeSourcesOf(db, userUuid, logs);
  const rows = logs.map((log) => {
    const { totalAmount, effectiveNutrients } = logNutrients(log, recipeSources);
    const portion = log.type === 'product' ? log.portion_name : log.type === 'recipe' ? log.recipe_portion_name : null;
    const name = log.type === 'product' ? log.product_name : log.type === 'recipe' ? log.recipe_name : log.description;
    const unit = log.type === 'product' ? log.product_unit : log.type === 'recipe' ? log.recipe_unit : null;
    const byPortion = portion !== null;
    return [
      days.dateOf(log.date),
      days.timeOf(log.date),
      log.type,
      name ?? '',
      portion ?? '',
      byPortion ? String(log.quantity) : '',
      !byPortion && log.type !== 'manual' ? String(log.amount) : '',
      log.type === 'manual' ? '' : rounded(totalAmount),
      unit ?? '',
      ...NUTRIENT_KEYS.map((key) => rounded(effectiveNutrients[key])),
    ];
  });
  return toCsv(INTAKE_CSV_COLUMNS, rows);
}

/** Every weight log of the user, in the columns that POST /api/import/weight_logs.csv reads back. */
export async function weightLogsCsv(db: DB, userUuid: string, timeZone: string): Promise<string> {
  const days = localDays(timeZone);
  const { rows: logs } = await listWeightLogs(db, userUuid, { order: 'asc' }, EVERY_ROW);
  const rows = logs.map((log) => [
    days.dateOf(log.date),
    days.timeOf(log.date),
    String(log.weight),
    log.unit,
    log.body_fat_percentage === null ? '' : String(log.body_fat_percentage),
  ]);
  return toCsv(WEIGHT_CSV_COLUMNS, rows);
}
