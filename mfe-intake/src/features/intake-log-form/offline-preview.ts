import { totalAmount, type Nutrients } from '@nutrilog/shared/nutrients';
import type { IntakeLogInput } from '@nutrilog/shared/schemas';
import type { ChosenOwner } from './owner';

const uuidOfIri = (iri: string) => iri.split('/').pop() ?? iri;

const embeddedOwner = (type: 'Product' | 'Recipe', owner: ChosenOwner | null) =>
  owner && { '@id': owner['@id'], '@type': type, uuid: owner.uuid, name: owner.name, unit: owner.unit, deleted: false };

function embeddedPortion(owner: ChosenOwner | null, iri: string | null) {
  const portion = owner?.portions.find((candidate) => candidate['@id'] === iri);
  return portion
    ? { '@id': portion['@id'], uuid: uuidOfIri(portion['@id']), name: portion.name, amount: portion.amount }
    : null;
}

/**
 * The log as the API will answer it, for the lists to show while it waits in the offline queue: the product or
 * recipe embedded from what the form chose, and the nutrients the form previewed.
 */
export function offlineIntakeLog(
  body: IntakeLogInput,
  owners: { product: ChosenOwner | null; recipe: ChosenOwner | null },
  thisLog: Nutrients,
): Record<string, unknown> {
  const product = body.type === 'product' ? owners.product : null;
  const recipe = body.type === 'recipe' ? owners.recipe : null;
  const portion = embeddedPortion(product, body.portion);
  const recipePortion = embeddedPortion(recipe, body.recipePortion);
  return {
    '@type': 'IntakeLog',
    product: embeddedOwner('Product', product),
    portion,
    recipe: embeddedOwner('Recipe', recipe),
    recipePortion,
    totalAmount: totalAmount({
      amount: body.amount,
      quantity: body.quantity,
      portionAmount: (portion ?? recipePortion)?.amount ?? null,
    }),
    effectiveNutrients: thisLog,
  };
}
