import type { Nutrients } from '@nutrilog/shared/nutrients';
import type { LookupFields } from './lookup-result';

/*
 * Open Food Facts product JSON → lookup fields. Pure. Crowd data is messy: numbers may be strings, old
 * products carry energy only in kJ, names may be empty in the main language. Every `_100g` value is per 100 g,
 * or per 100 ml for drinks, and in the nutrient's standard unit (g; kJ for `energy_100g`).
 */

type Json = Record<string, unknown>;

const isRecord = (value: unknown): value is Json =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** How a product response reads: a product, an answer that there is none, or a body we cannot use. */
export type ProductResponseReading =
  { kind: 'found'; fields: LookupFields } | { kind: 'not_found' } | { kind: 'unusable' };

const KJ_PER_KCAL = 4.184;
const SALT_PER_SODIUM = 2.5;
const MG_PER_G = 1000;

/** Rounds away floating-point noise (0.0123 × 1000 = 12.299999999999999). */
const round = (value: number, decimals: number) => Number(value.toFixed(decimals));

/** A non-negative number from a number or a numeric string ("44", "0,5", "< 0.5"); anything else: null. */
export function toNumber(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) && value >= 0 ? value : null;
  if (typeof value !== 'string') return null;
  const text = value
    .trim()
    .replace(/^[<>~≈]\s*/, '')
    .replace(',', '.');
  return /^(\d+(\.\d*)?|\.\d+)$/.test(text) ? Number(text) : null;
}

const text = (value: unknown) => (typeof value === 'string' ? value.replace(/\s+/g, ' ').trim() : '');

/** The v2 (`status` 0) and v3 (`status` "failure", `result.id` "product_not_found") answers for an unknown code. */
function saysNotFound(payload: Json): boolean {
  const { status } = payload;
  return (
    status === 0 ||
    status === '0' ||
    status === 'failure' ||
    (isRecord(payload.result) && payload.result.id === 'product_not_found')
  );
}

/** Reads a product response of API v0/v2/v3 (`{ status, product }`). */
export function readProductResponse(payload: unknown): ProductResponseReading {
  if (!isRecord(payload)) return { kind: 'unusable' };
  if (saysNotFound(payload)) return { kind: 'not_found' };
  if (!isRecord(payload.product)) return { kind: 'unusable' };
  const fields = mapProduct(payload.product);
  return fields === null ? { kind: 'not_found' } : { kind: 'found', fields };
}

/** The lookup fields of one product object, or null when it has no name or no nutrition facts. */
export function mapProduct(product: Record<string, unknown>): LookupFields | null {
  const name = productName(product);
  const nutriments = isRecord(product.nutriments) ? product.nutriments : null;
  const calories = nutriments === null ? null : kilocalories(nutriments);
  if (name === null || nutriments === null || calories === null) return null;
  return {
    name,
    isBeverage: isBeverage(product),
    servingSize: servingSize(product),
    nutrients: nutrients(nutriments, calories),
  };
}

const localizedKeys = (product: Json, field: string) =>
  Object.keys(product).filter((key) => new RegExp(`^${field}_[a-z]{2}$`).test(key));

/**
 * product_name, else the name in the product's language, English, any language, then the generic name; with the brand.
 */
function productName(product: Json): string | null {
  const lc = text(product.lc);
  const candidates = ['product_name', 'generic_name'].flatMap((field) => [
    field,
    `${field}_${lc}`,
    `${field}_en`,
    ...localizedKeys(product, field),
  ]);
  const name = candidates.map((key) => text(product[key])).find((value) => value !== '');
  if (name === undefined) return null;
  const brand = text(product.brands).split(',')[0]?.trim() ?? '';
  const comparable = (value: string) => value.toLowerCase().replace(/[^\p{L}\p{N}]/gu, '');
  return brand === '' || comparable(name).includes(comparable(brand)) ? name : `${name} (${brand})`;
}

/**
 * kcal per 100: `energy-kcal_100g`; else the kcal value as entered (`energy_value` with `energy_unit` kcal) when
 * it agrees with the kJ figure (it is per serving when the label is); else kJ / 4.184.
 */
function kilocalories(nutriments: Json): number | null {
  const kcal = toNumber(nutriments['energy-kcal_100g']);
  if (kcal !== null) return kcal;
  const kj = toNumber(nutriments['energy-kj_100g']) ?? toNumber(nutriments.energy_100g);
  if (kj === null) return null;
  const entered = toNumber(nutriments.energy_value);
  if (
    text(nutriments.energy_unit).toLowerCase() === 'kcal' &&
    entered !== null &&
    Math.abs(entered * KJ_PER_KCAL - kj) <= Math.max(1, kj * 0.02)
  ) {
    return entered;
  }
  return round(kj / KJ_PER_KCAL, 1);
}

function nutrients(nutriments: Json, calories: number): Nutrients {
  const per100 = (key: string) => toNumber(nutriments[`${key}_100g`]);
  const grams = (key: string) => round(per100(key) ?? 0, 4);
  const milligrams = (key: string) => round((per100(key) ?? 0) * MG_PER_G, 3);
  const sodium = per100('sodium');
  return {
    calories,
    totalFat: grams('fat'),
    saturatedFat: grams('saturated-fat'),
    totalCarbohydrates: grams('carbohydrates'),
    sugars: grams('sugars'),
    fibers: grams('fiber'),
    proteins: grams('proteins'),
    salt: per100('salt') !== null ? grams('salt') : round((sodium ?? 0) * SALT_PER_SODIUM, 4),
    water: grams('water'),
    caffeine: milligrams('caffeine'),
    potassium: milligrams('potassium'),
  };
}

const VOLUME_UNITS = new Set(['ml', 'cl', 'dl', 'l']);
const VOLUME_QUANTITY = /\d\s*(ml|cl|dl|l|litres?|liters?)(?!\p{L})/iu;

/**
 * A drink: its data is per 100 ml, or it is in en:beverages and sold by volume. Beverage powders (cocoa, 800 g)
 * are in en:beverages too but their values are per 100 g of powder, so they are not.
 */
function isBeverage(product: Json): boolean {
  if (text(product.nutrition_data_per).toLowerCase().replace(/\s/g, '') === '100ml') return true;
  const categories = [product.categories_tags, product.categories_hierarchy].flatMap((tags) =>
    Array.isArray(tags) ? tags : [],
  );
  if (!categories.includes('en:beverages')) return false;
  const unit = text(product.product_quantity_unit).toLowerCase();
  return unit !== '' ? VOLUME_UNITS.has(unit) : VOLUME_QUANTITY.test(text(product.quantity));
}

const SERVING = /(\d+(?:[.,]\d+)?)\s*(kg|g|gr|grams?|grammes?|ml|cl|dl|l|litres?|liters?)(?!\p{L})/iu;
const SERVING_FACTORS: Record<string, number> = {
  kg: 1000,
  cl: 10,
  dl: 100,
  l: 1000,
  litre: 1000,
  litres: 1000,
  liter: 1000,
  liters: 1000,
};

/**
 * One serving in g or ml: `serving_quantity`, else the first amount with a unit in `serving_size` ("2 biscuits (25
 * g)").
 */
function servingSize(product: Json): number | null {
  const quantity = toNumber(product.serving_quantity);
  if (quantity !== null && quantity > 0) return round(quantity, 4);
  const match = SERVING.exec(text(product.serving_size));
  if (!match) return null;
  const amount = Number(match[1]!.replace(',', '.')) * (SERVING_FACTORS[match[2]!.toLowerCase()] ?? 1);
  return amount > 0 ? round(amount, 4) : null;
}
