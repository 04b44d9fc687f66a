import type * as v from 'valibot';
import type { collectionSchema, problemSchema, resourceSchema, violationSchema } from '@nutrilog/shared/schemas';

/**
 * An answer of the API as the front ends hold it: `@context` may be left out (data made in a test, or kept without
 * it), as it says nothing the `@type` does not.
 */
export type ContextOptional<T> = T extends { '@context': unknown }
  ? Omit<T, '@context'> & Partial<Pick<T, '@context'>>
  : T;

/** Linked-data envelope of every API resource (docs/product.md#records). */
export type Resource = ContextOptional<v.InferOutput<ReturnType<typeof resourceSchema<string, Record<never, never>>>>>;

export type Collection<T> = ContextOptional<v.InferOutput<ReturnType<typeof collectionSchema<v.GenericSchema<T>>>>>;

export type Violation = v.InferOutput<typeof violationSchema>;

/** RFC 9457 problem details, as the API answers every error. */
export type Problem = v.InferOutput<typeof problemSchema>;

export const MEDIA_TYPES = {
  ldJson: 'application/ld+json',
  mergePatch: 'application/merge-patch+json',
  problem: 'application/problem+json',
} as const;
