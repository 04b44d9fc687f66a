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
function numberFormat(
  locale: string,
  minimumFractionDigits: number,
  maximumFractionDigits: number,
  signDisplay?: 'exceptZero',
): Intl.NumberFormat {
  const key = `${locale}|${minimumFractionDigits}|${maximumFractionDigits}|${signDisplay ?? ''}`;
  let format = numberFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, {
      minimumFractionDigits,
      maximumFractionDigits,
      ...(signDisplay ? { signDisplay } : {}),
    });
    numberFormats.set(key, format);
  }
  return format;
}

/**
 * The separators of the app's own locales, as Intl.NumberFormat writes them (grouping from four digits on, ASCII
 * minus). The browser's first Intl.NumberFormat loads its number-formatting data: ~90 ms of the dashboard's first
 * render at 4× CPU slowdown, for two separators (docs/decisions.md, numbers without Intl). numbers.test.ts checks
 * these against Intl; any other locale is formatted by Intl.
 */
const SEPARATORS: Readonly<Record<string, { group: string; decimal: string }>> = {
  'en-GB': { group: ',', decimal: '.' },
  'nl-NL': { group: '.', decimal: ',' },
};
/**
 * Below this many steps of the last decimal, doubles are finer than that step: toFixed then writes the same digits as
 * the shortest decimal of the double, which is what Intl formats. Beyond it (hundreds of billions), Intl does.
 */
const EXACT_STEPS = 2 ** 52;

/** `value`, already rounded to `maximumFractionDigits` decimals, as Intl.NumberFormat with these options writes it. */
function formatRounded(
  value: number,
  locale: string,
  minimumFractionDigits: number,
  maximumFractionDigits: number,
  signDisplay?: 'exceptZero',
): string {
  const separators = SEPARATORS[locale];
  if (!separators || !Number.isFinite(value) || Math.abs(value) * 10 ** maximumFractionDigits >= EXACT_STEPS) {
    return numberFormat(locale, minimumFractionDigits, maximumFractionDigits, signDisplay).format(value);
  }
  const [whole = '0', fraction = ''] = Math.abs(value).toFixed(maximumFractionDigits).split('.');
  let decimals = fraction.replace(/0+$/, '');
  if (decimals.length < minimumFractionDigits) decimals = decimals.padEnd(minimumFractionDigits, '0');
  const digits = whole.replace(/\B(?=(\d{3})+$)/g, separators.group) + (decimals ? separators.decimal + decimals : '');
  // Intl writes -0 as '-0' by default; 'exceptZero' signs neither 0 nor -0.
  const negative = value < 0 || Object.is(value, -0);
  if (signDisplay === 'exceptZero') return value === 0 ? digits : `${negative ? '-' : '+'}${digits}`;
  return negative ? `-${digits}` : digits;
}

/** A number with at most `decimals` decimals, in the locale's separators. */
export function formatNumber(value: number, locale: string, decimals: number, exact = false): string {
  return formatRounded(roundTo(value, decimals), locale, exact ? decimals : 0, decimals);
}

/** Like formatNumber, with a plus sign before a positive value ('+0.6', '-550'); a value that rounds to 0 is '0'. */
export function formatSignedNumber(value: number, locale: string, decimals: number, exact = false): string {
  return formatRounded(roundTo(value, decimals), locale, exact ? decimals : 0, decimals, 'exceptZero');
}

/** Display rounding per nutrient (docs/product.md#numbers-and-limits). */
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
