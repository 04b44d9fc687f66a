import {
  EXPORT_FORMAT,
  EXPORT_VERSION,
  type IntakeLogType,
  type Locale,
  type ProductUnit,
} from '@nutrilog/shared/domain';
import type { DataExport } from '@nutrilog/shared/schemas';
import { nutrientsOf } from '../../db/nutrients';
import { goalFields } from '../goals/goal';
import type { UserData } from './export-repository';

function groupBy<T>(rows: readonly T[], key: (row: T) => string | null): Map<string | null, T[]> {
  const groups = new Map<string | null, T[]>();
  for (const row of rows) {
    const group = groups.get(key(row));
    if (group) group.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

const timestamps = (row: { created_at: string; updated_at: string }) => ({
  createdAt: row.created_at,
  updatedAt: row.updated_at,
});

/** The export file of what readUserData read (its shape: `exportFileSchema`, shared/src/schemas/data-transfer.ts). */
export function toExportFile(data: UserData & { user: NonNullable<UserData['user']> }, exportedAt: Date): DataExport {
  const productPortions = data.portions.filter((portion) => portion.product_uuid !== null);
  const portionsOfRecipe = groupBy(data.portions, (portion) => portion.recipe_uuid);
  const itemsOfRecipe = groupBy(data.recipeItems, (item) => item.recipe_uuid);
  return {
    format: EXPORT_FORMAT,
    version: EXPORT_VERSION,
    exportedAt: exportedAt.toISOString(),
    profile: { email: data.user.email, preferredLocale: data.user.preferred_locale as Locale },
    products: data.products.map((product) => ({
      uuid: product.uuid,
      name: product.name,
      unit: product.unit as ProductUnit,
      nutrientsPer: product.nutrients_per,
      nutrients: nutrientsOf(product),
      favorite: product.favorite,
      barcode: product.barcode,
      sourceFood: product.source_food,
      ...timestamps(product),
      deletedAt: product.deleted_at,
    })),
    portions: productPortions.map((portion) => ({
      uuid: portion.uuid,
      productUuid: portion.product_uuid as string,
      name: portion.name,
      amount: portion.amount,
      ...timestamps(portion),
    })),
    recipes: data.recipes.map((recipe) => ({
      uuid: recipe.uuid,
      name: recipe.name,
      unit: recipe.unit as ProductUnit,
      unitSize: recipe.unit_size,
      ...timestamps(recipe),
      deletedAt: recipe.deleted_at,
      items: (itemsOfRecipe.get(recipe.uuid) ?? []).map((item) => ({
        uuid: item.uuid,
        productUuid: item.product_uuid,
        portionUuid: item.portion_uuid,
        amount: item.amount,
        quantity: item.quantity,
        ...timestamps(item),
      })),
      portions: (portionsOfRecipe.get(recipe.uuid) ?? []).map((portion) => ({
        uuid: portion.uuid,
        name: portion.name,
        amount: portion.amount,
        ...timestamps(portion),
      })),
    })),
    intakeLogs: data.intakeLogs.map((log) => ({
      uuid: log.uuid,
      type: log.type as IntakeLogType,
      date: log.date,
      description: log.description,
      amount: log.amount,
      quantity: log.quantity,
      nutrients: nutrientsOf(log),
      productUuid: log.product_uuid,
      portionUuid: log.portion_uuid,
      recipeUuid: log.recipe_uuid,
      recipePortionUuid: log.recipe_portion_uuid,
      ...timestamps(log),
    })),
    goals: data.goals.map((goal) => ({
      ...goalFields(goal),
      ...timestamps(goal),
    })),
    weightLogs: data.weightLogs.map((log) => ({
      uuid: log.uuid,
      date: log.date,
      weight: log.weight,
      bodyFatPercentage: log.body_fat_percentage,
      unit: log.unit,
      ...timestamps(log),
    })),
  };
}
