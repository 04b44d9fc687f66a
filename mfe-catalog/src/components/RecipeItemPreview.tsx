import { useLingui } from '@lingui/react/macro';
import { formatNutrient, unitSymbol } from '@nutrilog/shared/format';
import { NUTRIENT_BY_KEY, type NutrientKey, type Nutrients } from '@nutrilog/shared/nutrients';
import { NUTRIENT_LABELS, SimpleList } from '@nutrilog/shared/ui';

const PREVIEW_NUTRIENTS: readonly NutrientKey[] = ['calories', 'proteins', 'totalCarbohydrates', 'totalFat'];

/** The main nutrients of the item as it is being entered. */
export function RecipeItemPreview({ nutrients }: { nutrients: Nutrients }) {
  const { t, i18n } = useLingui();
  return (
    <SimpleList
      label={t`Nutrients of this item`}
      items={PREVIEW_NUTRIENTS.map((key) => ({
        key,
        primary: i18n._(NUTRIENT_LABELS[key]),
        secondary: `${formatNutrient(key, nutrients[key], i18n.locale)} ${unitSymbol(NUTRIENT_BY_KEY[key].unit)}`,
      }))}
    />
  );
}
