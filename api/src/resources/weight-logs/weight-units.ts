/**
 * Kilograms per unit of the weight units the caloric balance understands (the international avoirdupois pound is
 * exactly 0.45359237 kg, a stone 14 pounds). A weight log's unit is free text (docs/product.md#validation-rules):
 * any other unit is left out of the balance rather than guessed.
 */
const KILOGRAMS_PER_UNIT: Readonly<Record<string, number>> = {
  kilogram: 1,
  kilograms: 1,
  kg: 1,
  pound: 0.45359237,
  pounds: 0.45359237,
  lb: 0.45359237,
  lbs: 0.45359237,
  stone: 6.35029318,
  stones: 6.35029318,
  st: 6.35029318,
};

/** `weight` in `unit` as kilograms (the unit's case and surrounding spaces do not matter); null for an unknown unit. */
export function toKilograms(weight: number, unit: string): number | null {
  const factor = KILOGRAMS_PER_UNIT[unit.trim().toLowerCase()];
  return factor === undefined ? null : weight * factor;
}
