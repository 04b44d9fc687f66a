import type { Portion } from '@nutrilog/shared/domain';
import { embedded, resourceIri } from '../../http/linked-data';
import type { PortionRow } from './repository';

export const PORTIONS = 'portions';

/** A portion as embedded in its product or recipe. */
export function toPortion(row: PortionRow) {
  return embedded('Portion', resourceIri(PORTIONS, row.uuid), { uuid: row.uuid, name: row.name, amount: row.amount }) satisfies Portion;
}

/** The IRI of a portion, or null. */
export const portionIri = (uuid: string | null) => (uuid === null ? null : resourceIri(PORTIONS, uuid));
