import { NUTRIENT_BY_KEY, QUANTITY_DECIMALS, WEIGHT_DECIMALS, type NutrientKey } from '@nutrilog/shared/nutrients';
import { unitSymbol } from './units';

/** `value` rounded to `decimals` decimals. */
export function roundTo(value: number, decimals: number): number {
  const factor = 10 ** decimals;
  return Math.round((value + Number.EPSILON) * factor) / factor;
}

/**
 * One Intl.NumberFormat per locale and options, made on first use: constructing one costs far more than formatting
 * with it, and the dashboard's cards format two dozen figures in their first render.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
function numberFormat(locale: string, minimumFractionDigits: number, maximumFractionDigits: number, signDisplay?: 'exceptZero'): Intl.NumberFormat {
  const key = `${locale}|${minimumFractionDigits}|${maximumFractionDigits}|${signDisplay ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { minimumFractionDigits, maximumFractionDigits, ...(signDisplay ? { signDisplay } : {}) });
    numberFormats.set(key, format);
  }
  return format;
}

/** A number with at most `decimals` decimals, in the locale's separators. */
export function formatNumber(value: number, locale: string, decimals: number, exact = false): string {
  return numberFormat(locale, exact ? decimals : 0, decimals).format(roundTo(value, decimals));
}

/** Like formatNumber, with a plus sign before a positive value ('+0.6', '-550'); a value that rounds to 0 is '0'. */
export function formatSignedNumber(value: number, locale: string, decimals: number, exact = false): string {
  return numberFormat(locale, exact ? decimals : 0, decimals, 'exceptZero').format(roundTo(value, decimals));
}

/** Display rounding of spec section 9 per nutrient. */
export function formatNutrient(key: NutrientKey, value: number, locale: string): string {
  return formatNumber(value, locale, NUTRIENT_BY_KEY[key].decimals);
}

/** A nutrient's amount rounded as formatNutrient does, followed by the nutrient's unit: '1,234 kcal', '6.5 g'. */
export function formatNutrientAmount(key: NutrientKey, value: number, locale: string): string {
  return `${formatNutrient(key, value, locale)} ${unitSymbol(NUTRIENT_BY_KEY[key].unit)}`;
}

export function formatQuantity(value: number, locale: string): string {
  return formatNumber(value, locale, QUANTITY_DECIMALS);
}

/** Weight is shown with exactly one decimal. */
export function formatWeight(value: number, locale: string): string {
  return formatNumber(value, locale, WEIGHT_DECIMALS, true);
}

/** A weight with exactly one decimal and its unit's symbol: '82.4 kg'. */
export function formatWeightAmount(value: number, unit: string, locale: string): string {
  return `${formatWeight(value, locale)} ${unitSymbol(unit)}`;
}

/** Number inputs accept a comma or a dot as decimal separator; empty means 0. Returns NaN when not a number. */
export function parseDecimal(input: string): number {
  const trimmed = input.trim().replace(/\s/g, '');
  if (trimmed === '') return 0;
  if (!/^[-+]?(\d+([.,]\d*)?|[.,]\d+)$/.test(trimmed)) return Number.NaN;
  return Number(trimmed.replace(',', '.'));
}
