import type * as v from 'valibot';
import type { dataImportSummarySchema, exportFileSchema, weightLogImportSummarySchema } from '@nutrilog/shared/schemas';

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

/** GET /api/export and the body of POST /api/import. */
export type DataExport = v.InferOutput<typeof exportFileSchema>;

export type ExportedProduct = DataExport['products'][number];
/** A portion of a product (recipe portions are inside their recipe). */
export type ExportedPortion = DataExport['portions'][number];
export type ExportedRecipe = DataExport['recipes'][number];
export type ExportedRecipeItem = ExportedRecipe['items'][number];
export type ExportedRecipePortion = ExportedRecipe['portions'][number];
/** An intake log as stored: a product or recipe log's nutrients are computed when read, a manual log's are its own. */
export type ExportedIntakeLog = DataExport['intakeLogs'][number];
export type ExportedGoal = DataExport['goals'][number];
export type ExportedWeightLog = DataExport['weightLogs'][number];

/** The answer of POST /api/import: how many rows of each kind were stored. */
export type DataImportSummary = v.InferOutput<typeof dataImportSummarySchema>;

/** The answer of POST /api/import/weight_logs.csv. */
export type WeightLogImportSummary = v.InferOutput<typeof weightLogImportSummarySchema>;
