import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { formatNutrientAmount } from '@nutrilog/shared/format';
import type { NutrientKey } from '@nutrilog/shared/nutrients';
import type { DailyConsumptionEntry } from '@nutrilog/shared/schemas';
import { SimpleList } from '@nutrilog/shared/ui';
import { contributorsTo } from './contributors';

const useStyles = makeStyles({
  none: { margin: 0, color: tokens.colorNeutralForeground3, ...typographyStyles.body1 },
});

/**
 * What contributed to a nutrient on the day, largest first, or a line saying nothing did. The list is named
 * after the nutrient (`label`): several panels may be open at once.
 */
export function ContributorList({
  nutrient,
  label,
  entries,
}: {
  nutrient: NutrientKey;
  label: string;
  entries: readonly DailyConsumptionEntry[];
}) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const contributions = contributorsTo(nutrient, entries);
  if (contributions.length === 0)
    return <p className={styles.none}>{t`Nothing contributed to this nutrient on this day.`}</p>;
  return (
    <SimpleList
      label={t`Contributors to ${label}`}
      items={contributions.map((contribution) => ({
        key: contribution.key,
        primary: contribution.description || t`Manual entry`,
        secondary: formatNutrientAmount(nutrient, contribution.amount, i18n.locale),
      }))}
    />
  );
}
