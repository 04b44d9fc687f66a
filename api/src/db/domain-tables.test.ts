import { sql } from 'kysely';
import { NUTRIENT_KEYS } from '@nutrilog/shared/nutrients';
import {
  insertGoal,
  insertIntakeLog,
  insertPortion,
  insertProduct,
  insertRecipe,
  insertRecipeItem,
  insertWeightLog,
} from '../testing/fixtures';
import { setupTestApp } from '../testing/harness';
import { NUTRIENT_KEYS_0002 } from './migrations/nutrient-columns';
import { NUTRIENT_COLUMNS } from './nutrients';

const t = setupTestApp();

const CHECK_VIOLATION = { code: '23514' };
const FOREIGN_KEY_VIOLATION = { code: '23503' };

async function columns(table: string) {
  const { rows } = await sql<{
    column_name: string;
    data_type: string;
    is_nullable: string;
    column_default: string | null;
  }>`
    SELECT column_name, data_type, is_nullable, column_default FROM information_schema.columns
    WHERE table_schema = current_schema() AND table_name = ${table} ORDER BY ordinal_position`.execute(t.db);
  return rows;
}

describe('the nutrition tables (migration 0002)', () => {
  it('were made with the nutrients of the catalogue (a new nutrient needs a new migration)', () => {
    expect([...NUTRIENT_KEYS_0002]).toEqual([...NUTRIENT_KEYS]);
  });

  it('have the eleven nutrients as double precision NOT NULL DEFAULT 0 columns (products, intake logs)', async () => {
    for (const table of ['products', 'intake_logs']) {
      const nutrientColumns = (await columns(table)).filter((column) =>
        (NUTRIENT_COLUMNS as readonly string[]).includes(column.column_name),
      );
      expect(nutrientColumns.map((column) => column.column_name)).toEqual([
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
      ]);
      for (const column of nutrientColumns)
        expect(column).toMatchObject({ data_type: 'double precision', is_nullable: 'NO', column_default: '0' });
    }
  });

  it('give every row a uuid key, an owner and timestamps, and index the filters', async () => {
    for (const table of ['products', 'portions', 'recipes', 'recipe_items', 'intake_logs', 'goals', 'weight_logs']) {
      const byName = new Map((await columns(table)).map((column) => [column.column_name, column]));
      expect([table, byName.get('uuid')]).toMatchObject([
        table,
        { data_type: 'uuid', column_default: 'gen_random_uuid()' },
      ]);
      expect([table, byName.get('user_uuid')]).toMatchObject([table, { data_type: 'uuid', is_nullable: 'NO' }]);
      expect([table, byName.get('created_at')?.data_type, byName.get('updated_at')?.data_type]).toEqual([
        table,
        'timestamp with time zone',
        'timestamp with time zone',
      ]);
    }
    const { rows } = await sql<{ indexname: string; indexdef: string }>`
      SELECT indexname, indexdef FROM pg_indexes WHERE schemaname = current_schema() ORDER BY indexname`.execute(t.db);
    const definitions = rows.map((row) => row.indexdef.replace(/ USING btree/, '').replace(/ ON \w+\./, ' ON '));
    expect(definitions).toEqual(
      expect.arrayContaining([
        'CREATE INDEX intake_logs_user_uuid_date_idx ON intake_logs (user_uuid, date)',
        'CREATE INDEX weight_logs_user_uuid_date_idx ON weight_logs (user_uuid, date)',
        'CREATE INDEX products_user_uuid_lower_name_idx ON products (user_uuid, lower(name))',
        'CREATE INDEX recipes_user_uuid_lower_name_idx ON recipes (user_uuid, lower(name))',
      ]),
    );
  });

  it('default a product to 100 gram, not favorite, not deleted, nutrients 0', async () => {
    const user = await t.createUser();
    const product = await t.db
      .insertInto('products')
      .values({ user_uuid: user.uuid, name: 'Plain' })
      .returningAll()
      .executeTakeFirstOrThrow();
    expect(product).toMatchObject({
      unit: 'gram',
      nutrients_per: 100,
      favorite: false,
      deleted_at: null,
      calories: 0,
      potassium: 0,
    });
    const weight = await insertWeightLog(t.db, user.uuid);
    expect(weight).toMatchObject({ unit: 'kilogram', body_fat_percentage: null });
  });

  it('refuses each value the validation rules forbid with a CHECK violation, and allows the boundaries', async () => {
    const user = await t.createUser();
    const product = await insertProduct(t.db, user.uuid);
    const recipe = await insertRecipe(t.db, user.uuid);
    const rejected = [
      () => insertProduct(t.db, user.uuid, { nutrients: { salt: -0.1 } }),
      () => insertProduct(t.db, user.uuid, { nutrients_per: 0 }),
      () => insertProduct(t.db, user.uuid, { unit: 'cup' }),
      () => insertProduct(t.db, user.uuid, { name: '  ' }),
      () => insertPortion(t.db, user.uuid, { product_uuid: product.uuid, amount: 0 }),
      () => insertPortion(t.db, user.uuid, { product_uuid: null, recipe_uuid: null }),
      () => insertPortion(t.db, user.uuid, { product_uuid: product.uuid, recipe_uuid: recipe.uuid }),
      () => insertRecipe(t.db, user.uuid, { unit_size: 0 }),
      () => insertRecipe(t.db, user.uuid, { unit: 'kilogram' }),
      () => insertRecipeItem(t.db, user.uuid, { recipe_uuid: recipe.uuid, product_uuid: product.uuid, amount: -1 }),
      () => insertRecipeItem(t.db, user.uuid, { recipe_uuid: recipe.uuid, product_uuid: product.uuid, amount: 0 }),
      () => insertIntakeLog(t.db, user.uuid, { type: 'snack' }),
      () => insertIntakeLog(t.db, user.uuid, { type: 'manual', quantity: -1 }),
      () => insertIntakeLog(t.db, user.uuid, { type: 'manual', nutrients: { calories: -5 } }),
      () => insertIntakeLog(t.db, user.uuid, { type: 'product', amount: 10 }),
      () => insertIntakeLog(t.db, user.uuid, { type: 'product', product_uuid: product.uuid, amount: 0 }),
      () =>
        insertIntakeLog(t.db, user.uuid, {
          type: 'recipe',
          recipe_uuid: recipe.uuid,
          product_uuid: product.uuid,
          amount: 10,
        }),
      () => insertIntakeLog(t.db, user.uuid, { type: 'manual', product_uuid: product.uuid }),
      () => insertGoal(t.db, user.uuid, { value: 0 }),
      () => insertGoal(t.db, user.uuid, { goal_type: 'exactly' }),
      () => insertGoal(t.db, user.uuid, { nutrient: 'total_fat' }),
      () => insertGoal(t.db, user.uuid, { start_date: '2024-05-02', end_date: '2024-05-01' }),
      () => insertWeightLog(t.db, user.uuid, { weight: 25 }),
      () => insertWeightLog(t.db, user.uuid, { body_fat_percentage: 100.1 }),
      () => insertWeightLog(t.db, user.uuid, { body_fat_percentage: -1 }),
    ];
    for (const [index, insert] of rejected.entries()) {
      // The index names the insert that was wrongly accepted.
      await expect(insert().then(() => index)).rejects.toMatchObject(CHECK_VIOLATION);
    }
    // The boundaries themselves are allowed.
    await expect(insertWeightLog(t.db, user.uuid, { weight: 25.1, body_fat_percentage: 100 })).resolves.toMatchObject({
      weight: 25.1,
    });
    await expect(
      insertGoal(t.db, user.uuid, { nutrient: 'totalFat', start_date: '2024-05-01', end_date: '2024-05-01' }),
    ).resolves.toBeDefined();
    await expect(insertIntakeLog(t.db, user.uuid, { type: 'manual', amount: 0, quantity: 0 })).resolves.toBeDefined();
  });

  it("refuse a reference to another user's row", async () => {
    const [me, other] = [await t.createUser(), await t.createUser()];
    const theirs = await insertProduct(t.db, other.uuid);
    const theirPortion = await insertPortion(t.db, other.uuid, { product_uuid: theirs.uuid });
    const myRecipe = await insertRecipe(t.db, me.uuid);
    await expect(insertPortion(t.db, me.uuid, { product_uuid: theirs.uuid })).rejects.toMatchObject(
      FOREIGN_KEY_VIOLATION,
    );
    await expect(
      insertRecipeItem(t.db, me.uuid, { recipe_uuid: myRecipe.uuid, product_uuid: theirs.uuid, amount: 10 }),
    ).rejects.toMatchObject(FOREIGN_KEY_VIOLATION);
    await expect(
      insertIntakeLog(t.db, me.uuid, { type: 'product', product_uuid: theirs.uuid, amount: 10 }),
    ).rejects.toMatchObject(FOREIGN_KEY_VIOLATION);
    const mine = await insertProduct(t.db, me.uuid);
    await expect(
      insertIntakeLog(t.db, me.uuid, {
        type: 'product',
        product_uuid: mine.uuid,
        portion_uuid: theirPortion.uuid,
        quantity: 1,
      }),
    ).rejects.toMatchObject(FOREIGN_KEY_VIOLATION);
  });

  it('go with their user', async () => {
    const [me, other] = [await t.createUser(), await t.createUser()];
    for (const user of [me, other]) {
      const product = await insertProduct(t.db, user.uuid);
      const portion = await insertPortion(t.db, user.uuid, { product_uuid: product.uuid });
      const recipe = await insertRecipe(t.db, user.uuid);
      await insertPortion(t.db, user.uuid, { recipe_uuid: recipe.uuid });
      await insertRecipeItem(t.db, user.uuid, {
        recipe_uuid: recipe.uuid,
        product_uuid: product.uuid,
        portion_uuid: portion.uuid,
        quantity: 1,
      });
      await insertIntakeLog(t.db, user.uuid, {
        type: 'product',
        product_uuid: product.uuid,
        portion_uuid: portion.uuid,
        quantity: 1,
      });
      await insertGoal(t.db, user.uuid);
      await insertWeightLog(t.db, user.uuid);
    }
    await t.db.deleteFrom('users').where('uuid', '=', me.uuid).execute();
    for (const table of [
      'products',
      'portions',
      'recipes',
      'recipe_items',
      'intake_logs',
      'goals',
      'weight_logs',
    ] as const) {
      const owners = await t.db.selectFrom(table).select('user_uuid').execute();
      expect([table, owners.map((row) => row.user_uuid)]).toEqual([
        table,
        table === 'portions' ? [other.uuid, other.uuid] : [other.uuid],
      ]);
    }
  });
});
