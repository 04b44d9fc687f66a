import type { DB } from '../../db/schema';
import { uuidFromIri } from '../../http/iri';
import { ownLive, type OwnerKind } from './live-owners';
import { portionsOf } from './owner-portions';

/**
 * The uuid of a product (recipe) IRI a body refers to, when it is one of the user's that is not deleted or is
 * `current`, the one the record already refers to (so a record of a deleted product stays editable); else null.
 */
export async function referencedOwner(
  db: DB,
  userUuid: string,
  kind: OwnerKind,
  iri: string,
  current: string | null,
): Promise<string | null> {
  const uuid = uuidFromIri(kind, iri);
  if (uuid === null || uuid === current) return uuid;
  return (await ownLive(db, userUuid, kind, [uuid])).has(uuid) ? uuid : null;
}

/** The uuid of a portion IRI a body refers to, when it is a portion of the user's product (recipe) `ownerUuid`. */
export async function referencedPortion(
  db: DB,
  userUuid: string,
  kind: OwnerKind,
  ownerUuid: string,
  iri: string,
): Promise<string | null> {
  const uuid = uuidFromIri('portion', iri);
  if (uuid === null) return null;
  return (await portionsOf(db, userUuid, kind, ownerUuid, [uuid])).has(uuid) ? uuid : null;
}
