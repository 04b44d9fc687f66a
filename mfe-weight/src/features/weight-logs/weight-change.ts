import { roundTo } from '@nutrilog/shared/format';
import { WEIGHT_DECIMALS } from '@nutrilog/shared/nutrients';
import type { WeightLog } from '@nutrilog/shared/schemas';

/**
 * The change of each log's weight versus the next older entry, for logs listed newest first, rounded to the shown
 * decimal. null when there is nothing to show: the oldest log, a change that rounds to zero, or an older entry in
 * another unit (kilograms minus pounds means nothing).
 */
export function weightChanges(logsNewestFirst: readonly WeightLog[]): (number | null)[] {
  return logsNewestFirst.map((log, index) => {
    const older = logsNewestFirst[index + 1];
    if (!older || older.unit !== log.unit) return null;
    const change = roundTo(log.weight - older.weight, WEIGHT_DECIMALS);
    // -0 counts as zero too.
    return change === 0 ? null : change;
  });
}
