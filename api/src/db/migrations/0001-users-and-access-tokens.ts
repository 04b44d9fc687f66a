import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './statements';

// Plain SQL understood by PostgreSQL 15 and PGlite (PostgreSQL 18). gen_random_uuid() is built in since PG 13.
export const usersAndAccessTokens: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      sql`CREATE TABLE users (
        uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        email text NOT NULL,
        password_hash text NOT NULL,
        preferred_locale text NOT NULL DEFAULT 'en-GB',
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT users_email_lower_case CHECK (email = lower(email)),
        CONSTRAINT users_preferred_locale_supported CHECK (preferred_locale IN ('en-GB', 'nl-NL'))
      )`,
      sql`CREATE UNIQUE INDEX users_email_key ON users (email)`,
      sql`CREATE TABLE access_tokens (
        token_hash text PRIMARY KEY,
        user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE,
        expires_at timestamptz NOT NULL,
        created_at timestamptz NOT NULL DEFAULT now(),
        revoked_at timestamptz
      )`,
      sql`CREATE INDEX access_tokens_user_uuid_idx ON access_tokens (user_uuid)`,
    ]);
  },
  async down(db: Kysely<unknown>) {
    await runStatements(db, [sql`DROP TABLE access_tokens`, sql`DROP TABLE users`]);
  },
};
