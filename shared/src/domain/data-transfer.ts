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
