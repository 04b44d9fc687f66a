import { type Kysely, sql } from 'kysely';
import type { Migration } from 'kysely/migration';
import { nutrientColumnDefinitions, nutrientKeyList } from './nutrient-columns';
import { runStatements } from './statements';

/*
 * The nutrition domain: products (with portions), recipes (items, portions), intake logs, goals, weight logs.
 * Plain SQL for PostgreSQL 15 and PGlite. Every row belongs to a user (deleted with the user). References
 * between a user's rows are composite foreign keys (uuid, user_uuid), so a row can never refer to another
 * user's row. Products and recipes are soft-deleted (deleted_at) so the intake logs that refer to them keep
 * their history; the references of intake logs therefore never cascade.
 */
const owned = sql`uuid uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_uuid uuid NOT NULL REFERENCES users (uuid) ON DELETE CASCADE`;
const timestamps = sql`created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now()`;
const units = sql`('gram', 'milliliter')`;

export const nutritionTables: Migration = {
  async up(db: Kysely<unknown>) {
    await runStatements(db, [
      sql`CREATE TABLE products (
        ${owned},
        name text NOT NULL,
        unit text NOT NULL DEFAULT 'gram',
        nutrients_per double precision NOT NULL DEFAULT 100,
        ${nutrientColumnDefinitions('products')},
        favorite boolean NOT NULL DEFAULT false,
        deleted_at timestamptz,
        ${timestamps},
        CONSTRAINT products_name_not_blank CHECK (btrim(name) <> ''),
        CONSTRAINT products_unit_supported CHECK (unit IN ${units}),
        CONSTRAINT products_nutrients_per_positive CHECK (nutrients_per > 0),
        CONSTRAINT products_uuid_user_uuid_key UNIQUE (uuid, user_uuid)
      )`,
      sql`CREATE INDEX products_user_uuid_lower_name_idx ON products (user_uuid, lower(name))`,

      sql`CREATE TABLE recipes (
        ${owned},
        name text NOT NULL,
        unit text NOT NULL DEFAULT 'gram',
        unit_size double precision NOT NULL DEFAULT 100,
        deleted_at timestamptz,
        ${timestamps},
        CONSTRAINT recipes_name_not_blank CHECK (btrim(name) <> ''),
        CONSTRAINT recipes_unit_supported CHECK (unit IN ${units}),
        CONSTRAINT recipes_unit_size_positive CHECK (unit_size > 0),
        CONSTRAINT recipes_uuid_user_uuid_key UNIQUE (uuid, user_uuid)
      )`,
      sql`CREATE INDEX recipes_user_uuid_lower_name_idx ON recipes (user_uuid, lower(name))`,

      sql`CREATE TABLE portions (
        ${owned},
        name text NOT NULL,
        amount double precision NOT NULL,
        product_uuid uuid,
        recipe_uuid uuid,
        ${timestamps},
        CONSTRAINT portions_name_not_blank CHECK (btrim(name) <> ''),
        CONSTRAINT portions_amount_positive CHECK (amount > 0),
        CONSTRAINT portions_of_product_or_recipe CHECK (num_nonnulls(product_uuid, recipe_uuid) = 1),
        CONSTRAINT portions_uuid_user_uuid_key UNIQUE (uuid, user_uuid),
        CONSTRAINT portions_product_fkey FOREIGN KEY (product_uuid, user_uuid) REFERENCES products (uuid, user_uuid)
          ON DELETE CASCADE,
        CONSTRAINT portions_recipe_fkey FOREIGN KEY (recipe_uuid, user_uuid) REFERENCES recipes (uuid, user_uuid)
          ON DELETE CASCADE
      )`,
      sql`CREATE INDEX portions_user_uuid_idx ON portions (user_uuid)`,
      sql`CREATE INDEX portions_product_uuid_idx ON portions (product_uuid) WHERE product_uuid IS NOT NULL`,
      sql`CREATE INDEX portions_recipe_uuid_idx ON portions (recipe_uuid) WHERE recipe_uuid IS NOT NULL`,

      sql`CREATE TABLE recipe_items (
        ${owned},
        recipe_uuid uuid NOT NULL,
        product_uuid uuid NOT NULL,
        portion_uuid uuid,
        amount double precision NOT NULL DEFAULT 0,
        quantity double precision NOT NULL DEFAULT 0,
        ${timestamps},
        CONSTRAINT recipe_items_amount_non_negative CHECK (amount >= 0),
        CONSTRAINT recipe_items_quantity_non_negative CHECK (quantity >= 0),
        CONSTRAINT recipe_items_quantity_or_amount_positive
          CHECK (CASE WHEN portion_uuid IS NULL THEN amount > 0 ELSE quantity > 0 END),
        CONSTRAINT recipe_items_recipe_fkey FOREIGN KEY (recipe_uuid, user_uuid) REFERENCES recipes (uuid, user_uuid)
          ON DELETE CASCADE,
        CONSTRAINT recipe_items_product_fkey
          FOREIGN KEY (product_uuid, user_uuid) REFERENCES products (uuid, user_uuid),
        CONSTRAINT recipe_items_portion_fkey FOREIGN KEY (portion_uuid, user_uuid) REFERENCES portions (uuid, user_uuid)
      )`,
      sql`CREATE INDEX recipe_items_user_uuid_idx ON recipe_items (user_uuid)`,
      sql`CREATE INDEX recipe_items_recipe_uuid_idx ON recipe_items (recipe_uuid)`,
      sql`CREATE INDEX recipe_items_product_uuid_idx ON recipe_items (product_uuid)`,
      sql`CREATE INDEX recipe_items_portion_uuid_idx ON recipe_items (portion_uuid) WHERE portion_uuid IS NOT NULL`,

      sql`CREATE TABLE intake_logs (
        ${owned},
        type text NOT NULL,
        date timestamptz NOT NULL,
        description text,
        amount double precision NOT NULL DEFAULT 0,
        quantity double precision NOT NULL DEFAULT 0,
        ${nutrientColumnDefinitions('intake_logs')},
        product_uuid uuid,
        portion_uuid uuid,
        recipe_uuid uuid,
        recipe_portion_uuid uuid,
        ${timestamps},
        CONSTRAINT intake_logs_type_supported CHECK (type IN ('product', 'recipe', 'manual')),
        CONSTRAINT intake_logs_amount_non_negative CHECK (amount >= 0),
        CONSTRAINT intake_logs_quantity_non_negative CHECK (quantity >= 0),
        CONSTRAINT intake_logs_references_match_type CHECK (CASE type
          WHEN 'product' THEN product_uuid IS NOT NULL AND recipe_uuid IS NULL AND recipe_portion_uuid IS NULL
            AND (CASE WHEN portion_uuid IS NULL THEN amount > 0 ELSE quantity > 0 END)
          WHEN 'recipe' THEN recipe_uuid IS NOT NULL AND product_uuid IS NULL AND portion_uuid IS NULL
            AND (CASE WHEN recipe_portion_uuid IS NULL THEN amount > 0 ELSE quantity > 0 END)
          ELSE num_nonnulls(product_uuid, portion_uuid, recipe_uuid, recipe_portion_uuid) = 0
        END),
        CONSTRAINT intake_logs_product_fkey FOREIGN KEY (product_uuid, user_uuid) REFERENCES products (uuid, user_uuid),
        CONSTRAINT intake_logs_portion_fkey FOREIGN KEY (portion_uuid, user_uuid) REFERENCES portions (uuid, user_uuid),
        CONSTRAINT intake_logs_recipe_fkey FOREIGN KEY (recipe_uuid, user_uuid) REFERENCES recipes (uuid, user_uuid),
        CONSTRAINT intake_logs_recipe_portion_fkey
          FOREIGN KEY (recipe_portion_uuid, user_uuid) REFERENCES portions (uuid, user_uuid)
      )`,
      sql`CREATE INDEX intake_logs_user_uuid_date_idx ON intake_logs (user_uuid, date)`,
      sql`CREATE INDEX intake_logs_product_uuid_idx ON intake_logs (product_uuid) WHERE product_uuid IS NOT NULL`,
      sql`CREATE INDEX intake_logs_portion_uuid_idx ON intake_logs (portion_uuid) WHERE portion_uuid IS NOT NULL`,
      sql`CREATE INDEX intake_logs_recipe_uuid_idx ON intake_logs (recipe_uuid) WHERE recipe_uuid IS NOT NULL`,
      sql`CREATE INDEX intake_logs_recipe_portion_uuid_idx ON intake_logs (recipe_portion_uuid)
        WHERE recipe_portion_uuid IS NOT NULL`,

      sql`CREATE TABLE goals (
        ${owned},
        nutrient text NOT NULL,
        goal_type text NOT NULL,
        value double precision NOT NULL,
        start_date date,
        end_date date,
        ${timestamps},
        CONSTRAINT goals_nutrient_supported CHECK (nutrient IN (${nutrientKeyList()})),
        CONSTRAINT goals_goal_type_supported CHECK (goal_type IN ('minimum', 'maximum')),
        CONSTRAINT goals_value_positive CHECK (value > 0),
        CONSTRAINT goals_dates_in_order CHECK (start_date IS NULL OR end_date IS NULL OR start_date <= end_date)
      )`,
      sql`CREATE INDEX goals_user_uuid_idx ON goals (user_uuid)`,

      sql`CREATE TABLE weight_logs (
        ${owned},
        date timestamptz NOT NULL,
        weight double precision NOT NULL,
        body_fat_percentage double precision,
        unit text NOT NULL DEFAULT 'kilogram',
        ${timestamps},
        CONSTRAINT weight_logs_weight_above_minimum CHECK (weight > 25),
        CONSTRAINT weight_logs_body_fat_percentage_range CHECK (body_fat_percentage BETWEEN 0 AND 100),
        CONSTRAINT weight_logs_unit_not_blank CHECK (btrim(unit) <> '')
      )`,
      sql`CREATE INDEX weight_logs_user_uuid_date_idx ON weight_logs (user_uuid, date)`,
    ]);
  },
  async down(db: Kysely<unknown>) {
    await runStatements(
      db,
      ['weight_logs', 'goals', 'intake_logs', 'recipe_items', 'portions', 'recipes', 'products'].map(
        (table) => sql`DROP TABLE ${sql.table(table)}`,
      ),
    );
  },
};
