import * as v from 'valibot';

/** A uuid as the API answers it. */
export const uuidSchema = v.pipe(v.string(), v.uuid());

/** An ISO 8601 timestamp as the API answers it (UTC, e.g. `2024-05-01T07:30:00.000Z`). */
export const timestampSchema = v.pipe(v.string(), v.isoTimestamp());

/** When a stored row was created and last changed: on every resource the API answers. */
export const timestampEntries = { createdAt: timestampSchema, updatedAt: timestampSchema };

/** A calendar date `YYYY-MM-DD`. */
export const calendarDateSchema = v.pipe(v.string(), v.isoDate());

/** The IRI of another resource (`/api/<collection>/<uuid>`), or null. */
export const nullableIriSchema = v.nullable(v.string());
