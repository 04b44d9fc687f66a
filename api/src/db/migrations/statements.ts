import type { Kysely, RawBuilder } from 'kysely';

/** Runs statements one by one: PGlite's extended protocol takes a single statement per query. */
export async function runStatements(db: Kysely<unknown>, statements: RawBuilder<unknown>[]): Promise<void> {
  for (const statement of statements) await statement.execute(db);
}
