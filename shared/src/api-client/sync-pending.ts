/** Set on a member (or a write's answer) that the API has not confirmed yet: the lists mark it "waiting to sync". */
export const SYNC_PENDING = 'syncPending';

/** Whether a member or a write's answer is a change still waiting in the offline queue. */
export const isSyncPending = (value: unknown): boolean =>
  typeof value === 'object' && value !== null && (value as Record<string, unknown>)[SYNC_PENDING] === true;
