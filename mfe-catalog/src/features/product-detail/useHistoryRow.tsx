import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { ProductUnit } from '@nutrilog/shared/domain';
import { formatQuantity, unitSymbol } from '@nutrilog/shared/format';
import type { ProductIntakeHistoryItem } from '@nutrilog/shared/schemas';

/**
 * How one intake history row reads: the local date and time in the active locale, and what was logged,
 * "2 × 1 slice (70 g)" for portions or "150 g".
 */
export function useHistoryRow(
  unit: ProductUnit,
): (item: ProductIntakeHistoryItem) => { primary: ReactNode; secondary: string } {
  const { t, i18n } = useLingui();
  const dateTime = new Intl.DateTimeFormat(i18n.locale, { dateStyle: 'medium', timeStyle: 'short' });
  return (item) => {
    const total = `${formatQuantity(item.totalAmount, i18n.locale)} ${unitSymbol(unit)}`;
    const quantity = formatQuantity(item.quantity, i18n.locale);
    const portion = item.portion?.name;
    return {
      primary: <time dateTime={item.date}>{dateTime.format(new Date(item.date))}</time>,
      secondary: portion === undefined ? total : t`${quantity} × ${portion} (${total})`,
    };
  };
}
