import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './statements';

/*
 * A token also expires after a while unused (last_used_at, written at most once a minute per token), and
 * failed sign-ins are counted in the database, so that the limits hold across every API process on one database.
 * A failure key is 'email:<normalised email>' or 'ip:<address>'. users.data_version counts a user's writes, so that
 * API processes sharing a PostgreSQL database know whether an answer they keep is still current.
 */
export const sessionHardening: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      sql`ALTER TABLE access_tokens ADD COLUMN last_used_at timestamptz NOT NULL DEFAULT now()`,
      sql`ALTER TABLE users ADD COLUMN data_version bigint NOT NULL DEFAULT 0`,
      sql`CREATE TABLE login_failures (
        key text PRIMARY KEY,
        failures integer NOT NULL,
        window_ends_at timestamptz NOT NULL,
        CONSTRAINT login_failures_failures_positive CHECK (failures > 0)
      )`,
      sql`CREATE INDEX login_failures_window_ends_at_idx ON login_failures (window_ends_at)`,
    ]);
  },
  async down(db: Kysely<unknown>) {
    await runStatements(db, [
      sql`DROP TABLE login_failures`,
      sql`ALTER TABLE users DROP COLUMN data_version`,
      sql`ALTER TABLE access_tokens DROP COLUMN last_used_at`,
    ]);
  },
};
