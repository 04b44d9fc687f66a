import type { WeightLog } from '@nutrilog/shared/schemas';
import { iriOf } from '../../http/iri';
import { resource, timestampsOf } from '../../http/linked-data';
import type { WeightLogRow } from './repository';

export function toWeightLog(row: WeightLogRow) {
  return resource('WeightLog', iriOf('weightLog', row.uuid), {
    uuid: row.uuid,
    date: row.date.toISOString(),
    weight: row.weight,
    bodyFatPercentage: row.body_fat_percentage,
    unit: row.unit,
    ...timestampsOf(row),
  }) satisfies WeightLog;
}
