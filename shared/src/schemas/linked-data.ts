import * as v from 'valibot';

/** The linked-data envelope of one resource: `@context`, `@id`, `@type` plus the resource's fields. */
export function resourceSchema<const TType extends string, const TEntries extends v.ObjectEntries>(
  type: TType,
  entries: TEntries,
) {
  return v.object({
    '@context': v.string(),
    '@id': v.string(),
    '@type': v.literal(type),
    ...entries,
  });
}

/**
 * A resource as the code holds it: its schema's output, with `@context` optional (a listed or embedded resource
 * does not repeat it, and nothing reads it).
 */
export type ResourceOf<TSchema extends v.GenericSchema> = Omit<v.InferOutput<TSchema>, '@context'> & {
  '@context'?: string;
};

/** A collection of resources; `page` and `itemsPerPage` are absent when pagination is off. */
export function collectionSchema<const TMember extends v.GenericSchema>(member: TMember) {
  return v.object({
    '@context': v.string(),
    '@id': v.string(),
    '@type': v.literal('Collection'),
    member: v.array(member),
    totalItems: v.pipe(v.number(), v.integer(), v.minValue(0)),
    page: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
    itemsPerPage: v.optional(v.pipe(v.number(), v.integer(), v.minValue(1))),
  });
}

export const violationSchema = v.object({
  propertyPath: v.string(),
  message: v.string(),
});

/** RFC 9457 problem details, the body of every error answer (`application/problem+json`). */
export const problemSchema = v.object({
  type: v.string(),
  title: v.string(),
  status: v.pipe(v.number(), v.integer()),
  detail: v.optional(v.string()),
  violations: v.optional(v.array(violationSchema)),
});
