import { useEffect } from 'react';
import { useApi, useToken } from '../../lib/session';
import { scheduleReadAhead } from './keep-reads-for-offline';

/** While signed in, reads ahead once per sign-in and page load what the screens need offline. */
export function KeepReadsForOffline() {
  const api = useApi();
  const token = useToken();
  useEffect(() => (token ? scheduleReadAhead(api) : undefined), [api, token]);
  return null;
}
