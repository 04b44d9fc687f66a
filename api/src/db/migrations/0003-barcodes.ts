import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './statements';

/*
 * Barcodes: a product may carry the barcode it was created from, and a barcode lookup finds the user's own
 * products first. Open Food Facts answers are cached in barcode_lookups: public data, shared by all users
 * (no user's data is in it), found and not-found answers alike, each with the time it was fetched.
 */
export const barcodes: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      sql`ALTER TABLE products ADD COLUMN barcode text`,
      sql`ALTER TABLE products ADD CONSTRAINT products_barcode_digits CHECK (barcode ~ '^[0-9]{4,32}$')`,
      sql`CREATE INDEX products_user_uuid_barcode_idx ON products (user_uuid, barcode)
        WHERE barcode IS NOT NULL AND deleted_at IS NULL`,
      sql`CREATE TABLE barcode_lookups (
        barcode text PRIMARY KEY,
        found boolean NOT NULL,
        result jsonb,
        fetched_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT barcode_lookups_result_when_found CHECK (found = (result IS NOT NULL))
      )`,
    ]);
  },
  async down(db: Kysely<unknown>) {
    await runStatements(db, [sql`DROP TABLE barcode_lookups`, sql`ALTER TABLE products DROP COLUMN barcode`]);
  },
};
