import { useLingui } from '@lingui/react/macro';
import { useSWRConfig } from 'swr';
import { API_PATHS, isSyncPending } from '@nutrilog/shared/api-client';
import type { IntakeLog } from '@nutrilog/shared/schemas';
import { underPath, useRemoteServices, useWrite } from '@nutrilog/shared/ui';

/**
 * The drawer's changes to a log; each shows a toast and refreshes the cached logs
 * (docs/product.md#notices-and-state-changes).
 */
export function useLogActions(log: Pick<IntakeLog, '@id'>) {
  const { t } = useLingui();
  const { api, notify } = useRemoteServices();
  const { mutate } = useSWRConfig();
  const write = useWrite();

  /**
   * Sends only the changed quantity or amount (a merge patch), then waits for the day to be read again; rejects
   * with the API's error when it was not saved (the caller says so).
   */
  const change = async (field: 'quantity' | 'amount', value: number): Promise<void> => {
    await write((client) => client.patch(log['@id'], { [field]: value }), {
      toast: t`Intake log updated`,
      refresh: [API_PATHS.intakeLogs],
      awaitRefresh: true,
    });
  };

  return {
    change,
    /** As change, saying in a toast when it failed. */
    async adjust(field: 'quantity' | 'amount', value: number): Promise<void> {
      try {
        await change(field, value);
      } catch {
        notify({ intent: 'error', title: t`The intake log could not be updated. Try again.` });
      }
    },
    /** Deletes the log; resolves true when it is gone. */
    async remove(): Promise<boolean> {
      let result: unknown;
      try {
        result = await api.delete(log['@id']);
      } catch {
        notify({ intent: 'error', title: t`The intake log could not be deleted. Try again.` });
        return false;
      }
      notify(
        isSyncPending(result)
          ? { intent: 'info', title: t`Deleted on this device. It will sync when the connection is back.` }
          : { intent: 'success', title: t`Intake log deleted` },
      );
      void mutate(log['@id'], undefined, { revalidate: false });
      // The deleted log's own key is left out: asking for it again would only answer 404.
      void mutate((key) => key !== log['@id'] && underPath(API_PATHS.intakeLogs)(key));
      return true;
    },
  };
}
