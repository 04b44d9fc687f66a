import type { FoodPortion } from '@nutrilog/shared/schemas';
import type { ReferenceFoodMeasure } from '../reference-foods/repository';

/*
 * USDA SR household measures as portions: "1 medium" of 118 g. SR's parenthetical details ('medium (7" to 7-7/8"
 * long)', 'pat (1" sq, 1/3" high)') are left out, so that a screen can show "1 medium (118 g)"; of measures that
 * then read the same, the first (SR's order) is kept.
 */

const PARENTHESES = /\([^()]*\)/g;

/** "1 medium", "0.5 cup, sliced", "3 oz". */
export function measureName(measure: Pick<ReferenceFoodMeasure, 'amount' | 'description'>): string {
  const description = measure.description
    .replace(PARENTHESES, ' ')
    .replace(/\s+/g, ' ')
    .replace(/[\s,;]+$/, '')
    .replace(/\s+,/g, ',')
    .trim();
  return `${Number(measure.amount.toFixed(3))} ${description}`.trim();
}

export function referencePortions(measures: readonly ReferenceFoodMeasure[]): FoodPortion[] {
  const portions = new Map<string, FoodPortion>();
  for (const measure of measures) {
    const name = measureName(measure);
    if (measure.grams > 0 && measure.amount > 0 && !portions.has(name))
      portions.set(name, { name, amount: measure.grams });
  }
  return [...portions.values()];
}
