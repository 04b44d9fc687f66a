import type { Resource } from './linked-data';

/**
 * How the weight trend was turned into energy: `weight-only` at about 7700 kcal per kg, or `body-composition`
 * with fat and lean mass apart (9440 and 1816 kcal per kg) when enough weigh-ins carry a body fat percentage.
 */
export const ENERGY_MODELS = ['body-composition', 'weight-only'] as const;
export type EnergyModel = (typeof ENERGY_MODELS)[number];

/** How far the maintenance estimate can be trusted, from how completely intake was logged (docs/caloric-balance.md). */
export const MAINTENANCE_CONFIDENCES = ['low', 'medium', 'high'] as const;
export type MaintenanceConfidence = (typeof MAINTENANCE_CONFIDENCES)[number];

/** The intake that would keep the weight stable: average logged intake minus the balance. */
export interface MaintenanceEstimate {
  /** kcal per day. */
  calories: number;
  /** Complete local days of the window with at least one intake log (the average's divisor). */
  intakeDays: number;
  confidence: MaintenanceConfidence;
}

/**
 * GET /api/weight_logs/caloric_balance: the estimated energy balance over a window (method: docs/caloric-balance.md).
 */
export interface CaloricBalance extends Resource {
  /** kcal per day, negative for a deficit; null when there is not enough data ('Not enough data'). */
  balance: number | null;
  /** Weigh-ins of the window that were used (those in a known unit). */
  weighIns: number;
  /** The weight trend's slope in kg per week; null with the balance. */
  kilogramsPerWeek: number | null;
  energyModel: EnergyModel | null;
  /** null without a balance or without enough days of logged intake. */
  maintenance: MaintenanceEstimate | null;
}
