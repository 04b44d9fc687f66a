/** The Background Sync tag a page registers when a change waits in the offline queue. */
export const SYNC_QUEUE_TAG = 'nutrilog-queue';

/** What the worker posts to the open pages when the browser says the connection is back: send the queue now. */
export const SYNC_QUEUE_MESSAGE = 'SYNC_QUEUE';
