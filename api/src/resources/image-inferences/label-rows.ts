import type { ProductUnit } from '@nutrilog/shared/domain';

/*
 * What each line of an OCR'd nutrition table is: which nutrient its label names (English, Dutch, German, and
 * the words OCR usually keeps of them), and where the header says the per-100 g/ml column is.
 */

export type RowKind =
  | 'energy'
  | 'fat'
  | 'saturates'
  | 'carbohydrate'
  | 'sugars'
  | 'fibre'
  | 'protein'
  | 'salt'
  | 'sodium'
  | 'potassium'
  | 'caffeine';

/** Rows that must never be read as one of ours: unsaturates, trans fat, added sugars, starch, polyols… */
const IGNORED = new RegExp(
  [
    'unsatur|onverzadigd|ungesatt|ungesaett|trans|mono|poly|added|toegevoegd',
    'zetmeel|starch|starke|cholesterol|alcohol|meervoudig|enkelvoudig',
  ].join('|'),
);

/** In order: the first that matches names the row ('of which saturates' before 'fat'). */
const ROW_PATTERNS: readonly [RowKind, RegExp][] = [
  ['energy', /energ|brennwert|calorie|kalorie/],
  ['saturates', /satur|verzadigd|gesatt|gesaett|ges\. ?fett/],
  ['sugars', /sugar|suiker|zucker|sucres/],
  ['fibre', /fib[re]|vezel|ballast/],
  ['carbohydrate', /carbo|koolhyd|kohlenhyd|glucides/],
  ['protein', /protei|prot[eé]in|eiwit|eiwei/],
  ['fat', /\bfat\b|\bvet\b|\bvetten\b|\bfett\b|\bfat,|\bgrassi\b/],
  ['sodium', /sodium|natrium/],
  ['salt', /\bsalt\b|\bzout\b|\bsalz\b/],
  ['potassium', /\bpotassium\b|\bkalium\b/],
  ['caffeine', /caff?e[ií]n|koffein/],
];

/** Lowercase, without diacritics (cafeïne → cafeine, gesättigte → gesattigte). */
export function normalizeLabel(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
}

/** The text before the first digit: where a row's label is. */
export function labelPart(line: string): string {
  const firstDigit = line.search(/[0-9]/);
  return firstDigit === -1 ? line : line.slice(0, firstDigit);
}

/**
 * The nutrient a line's label names, or null. A bare 'of which' / 'waarvan' / 'davon' that OCR garbled is
 * read by what it follows: saturates after fat, sugars after carbohydrate; a garbled 'Salt' after protein is salt.
 */
export function rowKindOf(line: string, previous: RowKind | null): RowKind | null {
  const label = normalizeLabel(labelPart(line));
  if (IGNORED.test(label)) return null;
  for (const [kind, pattern] of ROW_PATTERNS) if (pattern.test(label)) return kind;
  // 'Salt' read as 'Sat' or 'Sal1': the last row, after protein.
  if (previous === 'protein' && /^\W*sa[lt1i|]{1,2}\W*$/.test(label)) return 'salt';
  if (/of ?which|waarvan|davon/.test(label)) {
    if (previous === 'fat') return 'saturates';
    if (previous === 'carbohydrate') return 'sugars';
  }
  return null;
}

/** 'per 100 g', 'pro 100ml', and the OCR forms '1009' and '100 mI'. */
const BASIS = /100\s*(m[l1i|]|g|9)(?![0-9])/i;
const MILLILITRE_BASIS = /100\s*m[l1i|](?![a-z])/i;
const COLUMN_START = /\b(?:per|pro|je|par)\b/gi;

export interface TableLayout {
  /** The first line of the table (its header, or the first line when none was found). */
  firstLine: number;
  unit: ProductUnit;
  /** Which value column (0 = first; %RI columns not counted) holds the per-100 values. */
  per100Column: number;
}

/** Where the table starts, its basis (gram unless the header says 100 ml) and which column is per 100. */
export function tableLayout(lines: readonly string[]): TableLayout {
  const firstRow = lines.findIndex((line) => rowKindOf(line, null) !== null);
  const searchEnd = firstRow === -1 ? lines.length : firstRow + 1;
  const headerIndex = lines.slice(0, searchEnd).findIndex((line) => BASIS.test(line));
  if (headerIndex === -1) {
    const unit = lines.some((line) => MILLILITRE_BASIS.test(line)) ? 'milliliter' : 'gram';
    return { firstLine: 0, unit, per100Column: 0 };
  }
  const header = lines[headerIndex]!;
  const starts = [...header.matchAll(COLUMN_START)].map((match) => match.index);
  const columns = starts.map((start, i) => header.slice(start, starts[i + 1] ?? header.length));
  const per100Column = Math.max(
    0,
    columns.findIndex((column) => BASIS.test(column)),
  );
  return { firstLine: headerIndex, unit: MILLILITRE_BASIS.test(header) ? 'milliliter' : 'gram', per100Column };
}
