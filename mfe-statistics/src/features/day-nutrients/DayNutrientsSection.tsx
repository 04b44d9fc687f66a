import { Accordion, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { NUTRIENT_KEYS } from '@nutrilog/shared/nutrients';
import { ApiResourceState } from '@nutrilog/shared/ui';
import { NutrientItem } from './NutrientItem';
import { useDayNutrients } from './useDayNutrients';
import { useNutrientHistory } from './useNutrientHistory';

const useStyles = makeStyles({
  section: { marginBottom: tokens.spacingVerticalXXL },
  heading: { margin: `0 0 ${tokens.spacingVerticalM}`, ...typographyStyles.subtitle1 },
  // The previous day stays while the chosen one loads, dimmed.
  stale: { opacity: 0.6 },
});

/**
 * Every nutrient of the local day `date` (`YYYY-MM-DD`) against its target, each opening to its history and
 * contributors.
 */
export function DayNutrientsSection({ date }: { date: string }) {
  const styles = useStyles();
  const { t } = useLingui();
  const headingId = useId();
  const day = useDayNutrients(date);
  const history = useNutrientHistory(date);
  const stale = day.isLoading && day.data !== undefined;
  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>
        {t`Nutrients of the day`}
      </h2>
      <ApiResourceState result={{ ...day, isLoading: day.isLoading && !stale }}>
        {({ totals, targets, entries }) => (
          <Accordion multiple collapsible aria-busy={stale} className={stale ? styles.stale : undefined}>
            {NUTRIENT_KEYS.map((nutrient) => (
              <NutrientItem
                key={nutrient}
                nutrient={nutrient}
                total={totals[nutrient]}
                target={targets[nutrient]}
                entries={entries}
                history={history}
              />
            ))}
          </Accordion>
        )}
      </ApiResourceState>
    </section>
  );
}
