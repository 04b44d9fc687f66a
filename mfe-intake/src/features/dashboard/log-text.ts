import { useLingui } from '@lingui/react/macro';
import dayjs from 'dayjs';
import { formatQuantity, unitSymbol } from '@nutrilog/shared/format';
import type { IntakeLog } from '@nutrilog/shared/schemas';

type LogText = Pick<
  IntakeLog,
  'type' | 'description' | 'product' | 'recipe' | 'portion' | 'recipePortion' | 'quantity' | 'totalAmount'
>;

/** How a log is named and measured on the dashboard and in its drawer. */
export function useLogText() {
  const { t, i18n } = useLingui();
  return {
    /** The product's or recipe's name (also when deleted), else the manual description, else "Manual entry". */
    title(log: LogText): string {
      return log.product?.name ?? log.recipe?.name ?? (log.description || t`Manual entry`);
    },
    /** "2 × Slice (35 g)" with a portion, "150 g" without one; null for a manual entry. */
    amount(log: LogText): string | null {
      const owner = log.product ?? log.recipe;
      if (log.type === 'manual' || !owner) return null;
      const unit = unitSymbol(owner.unit);
      const portion = log.type === 'product' ? log.portion : log.recipePortion;
      if (!portion) return `${formatQuantity(log.totalAmount, i18n.locale)} ${unit}`;
      const quantity = formatQuantity(log.quantity, i18n.locale);
      const name = portion.name;
      const portionAmount = formatQuantity(portion.amount, i18n.locale);
      return t`${quantity} × ${name} (${portionAmount} ${unit})`;
    },
  };
}

/** A log's local time, HH:mm. */
export const logTime = (log: Pick<IntakeLog, 'date'>): string => dayjs(log.date).format('HH:mm');
