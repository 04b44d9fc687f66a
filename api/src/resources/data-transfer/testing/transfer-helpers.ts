import type { DataExport } from '@nutrilog/shared/schemas';
import type { SignedInUser, TestApp } from '../../../testing/harness';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/g;

/** GET /api/export of `user`, checked for its status. */
export async function exportOf(t: TestApp, user: SignedInUser): Promise<DataExport> {
  const response = await t.app.inject({ method: 'GET', url: '/api/export', headers: user.headers });
  if (response.statusCode !== 200) throw new Error(`GET /api/export answered ${response.statusCode}: ${response.body}`);
  return response.json<DataExport>();
}

/** POST /api/import of a file (any JSON value, or text as sent). */
export function importFile(t: TestApp, user: SignedInUser, file: unknown) {
  return t.app.inject({
    method: 'POST',
    url: '/api/import',
    headers: { ...user.headers, 'content-type': 'application/json' },
    payload: typeof file === 'string' ? file : JSON.stringify(file),
  });
}

/** The `uuid` members of a value, in document order. */
function uuidsOf(value: unknown, into: string[] = []): string[] {
  if (Array.isArray(value)) value.forEach((item) => uuidsOf(item, into));
  else if (value !== null && typeof value === 'object') {
    for (const [key, member] of Object.entries(value)) {
      if (key === 'uuid' && typeof member === 'string') into.push(member);
      else uuidsOf(member, into);
    }
  }
  return into;
}

/**
 * Pairs the uuids of two values of the same shape by position (`from`'s n-th uuid member with `to`'s), for
 * comparing an exported account with its imported copy.
 */
export function uuidPairs(from: unknown, to: unknown): Map<string, string> {
  const [a, b] = [uuidsOf(from), uuidsOf(to)];
  if (a.length !== b.length) throw new Error(`The values have ${a.length} and ${b.length} uuids.`);
  return new Map(a.map((uuid, index) => [uuid, b[index] as string]));
}

/** `value` with every uuid inside its strings (IRIs too) replaced through `pairs`; an unpaired uuid is kept. */
export function renameUuids<T>(value: T, pairs: ReadonlyMap<string, string>): T {
  return JSON.parse(JSON.stringify(value), (_key, member: unknown) =>
    typeof member === 'string' ? member.replace(UUID, (uuid) => pairs.get(uuid) ?? uuid) : member,
  ) as T;
}

/** Every row count of the user's tables, to show that a refused import wrote nothing. */
export async function rowCounts(t: TestApp, userUuid: string): Promise<Record<string, number>> {
  const tables = ['products', 'portions', 'recipes', 'recipe_items', 'intake_logs', 'goals', 'weight_logs'] as const;
  const counts = await Promise.all(
    tables.map(async (table) => {
      const rows = await t.db.selectFrom(table).select('uuid').where('user_uuid', '=', userUuid).execute();
      return [table, rows.length] as const;
    }),
  );
  return Object.fromEntries(counts);
}
