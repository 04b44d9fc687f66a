import { useLingui } from '@lingui/react/macro';
import type { IntakeLogInput } from '@nutrilog/shared/schemas';
import { underPath, useRemoteServices } from '@nutrilog/shared/ui';
import { useSWRConfig } from 'swr';

/** POST /api/intake_logs, then a toast, fresh day lists and products (counts, most used), and `then` (start over). */
export function useCreateIntakeLog(then: () => void): (body: IntakeLogInput) => Promise<void> {
  const { t } = useLingui();
  const { api, notify } = useRemoteServices();
  const { mutate } = useSWRConfig();
  return async (body) => {
    await api.post('/api/intake_logs', body);
    notify({ intent: 'success', title: t`Intake log created` });
    void mutate(underPath('/api/intake_logs'));
    void mutate(underPath('/api/products'));
    then();
  };
}
