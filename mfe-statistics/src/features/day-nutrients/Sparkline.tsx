import { makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import type { NutrientKey } from '@nutrilog/shared/nutrients';
import type { NutrientHistoryEntry } from '@nutrilog/shared/schemas';
import { SPARKLINE_HEIGHT, SPARKLINE_OPTIONS } from './sparkline-options';
import { HISTORY_DAYS } from './useNutrientHistory';

// ApexCharts is loaded when a first panel opens, not with the page.
const Chart = lazy(() => import('react-apexcharts'));

const useStyles = makeStyles({
  chart: { height: `${SPARKLINE_HEIGHT}px` },
});

/** A nutrient's daily totals over the history as a bare line; for assistive technology an image with a name. */
export function Sparkline({
  nutrient,
  label,
  history,
}: {
  nutrient: NutrientKey;
  label: string;
  history: readonly NutrientHistoryEntry[];
}) {
  const styles = useStyles();
  const { t } = useLingui();
  const series = [{ name: label, data: history.map((day) => ({ x: day.date, y: day.nutrients[nutrient] })) }];
  return (
    <div role="img" aria-label={t`${label} over the last ${HISTORY_DAYS} days`} className={styles.chart}>
      <Suspense fallback={null}>
        <Chart type="line" series={series} options={SPARKLINE_OPTIONS} height={SPARKLINE_HEIGHT} />
      </Suspense>
    </div>
  );
}
