import { type RawBuilder, sql } from 'kysely';

/**
 * The eleven nutrients as migration 0002 created them. Frozen on purpose: a migration must create the same
 * schema forever, so it never reads the live catalogue (a twelfth nutrient is a new migration that adds
 * its column). `domain-tables.test.ts` checks that this list still matches the catalogue.
 */
export const NUTRIENT_KEYS_0002 = [
  'calories',
  'totalFat',
  'saturatedFat',
  'totalCarbohydrates',
  'sugars',
  'fibers',
  'proteins',
  'salt',
  'water',
  'caffeine',
  'potassium',
] as const;

const snakeCase = (key: string) => key.replace(/[A-Z]/g, (letter) => `_${letter.toLowerCase()}`);

/**
 * The column definitions of the eleven nutrients for a CREATE TABLE of `table`: one
 * `double precision NOT NULL DEFAULT 0` column each, named in snake case, with a named non-negative check.
 */
export function nutrientColumnDefinitions(table: string): RawBuilder<unknown> {
  return sql.raw(
    NUTRIENT_KEYS_0002.map((key) => {
      const column = snakeCase(key);
      return (
        `${column} double precision NOT NULL DEFAULT 0 CONSTRAINT ` +
        `${table}_${column}_non_negative CHECK (${column} >= 0)`
      );
    }).join(',\n        '),
  );
}

/** `'calories', 'totalFat', …`: the nutrient keys as an SQL list (the values a goal's nutrient may take). */
export function nutrientKeyList(): RawBuilder<unknown> {
  return sql.raw(NUTRIENT_KEYS_0002.map((key) => `'${key}'`).join(', '));
}
