import { sql } from 'kysely';
import type { NutrientSource } from '@nutrilog/shared/nutrients';
import type { DB } from '../../db/schema';
import { listPortionsOf, type PortionRow } from '../portions/repository';
import type { ProductRow } from '../products/repository';
import { listItemViews } from '../recipes/items/repository';
import { recipeNutrientSource, groupItemsByRecipe } from '../recipes/recipe-nutrients';
import type { RecipeRow } from '../recipes/repository';

/*
 * The signed-in user's rows the food search reads: the names of every live product and recipe (to rank them), then
 * the details of only those on the page asked.
 */

export interface NamedRow {
  uuid: string;
  name: string;
}

export interface OwnProductName extends NamedRow {
  sourceFood: string | null;
}

export interface SearchInputs {
  /** The user's live products, by name (case-insensitive), with the food each was made from. */
  products: OwnProductName[];
  /** The user's live recipes, by name (case-insensitive). */
  recipes: NamedRow[];
  /** The user's preferred locale (`en-GB` or `nl-NL`). */
  locale: string;
}

/**
 * What a search ranks, in one query (a round trip each costs more than the rows): the user's product and recipe names,
 * and locale.
 */
export async function findSearchInputs(db: DB, userUuid: string): Promise<SearchInputs> {
  const rows = await db
    .selectFrom('products')
    .select([
      sql<string>`'product'`.as('kind'),
      'uuid',
      'name',
      sql<string>`lower(name)`.as('sort_name'),
      'source_food',
    ])
    .where('user_uuid', '=', userUuid)
    .where('deleted_at', 'is', null)
    .unionAll(
      db
        .selectFrom('recipes')
        .select([
          sql<string>`'recipe'`.as('kind'),
          'uuid',
          'name',
          sql<string>`lower(name)`.as('sort_name'),
          sql<string | null>`NULL`.as('source_food'),
        ])
        .where('user_uuid', '=', userUuid)
        .where('deleted_at', 'is', null),
    )
    .unionAll(
      db
        .selectFrom('users')
        .select([
          sql<string>`'locale'`.as('kind'),
          'uuid',
          'preferred_locale as name',
          sql<string>`''`.as('sort_name'),
          sql<string | null>`NULL`.as('source_food'),
        ])
        .where('uuid', '=', userUuid),
    )
    .orderBy('sort_name')
    .orderBy('name')
    .orderBy('uuid')
    .execute();
  const inputs: SearchInputs = { products: [], recipes: [], locale: 'en-GB' };
  for (const row of rows) {
    if (row.kind === 'product') inputs.products.push({ uuid: row.uuid, name: row.name, sourceFood: row.source_food });
    else if (row.kind === 'recipe') inputs.recipes.push({ uuid: row.uuid, name: row.name });
    else inputs.locale = row.name;
  }
  return inputs;
}

export interface ProductDetails {
  rows: Map<string, ProductRow>;
  portions: Map<string, PortionRow[]>;
}

/** The user's live products among `uuids`, with their portions (oldest first). Two queries. */
export async function findProductDetails(db: DB, userUuid: string, uuids: readonly string[]): Promise<ProductDetails> {
  if (uuids.length === 0) return { rows: new Map(), portions: new Map() };
  const [rows, portions] = await Promise.all([
    db
      .selectFrom('products')
      .selectAll()
      .where('user_uuid', '=', userUuid)
      .where('uuid', 'in', uuids)
      .where('deleted_at', 'is', null)
      .execute(),
    listPortionsOf(db, userUuid, 'product', uuids),
  ]);
  return {
    rows: new Map(rows.map((row) => [row.uuid, row])),
    portions: groupBy(portions, (portion) => portion.product_uuid),
  };
}

export interface RecipeDetails {
  rows: Map<string, RecipeRow>;
  sources: Map<string, NutrientSource>;
  portions: Map<string, PortionRow[]>;
}

/**
 * The user's live recipes among `uuids`, their nutrients (the sum of their items, per unitSize) and portions. Three
 * queries.
 */
export async function findRecipeDetails(db: DB, userUuid: string, uuids: readonly string[]): Promise<RecipeDetails> {
  if (uuids.length === 0) return { rows: new Map(), sources: new Map(), portions: new Map() };
  const [rows, items, portions] = await Promise.all([
    db
      .selectFrom('recipes')
      .selectAll()
      .where('user_uuid', '=', userUuid)
      .where('uuid', 'in', uuids)
      .where('deleted_at', 'is', null)
      .execute(),
    listItemViews(db, userUuid, uuids).then(groupItemsByRecipe),
    listPortionsOf(db, userUuid, 'recipe', uuids),
  ]);
  return {
    rows: new Map(rows.map((row) => [row.uuid, row])),
    sources: new Map(rows.map((row) => [row.uuid, recipeNutrientSource(row.unit_size, items.get(row.uuid) ?? [])])),
    portions: groupBy(portions, (portion) => portion.recipe_uuid),
  };
}

/** The user's preferred locale (`en-GB` or `nl-NL`). */
export async function findPreferredLocale(db: DB, userUuid: string): Promise<string> {
  const row = await db.selectFrom('users').select('preferred_locale').where('uuid', '=', userUuid).executeTakeFirst();
  return row?.preferred_locale ?? 'en-GB';
}

function groupBy<T>(rows: readonly T[], keyOf: (row: T) => string | null): Map<string, T[]> {
  const groups = new Map<string, T[]>();
  for (const row of rows) {
    const key = keyOf(row);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(row);
    else groups.set(key, [row]);
  }
  return groups;
}
