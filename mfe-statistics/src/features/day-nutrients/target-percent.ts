/** Float noise below this is ignored when rounding up (7 / 100 × 100 is 7.000000000000001). */
const EPSILON = 1e-9;

/**
 * How far a total is towards a target, in whole percent: rounded up and capped at 100
 * (docs/product.md#numbers-and-limits).
 */
export function targetPercent(total: number, target: number): number {
  return Math.min(100, Math.max(0, Math.ceil((total / target) * 100 - EPSILON)));
}
