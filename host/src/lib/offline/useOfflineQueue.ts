import { useSyncExternalStore } from 'react';
import { waitingChanges, type OfflineQueueState } from '@nutrilog/shared/api-client';
import { useApi } from '../session';

const NONE: OfflineQueueState = { changes: [], syncing: false };
const noSubscription = () => () => undefined;

/** The signed-in user's queued changes, re-rendering as they are added, sent or settled. */
export function useOfflineQueue(): OfflineQueueState {
  const { offlineQueue } = useApi();
  return useSyncExternalStore(
    offlineQueue?.subscribe ?? noSubscription,
    offlineQueue?.getSnapshot ?? (() => NONE),
    () => NONE,
  );
}

/** How many changes still wait to be sent (not those that wait for the user). */
export const waitingCount = (state: OfflineQueueState) => waitingChanges(state.changes).length;
