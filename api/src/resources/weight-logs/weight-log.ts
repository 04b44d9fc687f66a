import type { WeightLog } from '@nutrilog/shared/domain';
import { resource, resourceIri, timestampsOf } from '../../http/linked-data';
import type { WeightLogRow } from './repository';

export const WEIGHT_LOGS = 'weight_logs';

export function toWeightLog(row: WeightLogRow) {
  return resource('WeightLog', resourceIri(WEIGHT_LOGS, row.uuid), {
    uuid: row.uuid,
    date: row.date.toISOString(),
    weight: row.weight,
    bodyFatPercentage: row.body_fat_percentage,
    unit: row.unit,
    ...timestampsOf(row),
  }) satisfies WeightLog;
}
