import type { NutrientKey } from '@nutrilog/shared/nutrients';
import type { DailyConsumptionEntry } from '@nutrilog/shared/schemas';

/** What one product, recipe or manual log contributed to a nutrient on a day. */
export interface Contribution {
  key: string;
  /** The product's or recipe's name, or the manual description; null when there is none. */
  description: string | null;
  amount: number;
}

/** Logs of the same product (else the same recipe) count as one contributor; a manual log is its own. */
function contributorKey(entry: DailyConsumptionEntry): string {
  if (entry.product) return `product:${entry.product.uuid}`;
  if (entry.recipe) return `recipe:${entry.recipe.uuid}`;
  return `log:${entry.uuid}`;
}

/**
 * The contributors to `nutrient` among a day's logs: grouped (see contributorKey) with their amounts summed,
 * only those above zero, largest first (in the order they were first logged on a tie).
 */
export function contributorsTo(nutrient: NutrientKey, entries: readonly DailyConsumptionEntry[]): Contribution[] {
  const byKey = new Map<string, Contribution>();
  for (const entry of entries) {
    const key = contributorKey(entry);
    const held = byKey.get(key);
    if (held) held.amount += entry.effectiveNutrients[nutrient];
    else byKey.set(key, { key, description: entry.description, amount: entry.effectiveNutrients[nutrient] });
  }
  return [...byKey.values()].filter((contribution) => contribution.amount > 0).sort((a, b) => b.amount - a.amount);
}
