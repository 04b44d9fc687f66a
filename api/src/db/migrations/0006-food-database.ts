import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { runStatements } from './statements';

/*
 * The food database. A product made from a food of the database (POST /api/products/from_food) remembers it in
 * products.source_food (`reference:09040`, `openFoodFacts:3017620422003`): a user has at most one live product per
 * food, so the same request again finds it, even when two arrive at once (the unique partial index). A deleted
 * product does not count. food_searches caches Open Food Facts' text search answers like barcode_lookups: public
 * data only, shared by all users, keyed by the search terms and the page asked.
 */
export const foodDatabase: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      sql`ALTER TABLE products ADD COLUMN source_food text`,
      sql`ALTER TABLE products ADD CONSTRAINT products_source_food_format
        CHECK (source_food ~ '^(reference|openFoodFacts):[0-9]{4,32}$')`,
      sql`CREATE UNIQUE INDEX products_user_uuid_source_food_key ON products (user_uuid, source_food)
        WHERE source_food IS NOT NULL AND deleted_at IS NULL`,
      sql`CREATE TABLE food_searches (
        key text PRIMARY KEY,
        result jsonb NOT NULL,
        fetched_at timestamptz NOT NULL DEFAULT now()
      )`,
    ]);
  },
  async down(db: Kysely<unknown>) {
    await runStatements(db, [sql`DROP TABLE food_searches`, sql`ALTER TABLE products DROP COLUMN source_food`]);
  },
};
