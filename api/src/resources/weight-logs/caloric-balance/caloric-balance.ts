import type { EnergyModel, Resource } from '@nutrilog/shared/domain';
import type { CaloricBalance, MaintenanceEstimate } from '@nutrilog/shared/schemas';
import { daysBetween } from '../../intake-logs/local-days';
import { toKilograms } from '../weight-units';
import { leastSquaresSlope, type TrendPoint } from './linear-trend';

/*
 * The estimated caloric balance of a window: the least-squares trend of the weigh-ins, turned into energy.
 * Pure: the method, its constants and their sources are in docs/caloric-balance.md.
 */

/** kcal per kg of body weight change (Wishnofsky's rule of thumb, 3500 kcal per lb). */
export const KCAL_PER_KG_WEIGHT = 7700;
/** kcal per kg of fat mass and of fat-free (lean) mass change (Hall 2008). */
export const KCAL_PER_KG_FAT = 9440;
export const KCAL_PER_KG_LEAN = 1816;

/** The gate: at least this many weigh-ins, on this many distinct days, the first and last day this many days apart. */
export const MIN_WEIGH_INS = 3;
export const MIN_WEIGH_IN_DAYS = 3;
export const MIN_SPAN_DAYS = 4;

/** Maintenance needs intake on at least this many days and on at least this share of the window's complete days. */
export const MIN_INTAKE_DAYS = 4;
export const MIN_INTAKE_SHARE = 0.5;
/**
 * Confidence: 'high' from this share of days, HIGH_CONFIDENCE_WEIGH_INS weigh-ins and weigh-ins spanning
 * HIGH_CONFIDENCE_SPAN_DAYS; 'medium' from this share and MEDIUM_CONFIDENCE_SPAN_DAYS. Over a shorter span the
 * day-to-day swings of body water (often 1 kg or more) are as large as the trend itself, so it stays 'low'.
 */
export const HIGH_CONFIDENCE_SHARE = 0.85;
export const HIGH_CONFIDENCE_WEIGH_INS = 5;
export const HIGH_CONFIDENCE_SPAN_DAYS = 21;
export const MEDIUM_CONFIDENCE_SHARE = 0.7;
export const MEDIUM_CONFIDENCE_SPAN_DAYS = 10;

const DAY_MS = 86_400_000;

export interface WeighIn {
  date: Date;
  /** The weigh-in's local calendar day, `YYYY-MM-DD`. */
  day: string;
  weight: number;
  unit: string;
  bodyFatPercentage: number | null;
}

/** Intake logged in the window: the average calories of the complete local days with at least one log. */
export interface LoggedIntake {
  averageCalories: number;
  days: number;
}

export interface BalanceInput {
  /** The window's weigh-ins, in any order. */
  weighIns: readonly WeighIn[];
  /** null when no intake was logged on a complete day of the window. */
  intake: LoggedIntake | null;
  /** The window's complete local days (the days intake could have been logged on in full). */
  windowDays: number;
}

export type BalanceEstimate = Omit<CaloricBalance, keyof Resource>;

/** A weigh-in in kilograms, at `time` days since the epoch. */
interface Sample {
  time: number;
  day: string;
  kilograms: number;
  bodyFatPercentage: number | null;
}

function toSamples(weighIns: readonly WeighIn[]): Sample[] {
  return weighIns.flatMap((weighIn) => {
    const kilograms = toKilograms(weighIn.weight, weighIn.unit);
    if (kilograms === null) return [];
    return [
      {
        time: weighIn.date.getTime() / DAY_MS,
        day: weighIn.day,
        kilograms,
        bodyFatPercentage: weighIn.bodyFatPercentage,
      },
    ];
  });
}

/** Days from the first weigh-in's day to the last one's (0 for none or one day). */
function spanDays(samples: readonly Pick<Sample, 'day'>[]): number {
  const days = samples.map((sample) => sample.day).sort();
  const [first, last] = [days[0], days.at(-1)];
  return first === undefined || last === undefined ? 0 : daysBetween(first, last) - 1;
}

