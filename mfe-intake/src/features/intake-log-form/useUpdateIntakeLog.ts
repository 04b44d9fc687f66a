import { useLingui } from '@lingui/react/macro';
import { useNavigate } from 'react-router-dom';
import { API_PATHS, intakeLogKey } from '@nutrilog/shared/api-client';
import type { IntakeLogInput } from '@nutrilog/shared/schemas';
import { useWrite } from '@nutrilog/shared/ui';

/** PATCH /api/intake_logs/{uuid} with the whole log, then a toast, fresh day lists and products, and the dashboard. */
export function useUpdateIntakeLog(
  uuid: string,
): (body: IntakeLogInput, offline: Record<string, unknown>) => Promise<void> {
  const { t } = useLingui();
  const write = useWrite();
  const navigate = useNavigate();
  return async (body, offline) => {
    await write((api) => api.patch(intakeLogKey(uuid), body, { preview: offline }), {
      toast: t`Intake log updated`,
      refresh: [API_PATHS.intakeLogs, API_PATHS.products],
    });
    navigate('/');
  };
}
