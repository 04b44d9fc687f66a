import { randomUUID } from 'node:crypto';

/**
 * New random uuids for `uuids`, given in the same order: the smallest old uuid gets the smallest new one, and so on.
 * Lists order ties (rows created in one statement share created_at) by uuid, so an imported account lists its rows
 * exactly as the exported one did. Lower-case hex compares as PostgreSQL compares uuids (byte by byte).
 */
export function orderPreservingUuids(uuids: Iterable<string>): Map<string, string> {
  const old = [...new Set(uuids)].sort();
  const fresh = new Set<string>();
  while (fresh.size < old.length) fresh.add(randomUUID());
  const sorted = [...fresh].sort();
  return new Map(old.map((uuid, index) => [uuid, sorted[index] as string]));
}

/** The new uuid of a reference (null stays null); the import was validated, so every reference is known. */
export function remap(uuids: ReadonlyMap<string, string>, uuid: string): string;
export function remap(uuids: ReadonlyMap<string, string>, uuid: string | null): string | null;
export function remap(uuids: ReadonlyMap<string, string>, uuid: string | null): string | null {
  if (uuid === null) return null;
  const mapped = uuids.get(uuid);
  if (mapped === undefined) throw new Error(`No new uuid for ${uuid}.`);
  return mapped;
}
