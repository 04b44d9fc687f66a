import { entryNutrients, sumNutrients, type Nutrients, zeroNutrients } from '@nutrilog/shared/nutrients';
import type { DailyConsumptionEntry } from '@nutrilog/shared/schemas';
import { finite, typedNutrients, type IntakeLogFormValues } from './form-values';
import type { ChosenOwner } from './owner';

type PreviewValues = Pick<
  IntakeLogFormValues,
  'type' | 'portion' | 'recipePortion' | 'amount' | 'quantity' | 'nutrients'
>;

/**
 * The nutrients of the log as it is being entered (docs/product.md#numbers-and-limits): the product's nutrients for its
 * amount (per nutrientsPer) or the recipe's (per unitSize), a portion times the quantity; a manual log's typed ones.
 */
export function thisLogNutrients(
  values: PreviewValues,
  owners: { product: ChosenOwner | null; recipe: ChosenOwner | null },
): Nutrients {
  if (values.type === 'manual') return typedNutrients(values.nutrients);
  const owner = values.type === 'product' ? owners.product : owners.recipe;
  if (!owner?.source) return zeroNutrients();
  const portionIri = values.type === 'product' ? values.portion : values.recipePortion;
  const portion = owner.portions.find((candidate) => candidate['@id'] === portionIri) ?? null;
  return entryNutrients(owner.source, {
    amount: finite(values.amount),
    quantity: finite(values.quantity),
    portionAmount: portion?.amount ?? null,
  });
}

/** The day's nutrients once this log is added: the day's other logs (not the one being edited) plus this one. */
export function dayAfterNutrients(
  day: readonly DailyConsumptionEntry[],
  thisLog: Nutrients,
  editedUuid: string | null = null,
): Nutrients {
  return sumNutrients([
    ...day.filter((entry) => entry.uuid !== editedUuid).map((entry) => entry.effectiveNutrients),
    thisLog,
  ]);
}
