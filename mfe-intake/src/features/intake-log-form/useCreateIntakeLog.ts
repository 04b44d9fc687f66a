import { useLingui } from '@lingui/react/macro';
import { API_PATHS } from '@nutrilog/shared/api-client';
import type { IntakeLogInput } from '@nutrilog/shared/schemas';
import { useWrite } from '@nutrilog/shared/ui';

/** POST /api/intake_logs, then a toast, fresh day lists and products (counts, most used), and `then` (start over). */
export function useCreateIntakeLog(
  then: () => void,
): (body: IntakeLogInput, offline: Record<string, unknown>) => Promise<void> {
  const { t } = useLingui();
  const write = useWrite();
  return async (body, offline) => {
    await write((api) => api.post(API_PATHS.intakeLogs, body, { preview: offline }), {
      toast: t`Intake log created`,
      refresh: [API_PATHS.intakeLogs, API_PATHS.products],
    });
    then();
  };
}
