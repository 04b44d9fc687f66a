import { useLingui } from '@lingui/react/macro';
import type { WeightLog } from '@nutrilog/shared/domain';
import type { WeightLogInput } from '@nutrilog/shared/schemas';
import { underPath, useRemoteServices } from '@nutrilog/shared/ui';
import { useSWRConfig } from 'swr';

export const WEIGHT_LOGS_PATH = '/api/weight_logs';

/**
 * Creating, updating and deleting weight logs: each says so in a toast at the top of the screen and refreshes every
 * cached read under /api/weight_logs, the list and both caloric balances (docs/product.md#notices-and-state-changes).
 */
export function useWeightLogActions() {
  const { t } = useLingui();
  const { api, notify } = useRemoteServices();
  const { mutate } = useSWRConfig();
  const done = (title: string) => {
    notify({ intent: 'success', title, position: 'top' });
    void mutate(underPath(WEIGHT_LOGS_PATH));
  };

  return {
    async create(values: WeightLogInput) {
      await api.post(WEIGHT_LOGS_PATH, values);
      done(t`Weight log created`);
    },
    async update(log: WeightLog, values: WeightLogInput) {
      await api.patch(log['@id'], values);
      done(t`Weight log updated`);
    },
    async remove(log: WeightLog) {
      await api.delete(log['@id']);
      done(t`Weight log deleted`);
    },
  };
}
