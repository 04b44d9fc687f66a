import { nutrientsForAmount, type NutrientSource } from '@nutrilog/shared/nutrients';
import type { Portion } from '@nutrilog/shared/schemas';
import { iriOf } from '../../http/iri';
import { contextIri, embedded, timestampsOf } from '../../http/linked-data';
import type { PortionRow } from './repository';

/**
 * A portion as embedded in its product or recipe. `owner` is what the owner's nutrients refer to: a
 * product's nutrients per nutrientsPer, or a recipe's summed nutrients per unitSize.
 */
export function toPortion(row: PortionRow, owner: NutrientSource) {
  return embedded('Portion', iriOf('portion', row.uuid), {
    uuid: row.uuid,
    name: row.name,
    amount: row.amount,
    effectiveNutrients: nutrientsForAmount(owner, row.amount),
    ...timestampsOf(row),
  }) satisfies Portion;
}

/** A portion as its own resource (GET, POST and PATCH /api/portions): with its context. */
export function toPortionResource(row: PortionRow, owner: NutrientSource) {
  return { '@context': contextIri('Portion'), ...toPortion(row, owner) };
}
