import { parse } from 'csv-parse/sync';
import * as v from 'valibot';
import type { Violation, WeightCsvColumn } from '@nutrilog/shared/domain';
import { WEIGHT_CSV_MESSAGES, type WeightCsvRow, weightCsvRowSchema } from '@nutrilog/shared/schemas';
import { toViolations } from '../../http/validation';

/*
 * Reads a weight log CSV (POST /api/import/weight_logs.csv) with csv-parse: a header row naming the columns in
 * any order (case, spaces and underscores do not matter; "body fat" for body_fat_percentage), comma, semicolon or
 * tab separated (whichever the header uses most), an optional byte order mark, blank lines skipped. Violations
 * name the row as a spreadsheet numbers it (the header is row 1) and the column: `rows[3].weight`.
 */

const COLUMN_NAMES: Record<string, WeightCsvColumn> = {
  date: 'date',
  time: 'time',
  weight: 'weight',
  unit: 'unit',
  bodyfatpercentage: 'body_fat_percentage',
  bodyfat: 'body_fat_percentage',
};

export interface WeightCsvRecord {
  /** The row as a spreadsheet numbers it (header = 1). */
  row: number;
  values: WeightCsvRow;
}

export type WeightCsvReading = { records: WeightCsvRecord[] } | { violations: Violation[] };

const rowPath = (row: number, column?: string) => `rows[${row}]${column ? `.${column}` : ''}`;

/** The separator the header line uses most (a comma when it has none). */
function delimiterOf(text: string): string {
  const header = text.replace(/^\uFEFF/, '').split(/\r?\n/, 1)[0] ?? '';
  const counts = [',', ';', '\t'].map((delimiter) => [delimiter, header.split(delimiter).length] as const);
  return counts.reduce((best, candidate) => (candidate[1] > best[1] ? candidate : best))[0];
}

type Result<T> = { ok: T } | { violations: Violation[] };

function parseRows(text: string): Result<{ cells: string[]; row: number }[]> {
  try {
    const parsed = parse(text, {
      bom: true,
      delimiter: delimiterOf(text),
      skip_empty_lines: true,
      info: true,
    }) as unknown as {
      record: string[];
      info: { lines: number };
    }[];
    return { ok: parsed.map(({ record, info }) => ({ cells: record, row: info.lines })) };
  } catch (error) {
    // csv-parse's errors (its sync entry point has a CsvError class of its own, so instanceof cannot tell).
    const { code, lines } = error as { code?: unknown; lines?: unknown };
    if (typeof code !== 'string' || !(code.startsWith('CSV_') || code === 'INVALID_OPENING_QUOTE')) throw error;
    const line = typeof lines === 'number' ? lines : 1;
    const message =
      code === 'CSV_RECORD_INCONSISTENT_FIELDS_LENGTH' ? WEIGHT_CSV_MESSAGES.fieldCount : WEIGHT_CSV_MESSAGES.malformed;
    return { violations: [{ propertyPath: rowPath(line), message }] };
  }
}

/** The column of each header cell, or violations (unknown, repeated or missing columns). */
function readHeader(cells: string[], row: number): Result<(WeightCsvColumn | null)[]> {
  const violations: Violation[] = [];
  const columns = cells.map((cell) => COLUMN_NAMES[cell.toLowerCase().replace(/[\s_\-()%]+/g, '')] ?? null);
  const seen = new Set<WeightCsvColumn>();
  columns.forEach((column, index) => {
    if (column === null)
      violations.push({
        propertyPath: rowPath(row, cells[index]?.trim() || `column ${index + 1}`),
        message: WEIGHT_CSV_MESSAGES.unknownColumn,
      });
    else if (seen.has(column))
      violations.push({ propertyPath: rowPath(row, column), message: WEIGHT_CSV_MESSAGES.repeatedColumn });
    else seen.add(column);
  });
  if (!seen.has('date'))
    violations.push({ propertyPath: rowPath(row, 'date'), message: WEIGHT_CSV_MESSAGES.missingDate });
  if (!seen.has('weight'))
    violations.push({ propertyPath: rowPath(row, 'weight'), message: WEIGHT_CSV_MESSAGES.missingWeight });
  return violations.length > 0 ? { violations } : { ok: columns };
}

/** The file's rows, each validated with weightCsvRowSchema, or every violation of the file. */
export function readWeightCsv(text: string): WeightCsvReading {
  const rows = parseRows(text);
  if ('violations' in rows) return rows;
  const [header, ...body] = rows.ok;
  if (header === undefined || body.length === 0)
    return { violations: [{ propertyPath: '', message: WEIGHT_CSV_MESSAGES.empty }] };
  const headerColumns = readHeader(header.cells, header.row);
  if ('violations' in headerColumns) return headerColumns;
  const columns = headerColumns.ok;

  const records: WeightCsvRecord[] = [];
  const violations: Violation[] = [];
  for (const { cells, row } of body) {
    const input = Object.fromEntries(
      columns.flatMap((column, index) => (column === null ? [] : [[column, cells[index] ?? '']])),
    );
    const result = v.safeParse(weightCsvRowSchema, input, { abortPipeEarly: true });
    if (result.success) records.push({ row, values: result.output });
    else
      violations.push(
        ...toViolations(result.issues).map((violation) => ({
          ...violation,
          propertyPath: rowPath(row, violation.propertyPath),
        })),
      );
  }
  return violations.length > 0 ? { violations } : { records };
}
