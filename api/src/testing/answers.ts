/** An ISO 8601 timestamp as the API answers it: UTC, to the millisecond. */
export const ISO_TIMESTAMP = /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/;

/** The createdAt and updatedAt every stored resource answers, in an expected answer. */
export const STORED_AT = {
  createdAt: expect.stringMatching(ISO_TIMESTAMP),
  updatedAt: expect.stringMatching(ISO_TIMESTAMP),
};
