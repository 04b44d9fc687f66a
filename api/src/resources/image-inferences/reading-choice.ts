import { CALORIE_FACTORS } from '@nutrilog/shared/nutrients';
import type { Reading } from './label-numbers';

/*
 * Picks one reading per gram value of a label: the combination of fat, carbohydrate, protein and fibre whose
 * energy (9/4/4 kcal per gram, fibre 2) best matches the printed energy, weighed against how unlikely each
 * reading is; then saturates within fat, sugars within carbohydrate, and nothing adding up past 100 g per 100.
 */

export type GramKind = 'fat' | 'saturates' | 'carbohydrate' | 'sugars' | 'fibre' | 'protein' | 'salt';
export type GramReadings = Partial<Record<GramKind, Reading[]>>;
export type GramValues = Partial<Record<GramKind, number>>;

/** EU regulation 1169/2011, Annex XIV; the shared factors cover fat, carbohydrate and protein. */
const FIBRE_KCAL_PER_GRAM = 2;
const KCAL_PER_GRAM: Readonly<Record<'fat' | 'carbohydrate' | 'protein' | 'fibre', number>> = {
  fat: CALORIE_FACTORS.totalFat,
  carbohydrate: CALORIE_FACTORS.totalCarbohydrates,
  protein: CALORIE_FACTORS.proteins,
  fibre: FIBRE_KCAL_PER_GRAM,
};
const ENERGY_KINDS = Object.keys(KCAL_PER_GRAM) as (keyof typeof KCAL_PER_GRAM)[];

/** Beyond this relative difference the printed energy says nothing about the readings (alcohol, polyols, a misread energy). */
const ENERGY_TRUSTED_WITHIN = 0.2;
const ENERGY_WEIGHT = 10;
const MAX_READINGS = 6;
/** Grams per 100 g (or ml) beyond which readings cannot all be right. */
const MAX_MASS = 101;
const OVER_MASS_COST = 10;

interface Scored {
  values: GramValues;
  cost: number;
  /** Relative difference between the readings' energy and the target, when there is a target. */
  energyError: number;
}

const energyOf = (values: GramValues) => ENERGY_KINDS.reduce((sum, kind) => sum + (values[kind] ?? 0) * KCAL_PER_GRAM[kind], 0);
/** The grams the energy kinds add up to (saturates and sugars are part of fat and carbohydrate). */
const massOf = (values: GramValues) => ENERGY_KINDS.reduce((sum, kind) => sum + (values[kind] ?? 0), 0);

function bestCombination(options: GramReadings, kinds: readonly GramKind[], target: number | null): Scored {
  let best: Scored = { values: {}, cost: Infinity, energyError: Infinity };
  const visit = (index: number, values: GramValues, cost: number) => {
    if (index === kinds.length) {
      const energyError = target === null ? 0 : Math.abs(energyOf(values) - target) / Math.max(target, 30);
      const total = cost + (massOf(values) > MAX_MASS ? OVER_MASS_COST : 0) + (target === null ? 0 : ENERGY_WEIGHT * Math.min(energyError, 1));
      if (total < best.cost) best = { values: { ...values }, cost: total, energyError };
      return;
    }
    const kind = kinds[index]!;
    for (const reading of options[kind] ?? []) visit(index + 1, { ...values, [kind]: reading.value }, cost + reading.cost);
  };
  visit(0, {}, 0);
  return best;
}

/** The cheapest reading at most `limit` (any reading when none fits). */
function cheapestWithin(readings: readonly Reading[], limit: number): number | undefined {
  return (readings.find((reading) => reading.value <= limit) ?? readings[0])?.value;
}

/**
 * One value per read nutrient, and which of `energyTargets` (kcal as printed, kJ / 4.184…) the readings
 * confirmed; the first target when none was confirmed, null when there is none.
 */
export function chooseReadings(options: GramReadings, energyTargets: readonly number[]): { values: GramValues; energy: number | null } {
  const usable: GramReadings = Object.fromEntries(
    Object.entries(options).map(([kind, readings]) => [kind, readings.filter((reading) => reading.value <= 100).slice(0, MAX_READINGS)]),
  );
  const kinds = ENERGY_KINDS.filter((kind) => (usable[kind] ?? []).length > 0);
  const checked = energyTargets.map((target) => ({ target, best: bestCombination(usable, kinds, target) })).sort((a, b) => a.best.cost - b.best.cost);
  const confirmed = checked[0] && checked[0].best.energyError <= ENERGY_TRUSTED_WITHIN ? checked[0] : undefined;
  const values = { ...(confirmed?.best ?? bestCombination(usable, kinds, null)).values };

  const dependent = (kind: GramKind, limit: number) => {
    const value = cheapestWithin(usable[kind] ?? [], limit);
    if (value !== undefined) values[kind] = value;
  };
  dependent('saturates', (values.fat ?? 100) + 0.05);
  dependent('sugars', (values.carbohydrate ?? 100) + 0.05);
  dependent('salt', MAX_MASS - massOf(values));
  return { values, energy: confirmed?.target ?? energyTargets[0] ?? null };
}
