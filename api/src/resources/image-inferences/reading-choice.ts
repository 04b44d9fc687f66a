import type { Reading } from './label-numbers';
import {
  ENERGY_KINDS,
  energyError,
  energyRule,
  fibreRule,
  type GramKind,
  type GramValues,
  massRule,
  saltRule,
  saturatesRule,
  sugarsRule,
} from './label-rules';

/*
 * Picks one reading per gram value of a label: the combination that keeps the label's rules (label-rules.ts:
 * sugars within carbohydrate, saturates within fat, fibre and salt in their usual ranges, the energy close to
 * the macros, no more than 100 g per 100) while changing as little as possible of what OCR read (the readings'
 * costs). The printed energy counts only when fat, carbohydrate and protein were read and some combination
 * comes within 20 % of it.
 */

export type { GramKind, GramValues } from './label-rules';
export type GramReadings = Partial<Record<GramKind, Reading[]>>;

/**
 * Beyond this relative difference the printed energy says nothing about the readings (alcohol, polyols, a misread
 * energy).
 */
const ENERGY_TRUSTED_WITHIN = 0.2;
const MAX_READINGS = 6;
/** The printed energy is compared with the macros only when all three were read (fibre is often not printed). */
const ENERGY_MACROS: readonly GramKind[] = ['fat', 'carbohydrate', 'protein'];

interface Scored {
  values: GramValues;
  cost: number;
}

/** The cheapest reading of `kind` given the values chosen so far, by its cost and the rules it takes part in. */
function cheapestDependent(
  readings: readonly Reading[],
  kind: GramKind,
  chosen: GramValues,
  rules: readonly ((values: GramValues) => number)[],
): Scored | null {
  let best: Scored | null = null;
  for (const reading of readings) {
    const values = { ...chosen, [kind]: reading.value };
    const cost = reading.cost + rules.reduce((sum, rule) => sum + rule(values), 0);
    if (best === null || cost < best.cost) best = { values, cost };
  }
  return best;
}

/**
 * Every combination of the energy nutrients; saturates, sugars and salt each depend only on those, so they are chosen
 * per combination.
 */
function bestCombination(options: GramReadings, kcal: number | null): Scored & { energyError: number } {
  const kinds = ENERGY_KINDS.filter((kind) => (options[kind] ?? []).length > 0);
  let best: Scored & { energyError: number } = { values: {}, cost: Infinity, energyError: Infinity };
  const finish = (values: GramValues, cost: number) => {
    let scored: Scored = { values, cost: cost + fibreRule(values) + (kcal === null ? 0 : energyRule(values, kcal)) };
    const dependents: [GramKind, ((values: GramValues) => number)[]][] = [
      ['saturates', [saturatesRule]],
      ['sugars', [sugarsRule]],
      ['salt', [saltRule, massRule]],
    ];
    for (const [kind, rules] of dependents) {
      const next = cheapestDependent(options[kind] ?? [], kind, scored.values, rules);
      if (next) scored = { values: next.values, cost: scored.cost + next.cost };
    }
    if (!options.salt?.length) scored.cost += massRule(scored.values);
    if (scored.cost < best.cost) best = { ...scored, energyError: kcal === null ? 0 : energyError(values, kcal) };
  };
  const visit = (index: number, values: GramValues, cost: number) => {
    if (index === kinds.length) return finish(values, cost);
    const kind = kinds[index]!;
    for (const reading of options[kind] ?? [])
      visit(index + 1, { ...values, [kind]: reading.value }, cost + reading.cost);
  };
  visit(0, {}, 0);
  return best;
}

/**
 * One value per read nutrient, and which of `energyTargets` (kcal as printed, kJ / 4.184…) the readings
 * confirmed; the first target when none was confirmed, null when there is none.
 */
export function chooseReadings(
  options: GramReadings,
  energyTargets: readonly number[],
): { values: GramValues; energy: number | null } {
  const usable: GramReadings = Object.fromEntries(
    Object.entries(options).map(([kind, readings]) => [
      kind,
      readings.filter((reading) => reading.value <= 100).slice(0, MAX_READINGS),
    ]),
  );
  // A lost fat, carbohydrate or protein row could hold any energy: the others are then not weighed against it.
  const comparable = ENERGY_MACROS.every((kind) => (usable[kind] ?? []).length > 0);
  const checked = (comparable ? energyTargets : [])
    .map((target) => ({ target, best: bestCombination(usable, target) }))
    .sort((a, b) => a.best.cost - b.best.cost);
  const confirmed = checked.find((check) => check.best.energyError <= ENERGY_TRUSTED_WITHIN);
  const chosen = confirmed?.best ?? bestCombination(usable, null);
  return { values: chosen.values, energy: confirmed?.target ?? energyTargets[0] ?? null };
}
