import type { WeightLog } from '@nutrilog/shared/schemas';
import { STORED_AT } from '@nutrilog/shared/test';

/**
 * A kilogram log at a local hour of a day of March 2026, as the API's UTC timestamp: the same local day in any time
 * zone.
 */
export const marchLog = (uuid: string, day: number, weight: number, hour = 12): WeightLog => ({
  '@id': `/api/weight_logs/${uuid}`,
  '@type': 'WeightLog',
  ...STORED_AT,
  uuid,
  date: new Date(2026, 2, day, hour).toISOString(),
  weight,
  bodyFatPercentage: null,
  unit: 'kilogram',
});
