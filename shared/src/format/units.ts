/** The symbol shown after an amount in a product, recipe or weight unit ('gram' → 'g'); unknown units as given. */
const UNIT_SYMBOLS: Record<string, string> = { gram: 'g', milliliter: 'ml', kilogram: 'kg' };

export function unitSymbol(unit: string): string {
  return UNIT_SYMBOLS[unit] ?? unit;
}
