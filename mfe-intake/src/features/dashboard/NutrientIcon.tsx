import { makeStyles, mergeClasses } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import type { DominantNutrient } from './dominant-nutrient';
import { token } from './theme-vars';

// Plain shapes drawn here rather than @fluentui/react-icons: five icons would add 2.5 KB gzip to the first page.
const SHAPES: Record<DominantNutrient, string> = {
  // An egg.
  proteins: 'M10 2.5c3.3 0 6 5 6 9a6 6 0 0 1-12 0c0-4 2.7-9 6-9z',
  // A cheese wedge with holes.
  totalFat: 'M2 16.5 18 5v11.5zM12 13a1.5 1.5 0 1 0 3 0 1.5 1.5 0 1 0-3 0zM8.5 14.5a1 1 0 1 0 2 0 1 1 0 1 0-2 0z',
  // A slice of bread.
  totalCarbohydrates: 'M10 3c4.1 0 7 1.8 7 4.2 0 1-.7 1.9-1.8 2.4V17H4.8V9.6C3.7 9.1 3 8.2 3 7.2 3 4.8 5.9 3 10 3z',
  // A drop.
  water: 'M10 2.5s5.5 6.1 5.5 10a5.5 5.5 0 0 1-11 0c0-3.9 5.5-10 5.5-10z',
  // A flame.
  calories: 'M10.5 2c.6 3.2 5 5 5 10a5.5 5.5 0 0 1-11 0c0-2.6 1.4-4.2 2.6-5.4.3 1.6 1 2.6 2 3-.6-3 .2-5.6 1.4-7.6z',
};

const useStyles = makeStyles({
  icon: { display: 'inline-flex', flexShrink: 0, width: '20px', height: '20px' },
  proteins: { color: token('colorPaletteBerryForeground1') },
  totalFat: { color: token('colorPaletteMarigoldForeground1') },
  totalCarbohydrates: { color: token('colorPalettePeachForeground2') },
  water: { color: token('colorPaletteBlueForeground2') },
  calories: { color: token('colorPaletteRedForeground1') },
});

/** The icon of what a log mostly is, labelled for assistive technology ("Mostly proteins"). */
export function NutrientIcon({ nutrient }: { nutrient: DominantNutrient }) {
  const styles = useStyles();
  const { t } = useLingui();
  const labels: Record<DominantNutrient, string> = {
    proteins: t`Mostly proteins`,
    totalFat: t`Mostly fat`,
    totalCarbohydrates: t`Mostly carbohydrates`,
    water: t`Mostly water`,
    calories: t`Calories`,
  };
  return (
    <span
      role="img"
      aria-label={labels[nutrient]}
      title={labels[nutrient]}
      className={mergeClasses(styles.icon, styles[nutrient])}
    >
      <svg viewBox="0 0 20 20" width="20" height="20" fill="currentColor" aria-hidden="true" focusable="false">
        <path d={SHAPES[nutrient]} fillRule="evenodd" />
      </svg>
    </span>
  );
}
