import type { IntakeLog, IntakeLogType } from '@nutrilog/shared/domain';
import { nutrientsOf } from '../../db/nutrients';
import { resource, resourceIri } from '../../http/linked-data';
import { portionIri } from '../portions/portion';
import { productIri } from '../products/product';
import { recipeIri } from '../recipes/recipe';
import type { IntakeLogRow } from './repository';

export const INTAKE_LOGS = 'intake_logs';

export function toIntakeLog(row: IntakeLogRow) {
  return resource('IntakeLog', resourceIri(INTAKE_LOGS, row.uuid), {
    uuid: row.uuid,
    type: row.type as IntakeLogType,
    date: row.date.toISOString(),
    description: row.description,
    amount: row.amount,
    quantity: row.quantity,
    nutrients: nutrientsOf(row),
    product: productIri(row.product_uuid),
    portion: portionIri(row.portion_uuid),
    recipe: recipeIri(row.recipe_uuid),
    recipePortion: portionIri(row.recipe_portion_uuid),
  }) satisfies IntakeLog;
}
