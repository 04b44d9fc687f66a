/**
 * A write the client may send more than once (the offline queue retries until it hears back) carries a key of its
 * own making in this header: the API answers the same key and request again with the first answer and writes nothing
 * (docs/api.md, "Repeating a write safely").
 */
export const IDEMPOTENCY_KEY_HEADER = 'Idempotency-Key';

/** Set on an answer that repeats the first answer to the same key, rather than one made for this request. */
export const IDEMPOTENT_REPLAYED_HEADER = 'Idempotent-Replayed';

/** How long the API keeps a key: a change queued offline for longer gets a fresh key when it is sent. */
export const IDEMPOTENCY_KEY_HOURS = 24;

export const MAX_IDEMPOTENCY_KEY_LENGTH = 255;

/** Visible ASCII, no spaces: what a UUID or any opaque token the client makes is written in. */
export const isValidIdempotencyKey = (key: string) =>
  key.length > 0 && key.length <= MAX_IDEMPOTENCY_KEY_LENGTH && /^[\x21-\x7e]+$/.test(key);
