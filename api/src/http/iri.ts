/**
 * The IRIs of stored resources, `/api/<collection>/<uuid>`, in one place: the collection (URL segment) of each kind
 * of resource, and the build and parse of its IRIs. Resources name the kind, never another resource's collection.
 */
export const COLLECTIONS = {
  product: 'products',
  portion: 'portions',
  recipe: 'recipes',
  recipeItem: 'recipe_items',
  intakeLog: 'intake_logs',
  weightLog: 'weight_logs',
  goal: 'goals',
} as const;

export type IriKind = keyof typeof COLLECTIONS;

export const iriOf = (kind: IriKind, uuid: string) => `/api/${COLLECTIONS[kind]}/${uuid}`;

/** The IRI of a reference that may be absent. */
export const optionalIriOf = (kind: IriKind, uuid: string | null) => (uuid === null ? null : iriOf(kind, uuid));

const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const IRI_PATTERNS = Object.fromEntries(
  Object.entries(COLLECTIONS).map(([kind, collection]) => [kind, new RegExp(`^/api/${collection}/(${UUID})$`, 'i')]),
) as Record<IriKind, RegExp>;

/** The uuid in an IRI such as `/api/products/<uuid>`, or null when the IRI is not one of that kind. */
export function uuidFromIri(kind: IriKind, iri: string): string | null {
  return IRI_PATTERNS[kind].exec(iri)?.[1]?.toLowerCase() ?? null;
}
