import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';
import { useSWRConfig } from 'swr';
import { isSyncPending, type ApiClient } from '@nutrilog/shared/api-client';
import type { ToastRequest } from '@nutrilog/shared/remote-contract';
import { useRemoteServices } from './remote-context';
import { underPath } from './swr-config';

export interface WriteEffects {
  /** The success toast, shown once the API accepted the write; none when absent. */
  toast?: string;
  toastPosition?: ToastRequest['position'];
  /** The API paths whose cached reads the write changed: every key under each is read again. */
  refresh: readonly string[];
  /** Resolve only once those reads are done (e.g. a list that must show the change before the caller goes on). */
  awaitRefresh?: boolean;
}

export type Write = <T>(send: (api: ApiClient) => Promise<T>, effects: WriteEffects) => Promise<T>;

/**
 * A write to the API, then its toast, then a refresh of the cached reads it touched
 * (docs/product.md#notices-and-state-changes). A rejected write rejects with the API's error, with no toast and no
 * refresh: the caller shows the failure (a form its violations). A write kept in the offline queue says so instead of
 * its toast, and the refreshed reads show it waiting to sync.
 */
export function useWrite(): Write {
  const { api, notify } = useRemoteServices();
  const { mutate } = useSWRConfig();
  const { t } = useLingui();
  const queuedToast = t`Saved on this device. It will sync when the connection is back.`;
  return useCallback(
    async <T>(send: (client: ApiClient) => Promise<T>, effects: WriteEffects): Promise<T> => {
      const result = await send(api);
      if (isSyncPending(result)) {
        notify({
          intent: 'info',
          title: queuedToast,
          ...(effects.toastPosition ? { position: effects.toastPosition } : {}),
        });
      } else if (effects.toast !== undefined) {
        notify({
          intent: 'success',
          title: effects.toast,
          ...(effects.toastPosition ? { position: effects.toastPosition } : {}),
        });
      }
      const refreshes = effects.refresh.map((path) => mutate(underPath(path)));
      if (effects.awaitRefresh) await Promise.all(refreshes);
      return result;
    },
    [api, notify, mutate, queuedToast],
  ) as Write;
}
