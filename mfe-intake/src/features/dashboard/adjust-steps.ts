import type { IntakeLog } from '@nutrilog/shared/schemas';

/** What the drawer's plus and minus buttons change: portions for a log with a portion, else the amount. */
export interface Adjustment {
  field: 'quantity' | 'amount';
  value: number;
  /** Smallest first (docs/product.md#the-api: quantity by 1 or 5, amount by 1 or 10). */
  steps: readonly [number, number];
}

/** The adjustment a log offers; none for a manual entry. */
export function adjustmentOf(
  log: Pick<IntakeLog, 'type' | 'portion' | 'recipePortion' | 'quantity' | 'amount'>,
): Adjustment | null {
  if (log.type === 'manual') return null;
  const portion = log.type === 'product' ? log.portion : log.recipePortion;
  return portion
    ? { field: 'quantity', value: log.quantity, steps: [1, 5] }
    : { field: 'amount', value: log.amount, steps: [1, 10] };
}

/**
 * A decrease is offered only while the result stays above zero: quantity and amount must
 * (docs/product.md#notices-and-state-changes).
 */
export const canDecrease = (value: number, step: number): boolean => value > step;

/** `value` changed by `delta`, without binary floating-point leftovers (1.1 + 1 is 2.1, not 2.1000000000000001). */
export const adjusted = (value: number, delta: number): number => Math.round((value + delta) * 1e6) / 1e6;
