import { useLingui } from '@lingui/react/macro';
import type { IntakeLogInput } from '@nutrilog/shared/schemas';
import { underPath, useRemoteServices } from '@nutrilog/shared/ui';
import { useNavigate } from 'react-router-dom';
import { useSWRConfig } from 'swr';

/** PATCH /api/intake_logs/{uuid} with the whole log, then a toast, fresh day lists and products, and the dashboard. */
export function useUpdateIntakeLog(uuid: string): (body: IntakeLogInput) => Promise<void> {
  const { t } = useLingui();
  const { api, notify } = useRemoteServices();
  const { mutate } = useSWRConfig();
  const navigate = useNavigate();
  return async (body) => {
    await api.patch(`/api/intake_logs/${uuid}`, body);
    notify({ intent: 'success', title: t`Intake log updated` });
    void mutate(underPath('/api/intake_logs'));
    void mutate(underPath('/api/products'));
    navigate('/');
  };
}
