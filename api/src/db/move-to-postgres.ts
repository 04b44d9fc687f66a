import { sql } from 'kysely';
import { migrateToLatest } from './migrate';
import type { DB } from './schema';
import { dataTables } from './tables';

/** One table as moved: its rows and the checksum both databases computed for them. */
export interface MovedTable {
  table: string;
  rows: number;
  checksum: string;
}

/** The target holds rows already: nothing was written. */
export class TargetNotEmptyError extends Error {
  override name = 'TargetNotEmptyError';
}

/** A table's rows or checksum differ after the copy: the transaction was rolled back, nothing was written. */
export class MoveVerificationError extends Error {
  override name = 'MoveVerificationError';
}

/** Rows per INSERT: each batch travels as one JSON parameter. */
const BATCH_ROWS = 2000;

/** Each table after the tables its foreign keys point at, so that every row's parent is already there. */
async function parentsFirst(db: DB, tables: string[]): Promise<string[]> {
  const { rows } = await sql<{ child: string; parent: string }>`
    SELECT c.relname AS child, p.relname AS parent
    FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_class p ON p.oid = k.confrelid
    WHERE k.contype = 'f' AND c.relnamespace = current_schema()::regnamespace`.execute(db);
  const ordered: string[] = [];
  const visit = (table: string, path: Set<string>) => {
    if (ordered.includes(table) || path.has(table)) return;
    path.add(table);
    for (const { parent } of rows.filter((edge) => edge.child === table && edge.parent !== table)) visit(parent, path);
    path.delete(table);
    ordered.push(table);
  };
  tables.forEach((table) => visit(table, new Set()));
  return ordered;
}

/** The primary key's columns: the copy reads a table in their order, batch after batch. */
async function primaryKeyOf(db: DB, table: string): Promise<string[]> {
  const { rows } = await sql<{ column: string }>`
    SELECT a.attname AS column
    FROM pg_index i JOIN pg_attribute a ON a.attrelid = i.indrelid AND a.attnum = ANY(i.indkey)
    WHERE i.indrelid = ${table}::regclass AND i.indisprimary ORDER BY array_position(i.indkey, a.attnum)`.execute(db);
  return rows.map((row) => row.column);
}

/**
 * Row count and a checksum of the rows' text, independent of their order. Each side shows timestamps in UTC and
 * dates in ISO (see `sameTextSettings`), so equal rows read as equal text on both servers.
 */
async function fingerprint(db: DB, table: string): Promise<{ rows: number; checksum: string }> {
  const { rows } = await sql<{ rows: number; checksum: string }>`
    SELECT count(*)::int AS rows, md5(coalesce(string_agg(md5(t::text), '' ORDER BY md5(t::text)), '')) AS checksum
    FROM ${sql.table(table)} t`.execute(db);
  return rows[0]!;
}

const sameTextSettings = (db: DB, local: boolean) =>
  sql`SELECT set_config('TimeZone', 'UTC', ${local}), set_config('DateStyle', 'ISO, YMD', ${local}),
    set_config('IntervalStyle', 'postgres', ${local}), set_config('extra_float_digits', '1', ${local})`.execute(db);

/** Refuses a target that holds any row of any table (another app's included); an empty schema is fine. */
async function requireEmpty(target: DB): Promise<void> {
  const holding: string[] = [];
  for (const table of await dataTables(target)) {
    const { rows } = await sql<{ any: boolean }>`SELECT EXISTS (SELECT 1 FROM ${sql.table(table)}) AS any`.execute(
      target,
    );
    if (rows[0]?.any) holding.push(table);
  }
  if (holding.length > 0)
    throw new TargetNotEmptyError(
      `The PostgreSQL database is not empty (rows in ${holding.join(', ')}). Move into a new, empty database.`,
    );
}

/**
 * Copies every table of `source` (the embedded database, migrated) into `target` (an empty PostgreSQL database,
 * migrated here with the same migrations) in one transaction, then compares each table's row count and checksum on
 * both sides before committing. Rows travel as JSON (`row_to_json`, `json_populate_recordset`), so PostgreSQL
 * itself converts every value from its own text. `progress` hears of each table as it is copied.
 */
export async function moveToPostgres(
  source: DB,
  target: DB,
  progress: (table: MovedTable) => void = () => {},
): Promise<MovedTable[]> {
  await requireEmpty(target);
  await migrateToLatest(target);
  await sameTextSettings(source, false);
  const tables = await parentsFirst(source, await dataTables(source));
  return target.transaction().execute(async (trx) => {
    await sameTextSettings(trx, true);
    const moved: MovedTable[] = [];
    for (const table of tables) {
      const key = (await primaryKeyOf(source, table)).map((column) => sql.ref(`t.${column}`));
      const order = key.length > 0 ? sql.join(key) : sql`t::text`;
      for (let offset = 0; ; offset += BATCH_ROWS) {
        const { rows } = await sql<{ rows: string | null }>`
          SELECT json_agg(row_to_json(b))::text AS rows FROM (
            SELECT t.* FROM ${sql.table(table)} t ORDER BY ${order} LIMIT ${BATCH_ROWS} OFFSET ${offset}) b`.execute(
          source,
        );
        const batch = rows[0]?.rows ?? null;
        if (batch === null) break;
        await sql`INSERT INTO ${sql.table(table)}
          SELECT * FROM json_populate_recordset(NULL::${sql.table(table)}, ${batch}::json)`.execute(trx);
      }
      const [from, to] = [await fingerprint(source, table), await fingerprint(trx, table)];
      if (from.rows !== to.rows || from.checksum !== to.checksum)
        throw new MoveVerificationError(
          `${table}: ${from.rows} rows (checksum ${from.checksum}) in the embedded database, but ${to.rows} ` +
            `(checksum ${to.checksum}) in PostgreSQL. Nothing was written.`,
        );
      const done = { table, rows: to.rows, checksum: to.checksum };
      moved.push(done);
      progress(done);
    }
    return moved;
  });
}
