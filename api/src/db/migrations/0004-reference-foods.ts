import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { nutrientColumnDefinitions } from './nutrient-columns';
import { runStatements } from './statements';

/*
 * The reference food table, imported from USDA SR files (resources/reference-foods). Global reference data,
 * not per user: no user's data is in these tables, every user's inference reads the same rows, and an import
 * replaces all of them at once. Nutrients are per 100 g of edible portion (a value SR leaves empty is stored
 * as 0). Names are looked up by their normalized form (lower case, no accents or punctuation).
 */
export const referenceFoods: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      sql`CREATE TABLE reference_foods (
        ndb_no text PRIMARY KEY,
        name text NOT NULL,
        short_name text NOT NULL,
        food_group text,
        ${nutrientColumnDefinitions('reference_foods')},
        is_raw boolean NOT NULL,
        is_branded boolean NOT NULL,
        rank_bias integer NOT NULL,
        CONSTRAINT reference_foods_ndb_no_digits CHECK (ndb_no ~ '^[0-9]{5}$'),
        CONSTRAINT reference_foods_name_not_blank CHECK (btrim(name) <> '')
      )`,
      sql`CREATE TABLE reference_food_names (
        ndb_no text NOT NULL REFERENCES reference_foods (ndb_no) ON DELETE CASCADE,
        language text NOT NULL,
        name text NOT NULL,
        normalized text NOT NULL,
        CONSTRAINT reference_food_names_language_supported CHECK (language IN ('en', 'nl')),
        CONSTRAINT reference_food_names_normalized_not_blank CHECK (normalized <> ''),
        PRIMARY KEY (ndb_no, language, normalized)
      )`,
      // text_pattern_ops serves equality and prefix (LIKE 'x%') lookups whatever the database's collation.
      sql`CREATE INDEX reference_food_names_normalized_idx ON reference_food_names (normalized text_pattern_ops)`,
      sql`CREATE TABLE reference_food_measures (
        ndb_no text NOT NULL REFERENCES reference_foods (ndb_no) ON DELETE CASCADE,
        seq integer NOT NULL,
        amount double precision NOT NULL,
        description text NOT NULL,
        grams double precision NOT NULL,
        CONSTRAINT reference_food_measures_amount_positive CHECK (amount > 0),
        CONSTRAINT reference_food_measures_grams_positive CHECK (grams > 0),
        PRIMARY KEY (ndb_no, seq)
      )`,
      sql`CREATE TABLE reference_food_imports (
        singleton boolean PRIMARY KEY DEFAULT true,
        fingerprint text NOT NULL,
        foods integer NOT NULL,
        names integer NOT NULL,
        measures integer NOT NULL,
        imported_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT reference_food_imports_one_row CHECK (singleton)
      )`,
    ]);
  },
  async down(db: Kysely<unknown>) {
    await runStatements(
      db,
      ['reference_food_imports', 'reference_food_measures', 'reference_food_names', 'reference_foods'].map(
        (table) => sql`DROP TABLE ${sql.table(table)}`,
      ),
    );
  },
};
