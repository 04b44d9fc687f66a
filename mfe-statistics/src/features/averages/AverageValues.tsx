import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { DropRegular, FireRegular, FoodEggRegular, FoodGrainsRegular, type FluentIcon } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { Fragment } from 'react';
import { formatNutrientAmount } from '@nutrilog/shared/format';
import type { NutrientKey, Nutrients } from '@nutrilog/shared/nutrients';
import { NUTRIENT_LABELS } from '@nutrilog/shared/ui';

/** The nutrients an average row shows (docs/product.md#statistics), each with its icon. */
const SHOWN = [
  { nutrient: 'calories', Icon: FireRegular },
  { nutrient: 'proteins', Icon: FoodEggRegular },
  { nutrient: 'totalCarbohydrates', Icon: FoodGrainsRegular },
  { nutrient: 'totalFat', Icon: DropRegular },
] as const satisfies readonly { nutrient: NutrientKey; Icon: FluentIcon }[];

const useStyles = makeStyles({
  values: { display: 'flex', flexWrap: 'wrap', columnGap: tokens.spacingHorizontalL, rowGap: tokens.spacingVerticalXS },
  value: { display: 'inline-flex', alignItems: 'center', gap: tokens.spacingHorizontalXS, whiteSpace: 'nowrap' },
  icon: { fontSize: '20px', flexShrink: 0 },
  calories: { color: tokens.colorPaletteRedForeground1 },
  proteins: { color: tokens.colorPaletteBerryForeground1 },
  totalCarbohydrates: { color: tokens.colorPalettePeachForeground2 },
  totalFat: { color: tokens.colorPaletteMarigoldForeground1 },
  // Read by assistive technology and found by text; sighted users have the icon and its tooltip.
  hidden: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    margin: '-1px',
    padding: 0,
    overflow: 'hidden',
    clipPath: 'inset(50%)',
    whiteSpace: 'nowrap',
    border: 0,
  },
});

/** Average calories, proteins, carbohydrates and fat, each with an icon, its name and its unit. */
export function AverageValues({ nutrients }: { nutrients: Nutrients }) {
  const styles = useStyles();
  const { i18n } = useLingui();
  return (
    <span className={styles.values}>
      {SHOWN.map(({ nutrient, Icon }, index) => {
        const label = i18n._(NUTRIENT_LABELS[nutrient]);
        // The spaces keep the values apart in the row's text; the flex layout hides them.
        return (
          <Fragment key={nutrient}>
            {index > 0 ? ' ' : null}
            <span className={styles.value} title={label}>
              <Icon aria-hidden className={mergeClasses(styles.icon, styles[nutrient])} />
              <span className={styles.hidden}>{label}</span>{' '}
              <span>{formatNutrientAmount(nutrient, nutrients[nutrient], i18n.locale)}</span>
            </span>
          </Fragment>
        );
      })}
    </span>
  );
}
