import type { IntakeLogType, ProductUnit } from '@nutrilog/shared/domain';
import type { IntakeLog, IntakeLogPortion } from '@nutrilog/shared/schemas';
import { nutrientsOf } from '../../db/nutrients';
import { iriOf } from '../../http/iri';
import { resource, timestampsOf } from '../../http/linked-data';
import type { LogNutrients } from './log-nutrients';
import type { IntakeLogView } from './repository';

function embeddedPortion(uuid: string | null, name: string | null, amount: number | null): IntakeLogPortion | null {
  if (uuid === null || name === null || amount === null) return null;
  return { '@id': iriOf('portion', uuid), uuid, name, amount };
}

function embeddedProduct(log: IntakeLogView): IntakeLog['product'] {
  if (log.product_uuid === null || log.product_name === null) return null;
  const { product_uuid: uuid } = log;
  return {
    '@id': iriOf('product', uuid),
    '@type': 'Product',
    uuid,
    name: log.product_name,
    unit: log.product_unit as ProductUnit,
    deleted: log.product_deleted_at !== null,
  };
}

function embeddedRecipe(log: IntakeLogView): IntakeLog['recipe'] {
  if (log.recipe_uuid === null || log.recipe_name === null) return null;
  const { recipe_uuid: uuid } = log;
  return {
    '@id': iriOf('recipe', uuid),
    '@type': 'Recipe',
    uuid,
    name: log.recipe_name,
    unit: log.recipe_unit as ProductUnit,
    deleted: log.recipe_deleted_at !== null,
  };
}

/** A log as the API answers it, with its product, recipe and portions embedded and its nutrients computed. */
export function toIntakeLog(log: IntakeLogView, computed: LogNutrients) {
  return resource('IntakeLog', iriOf('intakeLog', log.uuid), {
    uuid: log.uuid,
    type: log.type as IntakeLogType,
    date: log.date.toISOString(),
    description: log.description,
    amount: log.amount,
    quantity: log.quantity,
    nutrients: nutrientsOf(log),
    totalAmount: computed.totalAmount,
    effectiveNutrients: computed.effectiveNutrients,
    product: embeddedProduct(log),
    portion: embeddedPortion(log.portion_uuid, log.portion_name, log.portion_amount),
    recipe: embeddedRecipe(log),
    recipePortion: embeddedPortion(log.recipe_portion_uuid, log.recipe_portion_name, log.recipe_portion_amount),
    ...timestampsOf(log),
  }) satisfies IntakeLog;
}
