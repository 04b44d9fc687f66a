import { useLingui } from '@lingui/react/macro';
import { API_PATHS } from '@nutrilog/shared/api-client';
import type { WeightLog } from '@nutrilog/shared/schemas';
import type { WeightLogInput } from '@nutrilog/shared/schemas';
import { useWrite, type WriteEffects } from '@nutrilog/shared/ui';

/**
 * Creating, updating and deleting weight logs: each says so in a toast at the top of the screen and refreshes every
 * cached read under /api/weight_logs, the list and both caloric balances (docs/product.md#notices-and-state-changes).
 */
export function useWeightLogActions() {
  const { t } = useLingui();
  const write = useWrite();
  const effects = (toast: string): WriteEffects => ({ toast, toastPosition: 'top', refresh: [API_PATHS.weightLogs] });

  return {
    async create(values: WeightLogInput) {
      // Until it is synced, the list shows it as the API will (no body fat unless one was given).
      const preview = { bodyFatPercentage: values.bodyFatPercentage ?? null };
      await write((api) => api.post(API_PATHS.weightLogs, values, { preview }), effects(t`Weight log created`));
    },
    async update(log: WeightLog, values: WeightLogInput) {
      await write((api) => api.patch(log['@id'], values), effects(t`Weight log updated`));
    },
    async remove(log: WeightLog) {
      await write((api) => api.delete(log['@id']), effects(t`Weight log deleted`));
    },
  };
}
