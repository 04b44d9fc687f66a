import * as v from 'valibot';
import { type WeightLogInput, weightLogInputSchema, type WeightLogPatch } from '@nutrilog/shared/schemas';
import { validationFailed } from '../../http/problem';
import { toViolations } from '../../http/validation';
import type { WeightLogRow } from './repository';

/** A merge patch applied to a stored log and checked as a whole log (weightLogInputSchema). */
export function mergeWeightLogPatch(row: WeightLogRow, patch: WeightLogPatch): WeightLogInput {
  const stored = {
    date: row.date.toISOString(),
    weight: row.weight,
    bodyFatPercentage: row.body_fat_percentage,
    unit: row.unit,
  };
  // The parsed patch holds only the fields the client sent (null included: it clears the body fat).
  const result = v.safeParse(weightLogInputSchema, { ...stored, ...patch }, { abortPipeEarly: true });
  if (!result.success) throw validationFailed(toViolations(result.issues));
  return result.output;
}
