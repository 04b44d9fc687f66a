import type { TableStyle } from './label-style';
import type { NumberToken, PrintedUnit } from './label-token';

/*
 * The numbers of one nutrition-table row as OCR prints them, and what each may really have said. Tesseract's
 * usual slips on labels: 'g' read as '9' (or '49', '4g') after a number, 'O'/'o' for 0 and 'l'/'I' for 1,
 * and a decimal point that disappears ('225' for '22.5').
 */

/** One way to read a token, and how unlikely that reading is (0 = as printed). */
export interface Reading {
  value: number;
  cost: number;
}

const DIGIT_LIKE = /[0-9OoIl]/;
const LETTER = /\p{L}/u;
const UNIT_AFTER = /^\s*(mg|µg|ug|kcal|kca[l1i]|k[j\]l1]?|ml|gr?|%)(?!\p{L})/iu;
/** A lone '9' one space after a number is its 'g'. */
const LONE_NINE_AFTER = /^ 9(?![0-9.,:%\p{L}])/u;

function unitOf(text: string): PrintedUnit {
  const lower = text.toLowerCase();
  if (lower === 'ug' || lower === 'µg') return 'µg';
  if (lower.startsWith('kc')) return 'kcal';
  if (lower.startsWith('k')) return 'kj';
  if (lower === 'gr') return 'g';
  return lower as PrintedUnit;
}

const asDigits = (run: string) => run.replace(/[Oo]/g, '0').replace(/[Il]/g, '1').replace(/[,:]/g, '.');

/** The number-like runs of `text` in order, each with the unit printed right after it. */
export function numberTokens(text: string): NumberToken[] {
  const cleaned = text.replace(/[¢©®‘’“”"'~_|;*()[\]{}=+/\\]/g, ' ');
  const tokens: NumberToken[] = [];
  const runs = /[0-9OoIl<][0-9OoIl.,:]*/g;
  for (let match = runs.exec(cleaned); match !== null; match = runs.exec(cleaned)) {
    const start = match.index;
    let run = match[0].replace(/^</, '').replace(/[.,:]+$/, '');
    const before = cleaned[start - 1] ?? ' ';
    if (run === '' || LETTER.test(before)) continue;
    const rest = cleaned.slice(start + match[0].length);
    const unitMatch = UNIT_AFTER.exec(rest);
    const hasDigit = /[0-9]/.test(run);
    // Letters stand for digits only next to digits, or right before a unit ('lg' = 1 g).
    if (!hasDigit && !(unitMatch && unitMatch[1]!.toLowerCase().endsWith('g'))) continue;
    if (!unitMatch && LETTER.test(rest[0] ?? ' ')) continue;
    // '2.1.9': the 'g' of '2.1 g' read as '.9'.
    const gAsPointNine = unitMatch === null && /^[0-9OoIl]+[.,][0-9OoIl]+[.,]9$/.test(run);
    if (gAsPointNine) run = run.slice(0, -2);
    if ((run.match(/[.,:]/g) ?? []).length > 1) run = run.replace(/[.,:](?=.*[.,:])/g, '');
    if (!DIGIT_LIKE.test(run)) continue;
    let unit: PrintedUnit | null = unitMatch ? unitOf(unitMatch[1]!) : gAsPointNine ? 'g' : null;
    if (unit === null && LONE_NINE_AFTER.test(rest)) {
      unit = 'g';
      runs.lastIndex += 2;
    } else if (unitMatch) {
      runs.lastIndex += unitMatch[0].length;
    }
    const below = match[0].startsWith('<') || /<\s*$/.test(cleaned.slice(0, start));
    tokens.push({ raw: asDigits(run), unit, ...(below ? { below: true as const } : {}) });
  }
  return tokens;
}

function decimalsOf(raw: string): number {
  const point = raw.indexOf('.');
  return point === -1 ? 0 : raw.length - point - 1;
}

/** Labels print one decimal above 1 g and at most two below: more decimals suggest a unit read as digits. */
function decimalsCost(raw: string, value: number): number {
  const decimals = decimalsOf(raw);
  if (decimals >= 3) return 3;
  if (decimals === 2 && value >= 10) return 2;
  if (decimals === 2 && value >= 1) return 1;
  return 0;
}

/** '09' is 0.9 and '078' 0.78: a leading zero before a digit means a dropped decimal point. */
function withLeadingZeroPoint(raw: string): string {
  return /^0[0-9]/.test(raw) ? `0.${raw.slice(1)}` : raw;
}

/**
 * A whole number in a table that prints decimals: '21' more likely lost the point of '2.1', and '34g' is rather 3.4 g
 * than 3 g.
 */
const WHOLE_IN_DECIMAL_TABLE = 2;

interface Base {
  raw: string;
  cost: number;
}

/**
 * The plausible readings of a token in grams-or-so: as printed, without a trailing '9'/'49'/'4' that was the
 * 'g' (also before a 'g' that was read: '629g'), and with a dropped decimal point put back. The table's style
 * (label-style.ts) says which of these slips is likelier.
 */
export function readingsOf(token: NumberToken, style: TableStyle): Reading[] {
  const { raw } = token;
  const { unitsInCells } = style;
  const bases: Base[] = [];
  const strip = (suffix: string, cost: number) => {
    const rest = raw.slice(0, -suffix.length);
    if (raw.endsWith(suffix) && /[0-9]$/.test(rest)) bases.push({ raw: rest, cost });
  };
  if (token.unit === null) {
    bases.push({ raw, cost: unitsInCells ? 1 : 0 });
    strip('9', unitsInCells ? 0 : 1.5);
    strip('49', unitsInCells ? 0.5 : 2.5);
  } else {
    bases.push({ raw, cost: 0 });
    strip('4', 1);
    // '62 g' read as '629g': the space and the g's tail became a 9.
    strip('9', 1);
  }
  const readings = new Map<number, number>();
  const add = (text: string, cost: number) => {
    const printed = Number(withLeadingZeroPoint(text));
    if (!Number.isFinite(printed)) return;
    const whole = !withLeadingZeroPoint(text).includes('.') && printed !== 0;
    const total =
      cost +
      decimalsCost(withLeadingZeroPoint(text), printed) +
      (whole && style.printsDecimals ? WHOLE_IN_DECIMAL_TABLE : 0);
    const value = amountOf(token, printed);
    if (!readings.has(value) || readings.get(value)! > total) readings.set(value, total);
  };
  for (const base of bases) {
    add(base.raw, base.cost);
    if (base.raw.includes('.') || base.raw.startsWith('0') || base.raw.length < 2) continue;
    add(`${base.raw.slice(0, -1)}.${base.raw.slice(-1)}`, base.cost + 1.5);
    if (base.raw.length >= 3) add(`${base.raw.slice(0, -2)}.${base.raw.slice(-2)}`, base.cost + 2.5);
  }
  return [...readings].map(([value, cost]) => ({ value, cost })).sort((a, b) => a.cost - b.cost);
}

/** The amount a printed number stands for: itself, or half of it after '<' (somewhere between none and it). */
const amountOf = (token: NumberToken, printed: number) => (token.below ? printed / 2 : printed);

/** A number as printed, letters read as digits; for kJ, kcal and mg amounts, where no unit repair applies. */
export function plainValue(token: NumberToken): number {
  return amountOf(token, Number(withLeadingZeroPoint(token.raw)));
}
