/*
 * The USDA SR ASCII format: one record per line (CRLF; blank lines between records occur), fields separated by
 * `^`, text fields wrapped in `~`, Latin-1 encoded. An empty field (`^^` or `~~`) means "no value", not zero.
 */

/** A field as read: its text without the tildes, or null when empty. */
export type SrField = string | null;

/** A file that does not read as SR data; the message names the file and line. */
export class SrFormatError extends Error {
  override name = 'SrFormatError';
}

/** Where a record comes from, for messages. */
export interface SrLocation {
  file: string;
  line: number;
}

export interface SrRecord {
  fields: SrField[];
  at: SrLocation;
}

const where = (at: SrLocation) => `${at.file} line ${at.line}`;

function readField(raw: string, at: SrLocation): SrField {
  const quoted = raw.startsWith('~');
  if (quoted !== (raw.length >= 2 && raw.endsWith('~')) || (!quoted && raw.includes('~'))) {
    throw new SrFormatError(`${where(at)}: unbalanced ~ in field "${raw}"`);
  }
  const text = (quoted ? raw.slice(1, -1) : raw).trim();
  return text === '' ? null : text;
}

/** The records of an SR file, each with exactly `fieldCount` fields (blank lines skipped). */
export function readSrRecords(content: Buffer, file: string, fieldCount: number): SrRecord[] {
  const records: SrRecord[] = [];
  content
    .toString('latin1')
    .split(/\r?\n/)
    .forEach((line, index) => {
      if (line.trim() === '') return;
      const at = { file, line: index + 1 };
      const raw = line.split('^');
      if (raw.length !== fieldCount)
        throw new SrFormatError(`${where(at)}: expected ${fieldCount} fields, found ${raw.length}`);
      records.push({ fields: raw.map((field) => readField(field, at)), at });
    });
  return records;
}

const DECIMAL = /^-?(\d+(\.\d*)?|\.\d+)$/;

/** A numeric field: its value, or null when empty. */
export function srNumber(record: SrRecord, index: number, name: string): number | null {
  const field = record.fields[index] ?? null;
  if (field === null) return null;
  if (!DECIMAL.test(field)) throw new SrFormatError(`${where(record.at)}: ${name} is not a number ("${field}")`);
  return Number(field);
}

/** A field that must be present. */
export function srRequired(record: SrRecord, index: number, name: string): string {
  const field = record.fields[index] ?? null;
  if (field === null) throw new SrFormatError(`${where(record.at)}: ${name} is empty`);
  return field;
}

/** A numeric field that must be present. */
export function srRequiredNumber(record: SrRecord, index: number, name: string): number {
  const value = srNumber(record, index, name);
  if (value === null) throw new SrFormatError(`${where(record.at)}: ${name} is empty`);
  return value;
}

/** NDB_No: five digits. */
export function srNdbNo(record: SrRecord, index = 0): string {
  const value = srRequired(record, index, 'NDB_No');
  if (!/^\d{5}$/.test(value)) throw new SrFormatError(`${where(record.at)}: NDB_No must be five digits ("${value}")`);
  return value;
}
