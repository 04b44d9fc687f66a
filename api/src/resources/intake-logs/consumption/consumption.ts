import type { ProductUnit } from '@nutrilog/shared/domain';
import { type Nutrients, sumNutrients } from '@nutrilog/shared/nutrients';
import type { DailyConsumptionEntry, NutrientHistoryEntry } from '@nutrilog/shared/schemas';
import type { LogNutrients } from '../log-nutrients';
import type { IntakeLogView } from '../repository';

/** A member of GET /api/intake_logs/daily_consumption. */
export function toDailyConsumptionEntry(log: IntakeLogView, computed: LogNutrients): DailyConsumptionEntry {
  const byProduct = log.type === 'product' && log.product_uuid !== null;
  const byRecipe = log.type === 'recipe' && log.recipe_uuid !== null;
  return {
    uuid: log.uuid,
    product: byProduct ? { uuid: log.product_uuid as string } : null,
    recipe: byRecipe ? { uuid: log.recipe_uuid as string } : null,
    description: byProduct ? log.product_name : byRecipe ? log.recipe_name : log.description,
    totalAmount: computed.totalAmount,
    unit: ((byProduct ? log.product_unit : byRecipe ? log.recipe_unit : null) ?? null) as ProductUnit | null,
    effectiveNutrients: computed.effectiveNutrients,
  };
}

/** One entry per day of `days` (in order), each the sum of the nutrients logged on it (zeros when nothing was). */
export function nutrientHistory(
  days: readonly string[],
  logged: readonly { date: string; nutrients: Nutrients }[],
): NutrientHistoryEntry[] {
  const byDay = new Map<string, Nutrients[]>(days.map((day) => [day, []]));
  for (const entry of logged) byDay.get(entry.date)?.push(entry.nutrients);
  return days.map((date) => ({ date, nutrients: sumNutrients(byDay.get(date) ?? []) }));
}
