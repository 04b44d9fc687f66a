import { useLingui } from '@lingui/react/macro';
import { API_PATHS } from '@nutrilog/shared/api-client';
import type { Goal } from '@nutrilog/shared/schemas';
import type { GoalInput } from '@nutrilog/shared/schemas';
import { useWrite } from '@nutrilog/shared/ui';

/** A goal change refreshes every cached goal read, the dashboard's targets included. */
const REFRESH = [API_PATHS.goals];

/**
 * Creating, updating and deleting goals: each says so in a toast and refreshes every cached goal read
 * (docs/product.md#notices-and-state-changes).
 */
export function useGoalActions() {
  const { t } = useLingui();
  const write = useWrite();

  return {
    async create(values: GoalInput) {
      await write((api) => api.post(API_PATHS.goals, values), { toast: t`Goal created`, refresh: REFRESH });
    },
    async update(goal: Goal, values: GoalInput) {
      await write((api) => api.patch(goal['@id'], values), { toast: t`Goal updated`, refresh: REFRESH });
    },
    async remove(goal: Goal) {
      await write((api) => api.delete(goal['@id']), { toast: t`Goal deleted`, refresh: REFRESH });
    },
  };
}
