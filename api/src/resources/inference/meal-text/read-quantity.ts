import { NUMBER_WORDS, RANGE_WORDS } from './meal-words';

/*
 * Reading one number out of a phrase's tokens (lower case, decimal commas already made points):
 * '200', '1.5', '1/2', '1 1/2', '2-3' and '2 to 3' (the middle of a range), number words ('two', 'half',
 * 'anderhalf'), and 'one and a half' / 'twee en een halve'.
 */

export interface QuantityRead {
  value: number;
  /** Index of the first token after the number. */
  next: number;
}

const DECIMAL = /^\d+(?:\.\d+)?$/;
const FRACTION = /^(\d+)\/(\d+)$/;
const RANGE = /^(\d+(?:\.\d+)?)[-–](\d+(?:\.\d+)?)$/;

/** A token that is a number by itself: '200', '1.5', '1/2', '2-3'. */
export function numberToken(token: string | undefined): number | null {
  if (token === undefined) return null;
  if (DECIMAL.test(token)) return Number(token);
  const fraction = FRACTION.exec(token);
  if (fraction) return Number(fraction[2]) === 0 ? null : Number(fraction[1]) / Number(fraction[2]);
  const range = RANGE.exec(token);
  if (range) return (Number(range[1]) + Number(range[2])) / 2;
  return null;
}

/** 'and a half' / 'en een half(e)' at `index`: the number of tokens it takes, or 0. */
export function andAHalf(tokens: readonly string[], index: number): number {
  const [and, article, half] = tokens.slice(index, index + 3);
  const matches =
    (and === 'and' || and === 'en') &&
    (article === 'a' || article === 'an' || article === 'een') &&
    (half === 'half' || half === 'halve');
  return matches ? 3 : 0;
}

function readDigits(tokens: readonly string[], index: number, value: number): QuantityRead {
  const next = index + 1;
  const fraction = FRACTION.test(tokens[next] ?? '') ? numberToken(tokens[next]) : null;
  if (fraction !== null && Number.isInteger(value) && fraction < 1) return { value: value + fraction, next: next + 1 };
  const rangeEnd = RANGE_WORDS.has(tokens[next] ?? '') ? numberToken(tokens[next + 1]) : null;
  if (rangeEnd !== null) return { value: (value + rangeEnd) / 2, next: next + 2 };
  const half = andAHalf(tokens, next);
  return { value: value + (half ? 0.5 : 0), next: next + half };
}

/** The number that starts at `index`, or null when the token there is not one. */
export function readQuantity(tokens: readonly string[], index: number): QuantityRead | null {
  const digits = numberToken(tokens[index]);
  if (digits !== null) return readDigits(tokens, index, digits);
  const word = NUMBER_WORDS.get(tokens[index] ?? '');
  if (word === undefined) return null;
  const half = andAHalf(tokens, index + 1);
  return { value: word + (half ? 0.5 : 0), next: index + 1 + half };
}
