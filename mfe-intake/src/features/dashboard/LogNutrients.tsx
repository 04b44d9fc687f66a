import { makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { formatNutrient, unitSymbol } from '@nutrilog/shared/format';
import { NUTRIENTS, type Nutrients } from '@nutrilog/shared/nutrients';
import { NUTRIENT_LABELS } from '@nutrilog/shared/ui';

const useStyles = makeStyles({
  list: { listStyle: 'none', margin: 0, padding: 0 },
  row: {
    display: 'flex',
    justifyContent: 'space-between',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} 0`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
  },
  value: { fontVariantNumeric: 'tabular-nums' },
});

/** The eleven nutrients of a log with the display rounding of docs/product.md#numbers-and-limits and their units. */
export function LogNutrients({ nutrients }: { nutrients: Nutrients }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  return (
    <ul aria-label={t`Nutrients`} className={styles.list}>
      {NUTRIENTS.map(({ key, unit }) => (
        <li key={key} className={styles.row}>
          <span>{i18n._(NUTRIENT_LABELS[key])}</span>
          <span
            className={styles.value}
          >{`${formatNutrient(key, nutrients[key], i18n.locale)} ${unitSymbol(unit)}`}</span>
        </li>
      ))}
    </ul>
  );
}
