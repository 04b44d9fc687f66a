import type { ColumnType, Generated, Kysely } from 'kysely';

/** A timestamptz column: read as Date, written as Date or ISO string, defaulted by the database. */
type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;

export interface UsersTable {
  uuid: Generated<string>;
  /** Always stored lower-cased (see normalizeEmail); unique. */
  email: string;
  password_hash: string;
  preferred_locale: Generated<string>;
  created_at: Timestamp;
  updated_at: Timestamp;
}

export interface AccessTokensTable {
  /** sha256 (hex) of the token; the token itself is never stored. */
  token_hash: string;
  user_uuid: string;
  expires_at: ColumnType<Date, Date | string, Date | string>;
  created_at: Timestamp;
  revoked_at: ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;
}

export interface Database {
  users: UsersTable;
  access_tokens: AccessTokensTable;
}

export type DB = Kysely<Database>;
