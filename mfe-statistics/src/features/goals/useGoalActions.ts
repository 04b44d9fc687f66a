import { useLingui } from '@lingui/react/macro';
import type { Goal } from '@nutrilog/shared/domain';
import type { GoalInput } from '@nutrilog/shared/schemas';
import { underPath, useRemoteServices } from '@nutrilog/shared/ui';
import { useSWRConfig } from 'swr';

export const GOALS_PATH = '/api/goals';

/**
 * Creating, updating and deleting goals: each says so in a toast and refreshes every cached goal read, the
 * dashboard's targets included (docs/product.md#notices-and-state-changes).
 */
export function useGoalActions() {
  const { t } = useLingui();
  const { api, notify } = useRemoteServices();
  const { mutate } = useSWRConfig();
  const refresh = () => void mutate(underPath(GOALS_PATH));

  return {
    async create(values: GoalInput) {
      await api.post(GOALS_PATH, values);
      notify({ intent: 'success', title: t`Goal created` });
      refresh();
    },
    async update(goal: Goal, values: GoalInput) {
      await api.patch(goal['@id'], values);
      notify({ intent: 'success', title: t`Goal updated` });
      refresh();
    },
    async remove(goal: Goal) {
      await api.delete(goal['@id']);
      notify({ intent: 'success', title: t`Goal deleted` });
      refresh();
    },
  };
}
