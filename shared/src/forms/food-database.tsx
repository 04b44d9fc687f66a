import { makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useCallback, useMemo } from 'react';
import { API_PATHS } from '@nutrilog/shared/api-client';
import { formatNutrient, unitSymbol } from '@nutrilog/shared/format';
import type { Product } from '@nutrilog/shared/schemas';
import { FOOD_QUERY_MAX_LENGTH, type Food, type FoodSource } from '@nutrilog/shared/schemas';
import { useRemoteServices, useWrite } from '@nutrilog/shared/ui';

/** The sources of the food database proper: what is not yet the user's own. */
export const DATABASE_FOOD_SOURCES: readonly FoodSource[] = ['reference', 'openFoodFacts'];

export const isDatabaseFood = (food: Food) => DATABASE_FOOD_SOURCES.includes(food.source);

/** The SWR key of a food search (GET /api/foods), `q` cut to the longest text the API takes. */
export function foodSearchKey(text: string, itemsPerPage: number) {
  return [API_PATHS.foods, { q: text.slice(0, FOOD_QUERY_MAX_LENGTH), itemsPerPage }] as const;
}

/** The names of the databases behind the sources, as their makers write them (not translated). */
export const FOOD_SOURCE_NAMES: Readonly<Record<FoodSource, string | null>> = {
  product: null,
  recipe: null,
  reference: 'USDA SR 28',
  openFoodFacts: 'Open Food Facts',
};

/**
 * What tells foods of one name apart: the brand (if any), the energy per 100 g or ml ("89 kcal per 100 g"), the source.
 */
export function useFoodDetails(): (food: Food) => string[] {
  const { t, i18n } = useLingui();
  return (food) => {
    const kcal = formatNutrient('calories', food.nutrients.calories, i18n.locale);
    const per = food.nutrientsPer;
    const unit = unitSymbol(food.unit);
    return [food.brand, t`${kcal} kcal per ${per} ${unit}`, FOOD_SOURCE_NAMES[food.source]].filter(
      (part): part is string => !!part,
    );
  };
}

/** A food's accessible name: its name and details, read as one ("Bananas, raw, 89 kcal per 100 g, USDA SR 28"). */
export function useFoodAccessibleName(): (food: Food) => string {
  const details = useFoodDetails();
  return (food) => [food.name, ...details(food)].join(', ');
}

const useLabelStyles = makeStyles({
  label: { display: 'flex', flexDirection: 'column', minWidth: 0 },
  details: {
    color: tokens.colorNeutralForeground3,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
  },
});

/** A food's name over its details ("Chiquita · 95 kcal per 100 g · Open Food Facts"), e.g. in a picker's option. */
export function FoodLabel({ food }: { food: Food }) {
  const styles = useLabelStyles();
  const details = useFoodDetails();
  return (
    <span className={styles.label}>
      <span>{food.name}</span>
      <span className={styles.details}>{details(food).join(' · ')}</span>
    </span>
  );
}

/**
 * POST /api/products/from_food: the user's product made from a food of the database (or the one made before).
 * A new product is announced ('Product created') and every cached product and food read is refreshed. A failure
 * is announced too and answers null.
 */
export function useProductFromFood(): (food: Food) => Promise<Product | null> {
  const { t } = useLingui();
  const { notify } = useRemoteServices();
  const write = useWrite();
  return useCallback(
    async (food: Food) => {
      try {
        // The API answers the product made before (200) when the food already has one: nothing new to announce.
        return await write((api) => api.post<Product>(API_PATHS.productFromFood, { food: food['@id'] }), {
          ...(food.product === null ? { toast: t`Product created` } : {}),
          refresh: [API_PATHS.products, API_PATHS.foods],
        });
      } catch {
        notify({ intent: 'error', title: t`The food could not be added to your products. Try again.` });
        return null;
      }
    },
    [write, notify, t],
  );
}

/** How a picker offers the food database after the user's own items, and turns a chosen food into an item. */
export interface PickerFoodDatabase<T> {
  /** The label of the group of the user's own items ("Your products"). */
  ownLabel: string;
  /** The item made from (or before made from) the chosen food; null when that failed (and was said). */
  choose: (food: Food) => Promise<T | null>;
}

/**
 * The food database of a product picker: the user's products first, then the database's foods, made products when
 * chosen.
 */
export function useProductFoodDatabase(): PickerFoodDatabase<Product> {
  const { t } = useLingui();
  const choose = useProductFromFood();
  const ownLabel = t`Your products`;
  return useMemo(() => ({ ownLabel, choose }), [ownLabel, choose]);
}
