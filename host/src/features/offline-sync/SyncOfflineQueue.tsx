import { useEffect } from 'react';
import { useSWRConfig } from 'swr';
import { useApi, useToken } from '../../lib/session';
import { watchOfflineQueue } from './sync-triggers';

/** While signed in, sends the changes made offline when the connection is back, then reads every screen again. */
export function SyncOfflineQueue() {
  const api = useApi();
  const token = useToken();
  const { mutate } = useSWRConfig();
  useEffect(() => (token ? watchOfflineQueue(api, () => void mutate(() => true)) : undefined), [api, token, mutate]);
  return null;
}
