import type * as v from 'valibot';
import { messages } from './messages';

/*
 * The rules between the rows of an export file that no single row can check: uuids are unique per kind of row
 * (portions of products and of recipes together, as they are one table), and every reference names a row of the
 * file: a portion's product, a recipe item's product and portion (of that product), an intake log's product and
 * portion, or recipe and recipe portion (of that recipe), as its type requires (the database's CHECK constraints).
 */

export const REFERENCE_MESSAGES = {
  duplicateUuid: 'This UUID appears more than once in the file.',
  unknownProduct: 'No product in the file has this UUID.',
  unknownRecipe: 'No recipe in the file has this UUID.',
  unknownProductPortion: 'No portion of this product has this UUID.',
  unknownRecipePortion: 'No portion of this recipe has this UUID.',
  productLogWithRecipe: 'A product log refers to no recipe.',
  recipeLogWithProduct: 'A recipe log refers to no product.',
  manualLogWithReference: 'A manual log refers to no product or recipe.',
  duplicateSourceFood: 'Another product in the file that is not deleted was made from this food.',
} as const;

interface Row {
  uuid: string;
}

interface Measured {
  amount: number;
  quantity: number;
}

/** The parts of an (otherwise valid) import file that the references concern. */
export interface ReferencedRows {
  products: (Row & { sourceFood?: string | null; deletedAt: string | null })[];
  portions: (Row & { productUuid: string })[];
  recipes: (Row & {
    items: (Row & Measured & { productUuid: string; portionUuid: string | null })[];
    portions: Row[];
  })[];
  intakeLogs: (Row &
    Measured & {
      type: string;
      productUuid: string | null;
      portionUuid: string | null;
      recipeUuid: string | null;
      recipePortionUuid: string | null;
    })[];
  goals: Row[];
  weightLogs: Row[];
}

type PathItem = v.IssuePathItem;
export interface ReferenceIssue {
  message: string;
  path: [PathItem, ...PathItem[]];
}

/** The valibot path of `keys` under `root` (only `key` is read by the API's propertyPath). */
export function pathOf(root: unknown, keys: readonly (string | number)[]): [PathItem, ...PathItem[]] {
  let input = root;
  const items = keys.map((key) => {
    const value = (input as Record<string | number, unknown>)[key];
    const item = (
      typeof key === 'number'
        ? { type: 'array', origin: 'value', input, key, value }
        : { type: 'object', origin: 'value', input, key, value }
    ) as PathItem;
    input = value;
    return item;
  });
  return items as [PathItem, ...PathItem[]];
}

/**
 * Whether `portion` (null: none) is one of `owner`'s. A portion whose own owner is missing from the file counts as
 * fine here: that portion's row is reported already, and once more for each row that uses it would only be noise.
 */
function isPortionOf(
  ownerOf: ReadonlyMap<string, string>,
  owners: ReadonlySet<string>,
  portion: string | null,
  owner: string,
): boolean {
  if (portion === null) return true;
  const actual = ownerOf.get(portion);
  return actual === owner || (actual !== undefined && !owners.has(actual));
}

