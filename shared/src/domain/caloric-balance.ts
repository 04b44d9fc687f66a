/**
 * How the weight trend was turned into energy: `weight-only` at about 7700 kcal per kg, or `body-composition`
 * with fat and lean mass apart (9440 and 1816 kcal per kg) when enough weigh-ins carry a body fat percentage.
 */
export const ENERGY_MODELS = ['body-composition', 'weight-only'] as const;
export type EnergyModel = (typeof ENERGY_MODELS)[number];

/** How far the maintenance estimate can be trusted, from how completely intake was logged (docs/caloric-balance.md). */
export const MAINTENANCE_CONFIDENCES = ['low', 'medium', 'high'] as const;
export type MaintenanceConfidence = (typeof MAINTENANCE_CONFIDENCES)[number];
