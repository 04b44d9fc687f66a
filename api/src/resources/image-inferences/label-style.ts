import type { NumberToken } from './label-token';

/*
 * How a nutrition table prints its gram values, judged from all of its cells at once: whether each number is
 * followed by a unit, and whether the values carry decimals. Both tell which OCR slip a single cell more
 * likely suffered: a unit read as digits ('12.59'), or a decimal point lost ('21g' for '2.1g').
 */

export interface TableStyle {
  /** The table prints a unit after its numbers, so that a number without one lost it to OCR ('12.59'). */
  unitsInCells: boolean;
  /**
   * The table prints its values of 10 g or more with a decimal, so that a whole number of two digits or more probably
   * lost its point.
   */
  printsDecimals: boolean;
}

type Evidence = 'decimals' | 'whole' | null;

/**
 * What a cell says about how the table prints values of 10 g or more: with a decimal ('22.6', or '1189' that can
 * only be 11.8 g with its point lost), as a whole number ('17', which may also be 1.7), or nothing (under 10 g).
 */
function evidenceOf(raw: string): Evidence {
  const point = raw.indexOf('.');
  if (point !== -1) return point >= 2 && !raw.startsWith('0') ? 'decimals' : null;
  if (raw.startsWith('0')) return null;
  // Without a 'g' read as '9' or '49' ('1749' for '17 g').
  const digits = raw.length >= 3 ? raw.replace(/4?9$/, '') : raw;
  if (digits.length >= 3 && Number(digits) > 100) return 'decimals';
  return digits.length >= 2 ? 'whole' : null;
}

/**
 * Tables that print '22.6 g' also print '21.0 g': from a third of the values over 10 g with decimals on, the table is
 * one of them.
 */
const DECIMAL_SHARE = 1 / 3;

export function tableStyle(tokens: readonly NumberToken[]): TableStyle {
  const endingInNine = tokens.filter((token) => token.unit === null && token.raw.endsWith('9')).length;
  const unitsInCells =
    tokens.some((token) => token.unit === 'g' || token.unit === 'mg') ||
    (tokens.length > 0 && endingInNine / tokens.length >= 0.4);
  const evidence = tokens.map((token) => evidenceOf(token.raw)).filter((found) => found !== null);
  const decimals = evidence.filter((found) => found === 'decimals').length;
  const printsDecimals = decimals > 0 && decimals / evidence.length >= DECIMAL_SHARE;
  return { unitsInCells, printsDecimals };
}