export function exportReferenceIssues(file: ReferencedRows): ReferenceIssue[] {
  const issues: ReferenceIssue[] = [];
  const report = (message: string, ...keys: (string | number)[]) => issues.push({ message, path: pathOf(file, keys) });

  /** Reports every row after the first with the same uuid. */
  const unique = (seen: Set<string>, uuid: string, ...keys: (string | number)[]) => {
    if (seen.has(uuid)) report(REFERENCE_MESSAGES.duplicateUuid, ...keys, 'uuid');
    seen.add(uuid);
  };
  const checkAll = (rows: Row[], key: string) => {
    const seen = new Set<string>();
    rows.forEach((item, index) => unique(seen, item.uuid, key, index));
  };

  checkAll(file.products, 'products');
  checkAll(file.recipes, 'recipes');
  checkAll(file.intakeLogs, 'intakeLogs');
  checkAll(file.goals, 'goals');
  checkAll(file.weightLogs, 'weightLogs');
  const portionUuids = new Set<string>();
  const itemUuids = new Set<string>();
  file.portions.forEach((portion, index) => unique(portionUuids, portion.uuid, 'portions', index));
  file.recipes.forEach((recipe, r) => {
    recipe.portions.forEach((portion, index) => unique(portionUuids, portion.uuid, 'recipes', r, 'portions', index));
    recipe.items.forEach((item, index) => unique(itemUuids, item.uuid, 'recipes', r, 'items', index));
  });

  // One live product per food of the database, as products_user_uuid_source_food_key requires.
  const sourceFoods = new Set<string>();
  file.products.forEach((product, index) => {
    if (product.sourceFood == null || product.deletedAt !== null) return;
    if (sourceFoods.has(product.sourceFood))
      report(REFERENCE_MESSAGES.duplicateSourceFood, 'products', index, 'sourceFood');
    sourceFoods.add(product.sourceFood);
  });

  const products = new Set(file.products.map((product) => product.uuid));
  const recipes = new Set(file.recipes.map((recipe) => recipe.uuid));
  const productOfPortion = new Map(file.portions.map((portion) => [portion.uuid, portion.productUuid]));
  const recipeOfPortion = new Map(
    file.recipes.flatMap((recipe) => recipe.portions.map((portion) => [portion.uuid, recipe.uuid] as const)),
  );

  file.portions.forEach((portion, index) => {
    if (!products.has(portion.productUuid)) report(REFERENCE_MESSAGES.unknownProduct, 'portions', index, 'productUuid');
  });

  /** With a portion the quantity counts (> 0), without one the amount. */
  const measured = (row: Measured, byPortion: boolean, ...keys: (string | number)[]) => {
    if (byPortion && !(row.quantity > 0)) report(messages.greaterThan('Quantity', 0), ...keys, 'quantity');
    if (!byPortion && !(row.amount > 0)) report(messages.greaterThan('Amount', 0), ...keys, 'amount');
  };

  file.recipes.forEach((recipe, r) => {
    recipe.items.forEach((item, index) => {
      const at = ['recipes', r, 'items', index] as const;
      if (!products.has(item.productUuid)) report(REFERENCE_MESSAGES.unknownProduct, ...at, 'productUuid');
      else if (!isPortionOf(productOfPortion, products, item.portionUuid, item.productUuid))
        report(REFERENCE_MESSAGES.unknownProductPortion, ...at, 'portionUuid');
      measured(item, item.portionUuid !== null, ...at);
    });
  });

  file.intakeLogs.forEach((log, index) => {
    const at = ['intakeLogs', index] as const;
    const none = (message: string, ...fields: ('productUuid' | 'portionUuid' | 'recipeUuid' | 'recipePortionUuid')[]) =>
      fields.forEach((field) => log[field] !== null && report(message, ...at, field));
    if (log.type === 'product') {
      if (log.productUuid === null) report(messages.required('Product UUID'), ...at, 'productUuid');
      else if (!products.has(log.productUuid)) report(REFERENCE_MESSAGES.unknownProduct, ...at, 'productUuid');
      else if (!isPortionOf(productOfPortion, products, log.portionUuid, log.productUuid))
        report(REFERENCE_MESSAGES.unknownProductPortion, ...at, 'portionUuid');
      none(REFERENCE_MESSAGES.productLogWithRecipe, 'recipeUuid', 'recipePortionUuid');
      measured(log, log.portionUuid !== null, ...at);
    } else if (log.type === 'recipe') {
      if (log.recipeUuid === null) report(messages.required('Recipe UUID'), ...at, 'recipeUuid');
      else if (!recipes.has(log.recipeUuid)) report(REFERENCE_MESSAGES.unknownRecipe, ...at, 'recipeUuid');
      else if (!isPortionOf(recipeOfPortion, recipes, log.recipePortionUuid, log.recipeUuid))
        report(REFERENCE_MESSAGES.unknownRecipePortion, ...at, 'recipePortionUuid');
      none(REFERENCE_MESSAGES.recipeLogWithProduct, 'productUuid', 'portionUuid');
      measured(log, log.recipePortionUuid !== null, ...at);
    } else {
      none(REFERENCE_MESSAGES.manualLogWithReference, 'productUuid', 'portionUuid', 'recipeUuid', 'recipePortionUuid');
    }
  });
  return issues;
}
