// The statements the API sends to the database for one create-then-delete of an intake log: POST
// /api/intake_logs (a product by amount), then DELETE /api/intake_logs/:uuid, as PostgreSQL's
// `log_statement = all` shows them (token last-use writes, at most one a minute, left out). Each runs on its own
// (autocommit): the API opens no transaction for them. `shared`: sent only with SHARED_DATABASE (the token read
// on every request and the users.data_version bump after a write), so on PostgreSQL as deployed, never on PGlite.
// Variables: :user, :product and :token (the token's hash); :uuid is the created log's (\gset). The insert is the
// view query's `log` (one statement, as the API sends it).
// When the API's write path changes, log its statements again and change them here.

const TOKEN =
  'select "user_uuid", "token_hash", "expires_at", "last_used_at", users.data_version::text as "data_version" ' +
  'from "access_tokens" ' +
  'inner join "users" on "users"."uuid" = "access_tokens"."user_uuid" ' +
  'where "token_hash" = :token and "revoked_at" is null and "expires_at" > now() ' +
  `and "last_used_at" > now() - interval '168 hours'`;
const LIVE_PRODUCT =
  'select "uuid" from "products" where "user_uuid" = :user and "uuid" = :product and "deleted_at" is null';
const NUTRIENTS = [
  'calories',
  'total_fat',
  'saturated_fat',
  'total_carbohydrates',
  'sugars',
  'fibers',
  'proteins',
  'salt',
  'water',
  'caffeine',
  'potassium',
];
const INSERT =
  'insert into "intake_logs" ("user_uuid", "type", "date", "description", "amount", "quantity", "product_uuid", ' +
  `"portion_uuid", "recipe_uuid", "recipe_portion_uuid", ${NUTRIENTS.map((n) => `"${n}"`).join(', ')}) ` +
  "values (:user, 'product', now(), null, 150, 0, :product, null, null, null, " +
  `${NUTRIENTS.map(() => '0').join(', ')}) returning "uuid"`;
const INSERT_AND_VIEW =
  `with "log" as (${INSERT.replace('returning "uuid"', 'returning *')}) ` +
  'select "log".*, "product"."name" as "product_name", "product"."unit" as "product_unit", ' +
  '"product"."nutrients_per" as "product_nutrients_per", "product"."deleted_at" as "product_deleted_at", ' +
  '"portion"."name" as "portion_name", "portion"."amount" as "portion_amount", ' +
  '"recipe"."name" as "recipe_name", "recipe"."unit" as "recipe_unit", "recipe"."deleted_at" as "recipe_deleted_at", ' +
  '"recipe_portion"."name" as "recipe_portion_name", "recipe_portion"."amount" as "recipe_portion_amount", ' +
  `${NUTRIENTS.map((n) => `"product"."${n}" as "product_${n}"`).join(', ')} ` +
  'from "log" ' +
  'left join "products" as "product" ' +
  'on "product"."uuid" = "log"."product_uuid" and "product"."user_uuid" = "log"."user_uuid" ' +
  'left join "portions" as "portion" ' +
  'on "portion"."uuid" = "log"."portion_uuid" and "portion"."user_uuid" = "log"."user_uuid" ' +
  'left join "recipes" as "recipe" ' +
  'on "recipe"."uuid" = "log"."recipe_uuid" and "recipe"."user_uuid" = "log"."user_uuid" ' +
  'left join "portions" as "recipe_portion" ' +
  'on "recipe_portion"."uuid" = "log"."recipe_portion_uuid" and "recipe_portion"."user_uuid" = "log"."user_uuid" ' +
  'where "log"."user_uuid" = :user';
const BUMP = 'update "users" set "data_version" = "data_version" + 1 where "uuid" = :user';
const DELETE = 'delete from "intake_logs" where "user_uuid" = :user and "uuid" = :uuid';

/** One create-then-delete pair, in the API's order. */
export const WRITE_PAIR = [
  { request: 'POST', shared: true, sql: TOKEN },
  { request: 'POST', sql: LIVE_PRODUCT },
  { request: 'POST', sql: INSERT_AND_VIEW, gset: true },
  { request: 'POST', shared: true, sql: BUMP },
  { request: 'DELETE', shared: true, sql: TOKEN },
  { request: 'DELETE', sql: DELETE },
  { request: 'DELETE', shared: true, sql: BUMP },
];

export const pairStatements = ({ shared }) => WRITE_PAIR.filter((statement) => shared || !statement.shared);

/** A pgbench script of one pair: one pgbench transaction = one create-then-delete. */
export function pgbenchScript({ shared }) {
  return `${pairStatements({ shared })
    .map((statement) => (statement.gset ? `${statement.sql} \\gset` : `${statement.sql};`))
    .join('\n')}\n`;
}

/**
 * A statement with its :variables as $n parameters, for PGlite's extended protocol (as the API's driver sends them).
 */
export function withParameters(sql, variables) {
  const names = [];
  const text = sql.replace(/(?<!:):([a-z]+)\b/g, (_, name) => {
    if (!(name in variables)) throw new Error(`no value for :${name}`);
    if (!names.includes(name)) names.push(name);
    return `$${names.indexOf(name) + 1}`;
  });
  return { text, params: names.map((name) => variables[name]) };
}
