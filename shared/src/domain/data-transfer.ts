import type { Nutrients } from '@nutrilog/shared/nutrients';
import type { Locale } from './auth';
import type { GoalType } from './goals';
import type { IntakeLogType } from './intake-logs';
import type { ProductUnit } from './products';

/** The `format` of every export file; a file without it is not a Nutrilog export. */
export const EXPORT_FORMAT = 'nutrilog-export';
/** The version of the export format this code writes and reads. */
export const EXPORT_VERSION = 1;

/** The endpoints of export and import (docs/api.md, "Export and import"). */
export const DATA_TRANSFER_PATHS = {
  exportJson: '/api/export',
  exportIntakeLogsCsv: '/api/export/intake_logs.csv',
  exportWeightLogsCsv: '/api/export/weight_logs.csv',
  importJson: '/api/import',
  importWeightLogsCsv: '/api/import/weight_logs.csv',
} as const;

/** Largest body POST /api/import accepts (413 above). */
export const MAX_IMPORT_JSON_BYTES = 32 * 1024 * 1024;
/** Largest body POST /api/import/weight_logs.csv accepts (413 above). */
export const MAX_IMPORT_CSV_BYTES = 2 * 1024 * 1024;

/** The header of the weight log CSV, as exported and as imported (date and weight required). */
export const WEIGHT_CSV_COLUMNS = ['date', 'time', 'weight', 'unit', 'body_fat_percentage'] as const;
export type WeightCsvColumn = (typeof WEIGHT_CSV_COLUMNS)[number];

/*
 * The export file. Rows refer to each other by the uuids of the file (productUuid, portionUuid, …); an import
 * gives every row a new uuid and remaps the references. Timestamps are ISO 8601 in UTC with microseconds.
 */

export interface ExportedProduct {
  uuid: string;
  name: string;
  unit: ProductUnit;
  nutrientsPer: number;
  nutrients: Nutrients;
  favorite: boolean;
  barcode: string | null;
  /**
   * The food of the food database it was made from (`reference:09040`, `openFoodFacts:<barcode>`), or null: its
   * `origin`. An import also reads files written before the food database, which lack it.
   */
  sourceFood: string | null;
  createdAt: string;
  updatedAt: string;
  /** Set when the product was deleted (soft delete): its logs and recipe items still refer to it. */
  deletedAt: string | null;
}

/** A portion of a product (recipe portions are inside their recipe). */
export interface ExportedPortion {
  uuid: string;
  productUuid: string;
  name: string;
  amount: number;
  createdAt: string;
  updatedAt: string;
}

export interface ExportedRecipePortion {
  uuid: string;
  name: string;
  amount: number;
  createdAt: string;
  updatedAt: string;
}

export interface ExportedRecipeItem {
  uuid: string;
  productUuid: string;
  /** A portion of the item's product, or null when the item is an amount. */
  portionUuid: string | null;
  amount: number;
  quantity: number;
  createdAt: string;
  updatedAt: string;
}

export interface ExportedRecipe {
  uuid: string;
  name: string;
  unit: ProductUnit;
  unitSize: number;
  createdAt: string;
  updatedAt: string;
  deletedAt: string | null;
  items: ExportedRecipeItem[];
  portions: ExportedRecipePortion[];
}

/** An intake log as stored: a product or recipe log's nutrients are computed when read, a manual log's are its own. */
export interface ExportedIntakeLog {
  uuid: string;
  type: IntakeLogType;
  date: string;
  description: string | null;
  amount: number;
  quantity: number;
  nutrients: Nutrients;
  productUuid: string | null;
  portionUuid: string | null;
  recipeUuid: string | null;
  recipePortionUuid: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ExportedGoal {
  uuid: string;
  nutrient: keyof Nutrients;
  goalType: GoalType;
  value: number;
  startDate: string | null;
  endDate: string | null;
  createdAt: string;
  updatedAt: string;
}

export interface ExportedWeightLog {
  uuid: string;
  date: string;
  weight: number;
  bodyFatPercentage: number | null;
  unit: string;
  createdAt: string;
  updatedAt: string;
}

/** GET /api/export and the body of POST /api/import. */
export interface DataExport {
  format: typeof EXPORT_FORMAT;
  version: typeof EXPORT_VERSION;
  exportedAt: string;
  /** The email says whose data it is; an import takes only the preferred locale. */
  profile: { email: string; preferredLocale: Locale };
  products: ExportedProduct[];
  portions: ExportedPortion[];
  recipes: ExportedRecipe[];
  intakeLogs: ExportedIntakeLog[];
  goals: ExportedGoal[];
  weightLogs: ExportedWeightLog[];
}

/** The answer of POST /api/import: how many rows of each kind were stored. */
export interface DataImportSummary {
  '@type': 'DataImport';
  products: number;
  portions: number;
  recipes: number;
  recipeItems: number;
  intakeLogs: number;
  goals: number;
  weightLogs: number;
}

/** The answer of POST /api/import/weight_logs.csv. */
export interface WeightLogImportSummary {
  '@type': 'WeightLogImport';
  /** Rows stored as new weight logs. */
  imported: number;
  /** Rows left out because an existing log (or an earlier row) has the same minute, weight, unit and body fat. */
  skipped: number;
}
