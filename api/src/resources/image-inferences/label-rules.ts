import { CALORIE_FACTORS } from '@nutrilog/shared/nutrients';

/*
 * What the values of one nutrition label must satisfy, per 100 g or 100 ml. Each rule answers a penalty (0 when
 * it holds), in the same currency as a reading's cost, so that a reading that breaks a rule loses to one that
 * changes a digit. None of them is absolute: real foods sit beyond the usual ranges now and then.
 */

export type GramKind = 'fat' | 'saturates' | 'carbohydrate' | 'sugars' | 'fibre' | 'protein' | 'salt';
export type GramValues = Partial<Record<GramKind, number>>;

/** What breaking a hard rule costs: more than any one slip repaired (a point put back costs 1.5). */
export const BROKEN_RULE = 5;
/** What a value beyond its usual range costs: a repair, or a printed energy that confirms it, outweighs it. */
export const UNUSUAL = 2;
/** Rounding on the label: '0.1 g' of sugars within '0.1 g' of carbohydrate, printed separately. */
const ROUNDING = 0.05;

/** Sugars are part of the carbohydrate. */
export function sugarsRule({ sugars, carbohydrate }: GramValues): number {
  return sugars !== undefined && carbohydrate !== undefined && sugars > carbohydrate + ROUNDING ? BROKEN_RULE : 0;
}

/** Saturated fat is part of the fat. */
export function saturatesRule({ saturates, fat }: GramValues): number {
  return saturates !== undefined && fat !== undefined && saturates > fat + ROUNDING ? BROKEN_RULE : 0;
}

/**
 * Grams per 100 g beyond which the macros cannot all be right (saturates and sugars are inside fat and carbohydrate).
 */
const MAX_MASS = 101;

export function massRule({ fat, carbohydrate, protein, fibre, salt }: GramValues): number {
  return (fat ?? 0) + (carbohydrate ?? 0) + (protein ?? 0) + (fibre ?? 0) + (salt ?? 0) > MAX_MASS ? BROKEN_RULE : 0;
}

/** Wholemeal, bran cereals and crispbread reach 15 g; more (cocoa 31 g, bran 40 g) needs the energy's word for it. */
export const USUAL_MAX_FIBRE = 15;
/** Cheese, ham and crisps stay under 5 g; soy sauce and stock cubes are the exceptions. */
export const USUAL_MAX_SALT = 5;

export function fibreRule({ fibre }: GramValues): number {
  return fibre !== undefined && fibre > USUAL_MAX_FIBRE ? UNUSUAL : 0;
}

export function saltRule({ salt }: GramValues): number {
  return salt !== undefined && salt > USUAL_MAX_SALT ? UNUSUAL : 0;
}

/** EU regulation 1169/2011, Annex XIV; the shared factors cover fat, carbohydrate and protein. */
const KCAL_PER_GRAM = {
  fat: CALORIE_FACTORS.totalFat,
  carbohydrate: CALORIE_FACTORS.totalCarbohydrates,
  protein: CALORIE_FACTORS.proteins,
  fibre: 2,
} as const;
export type EnergyKind = keyof typeof KCAL_PER_GRAM;
export const ENERGY_KINDS = Object.keys(KCAL_PER_GRAM) as EnergyKind[];

/** 4 kcal per g of protein and carbohydrate, 9 of fat, 2 of fibre. */
export const kcalOf = (values: GramValues) =>
  ENERGY_KINDS.reduce((sum, kind) => sum + (values[kind] ?? 0) * KCAL_PER_GRAM[kind], 0);

/** Labels round each value; within this the printed energy and the macros agree. */
export const ENERGY_TOLERANCE = 0.03;
/** Penalty per unit of relative difference beyond the tolerance: 10 % too much or too little costs 2.8. */
const ENERGY_WEIGHT = 40;
/** Small energies are compared as if they were this large (10 kcal off a 40 kcal drink is rounding, not a misread). */
const ENERGY_FLOOR = 60;

/** Relative difference between the macros' energy and the printed kcal. */
export const energyError = (values: GramValues, kcal: number) =>
  Math.abs(kcalOf(values) - kcal) / Math.max(kcal, ENERGY_FLOOR);

/** The printed energy is close to 4·protein + 4·carbohydrate + 9·fat + 2·fibre. */
export function energyRule(values: GramValues, kcal: number): number {
  return ENERGY_WEIGHT * Math.max(0, energyError(values, kcal) - ENERGY_TOLERANCE);
}

export const KJ_PER_KCAL = 4.184;
/** kJ and kcal printed side by side agree within this (each is rounded, and some labels use 4.2). */
const PAIR_AGREEMENT = 0.06;

/** kJ ≈ 4.184 × kcal: does a printed pair agree? */
export function energyPairAgrees(kj: number, kcal: number): boolean {
  return Math.abs(kj / KJ_PER_KCAL - kcal) <= PAIR_AGREEMENT * Math.max(kcal, 1);
}
