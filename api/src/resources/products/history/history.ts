import type { IntakeLogType } from '@nutrilog/shared/domain';
import { totalAmount } from '@nutrilog/shared/nutrients';
import type { ProductIntakeHistoryItem } from '@nutrilog/shared/schemas';
import { iriOf } from '../../../http/iri';
import { embedded } from '../../../http/linked-data';
import type { ProductIntakeHistoryRow } from './repository';

/** A member of GET /api/products/{uuid}/intake_log_history: one time the product was logged. */
export function toProductIntakeHistoryItem(row: ProductIntakeHistoryRow) {
  const portion =
    row.portion_uuid === null || row.portion_name === null || row.portion_amount === null
      ? null
      : {
          '@id': iriOf('portion', row.portion_uuid),
          uuid: row.portion_uuid,
          name: row.portion_name,
          amount: row.portion_amount,
        };
  return embedded('IntakeLog', iriOf('intakeLog', row.uuid), {
    uuid: row.uuid,
    date: row.date.toISOString(),
    type: row.type as IntakeLogType,
    quantity: row.quantity,
    amount: row.amount,
    totalAmount: totalAmount({ amount: row.amount, quantity: row.quantity, portionAmount: portion?.amount ?? null }),
    portion,
  }) satisfies ProductIntakeHistoryItem;
}
