import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './statements';

/*
 * The Idempotency-Key of a user's writes (http/idempotency): the request it was first used with (a fingerprint of
 * method, URL and body) and, once answered, that answer, replayed to the same key and request again. `status` is null
 * while the first request runs. Kept in the database, not in a process, so that two API processes agree on it.
 */
export const idempotencyKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      sql`CREATE TABLE idempotency_keys (
        user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
        key text NOT NULL,
        fingerprint text NOT NULL,
        status smallint,
        content_type text,
        body text,
        created_at timestamptz NOT NULL,
        PRIMARY KEY (user_uuid, key)
      )`,
      sql`CREATE INDEX idempotency_keys_created_at ON idempotency_keys (created_at)`,
    ]);
  },
  async down(db: Kysely<unknown>) {
    await runStatements(db, [sql`DROP TABLE idempotency_keys`]);
  },
};