/** Whether the samples are enough for a trend (MIN_WEIGH_INS, MIN_WEIGH_IN_DAYS, MIN_SPAN_DAYS). */
export function isEnoughForTrend(samples: readonly Pick<Sample, 'day'>[]): boolean {
  const distinctDays = new Set(samples.map((sample) => sample.day)).size;
  return samples.length >= MIN_WEIGH_INS && distinctDays >= MIN_WEIGH_IN_DAYS && spanDays(samples) >= MIN_SPAN_DAYS;
}

/** kg per day of one mass (weight, fat or lean) over the samples. */
const slopeOf = (samples: readonly Sample[], mass: (sample: Sample) => number) =>
  leastSquaresSlope(samples.map((sample): TrendPoint => ({ day: sample.time, value: mass(sample) })));

const fatMass = (sample: Sample) => (sample.kilograms * (sample.bodyFatPercentage ?? 0)) / 100;

/**
 * kcal per day stored (positive) or drawn from the body (negative): fat and lean mass apart when the weigh-ins
 * with a body fat percentage pass the gate on their own, else the weight trend at KCAL_PER_KG_WEIGHT.
 */
function energyPerDay(samples: readonly Sample[], weightSlope: number): { kcal: number; model: EnergyModel } {
  const withBodyFat = samples.filter((sample) => sample.bodyFatPercentage !== null);
  if (isEnoughForTrend(withBodyFat)) {
    const fatSlope = slopeOf(withBodyFat, fatMass);
    const leanSlope = slopeOf(withBodyFat, (sample) => sample.kilograms - fatMass(sample));
    if (fatSlope !== null && leanSlope !== null) {
      return { kcal: fatSlope * KCAL_PER_KG_FAT + leanSlope * KCAL_PER_KG_LEAN, model: 'body-composition' };
    }
  }
  return { kcal: weightSlope * KCAL_PER_KG_WEIGHT, model: 'weight-only' };
}

/** Whole kcal (`+ 0` turns the -0 of a rounded small deficit into 0). */
const wholeKcal = (kcal: number) => Math.round(kcal) + 0;

/**
 * The intake that keeps the weight stable: average intake minus the balance (eating 1800 kcal a day while
 * losing 550 a day means maintenance is 2350). Null without enough logged days.
 */
export function estimateMaintenance(
  balance: number,
  trend: { weighIns: number; spanDays: number },
  intake: LoggedIntake | null,
  windowDays: number,
): MaintenanceEstimate | null {
  if (intake === null || windowDays <= 0) return null;
  const share = intake.days / windowDays;
  if (intake.days < MIN_INTAKE_DAYS || share < MIN_INTAKE_SHARE) return null;
  const high =
    share >= HIGH_CONFIDENCE_SHARE &&
    trend.weighIns >= HIGH_CONFIDENCE_WEIGH_INS &&
    trend.spanDays >= HIGH_CONFIDENCE_SPAN_DAYS;
  const medium = share >= MEDIUM_CONFIDENCE_SHARE && trend.spanDays >= MEDIUM_CONFIDENCE_SPAN_DAYS;
  const confidence = high ? 'high' : medium ? 'medium' : 'low';
  return { calories: wholeKcal(intake.averageCalories - balance), intakeDays: intake.days, confidence };
}

/** The window's estimated caloric balance, its trend, and the maintenance intake when intake was logged enough. */
export function estimateCaloricBalance(input: BalanceInput): BalanceEstimate {
  const samples = toSamples(input.weighIns);
  const notEnough = {
    balance: null,
    weighIns: samples.length,
    kilogramsPerWeek: null,
    energyModel: null,
    maintenance: null,
  };
  const weightSlope = isEnoughForTrend(samples) ? slopeOf(samples, (sample) => sample.kilograms) : null;
  if (weightSlope === null) return notEnough;
  const energy = energyPerDay(samples, weightSlope);
  return {
    balance: wholeKcal(energy.kcal),
    weighIns: samples.length,
    kilogramsPerWeek: Math.round(weightSlope * 7 * 100) / 100 + 0,
    energyModel: energy.model,
    maintenance: estimateMaintenance(
      energy.kcal,
      { weighIns: samples.length, spanDays: spanDays(samples) },
      input.intake,
      input.windowDays,
    ),
  };
}
