import { makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { lazy, Suspense } from 'react';
import { unitSymbol } from '@nutrilog/shared/format';
import { TREND_CHART_HEIGHT, trendChartOptions, trendChartSeries } from './trend-chart';
import { TREND_DAYS, weightAxisRange, type TrendDay } from './trend-series';

// ApexCharts is loaded with the first chart, not with the page.
const Chart = lazy(() => import('react-apexcharts'));

const useStyles = makeStyles({
  chart: { minHeight: `${TREND_CHART_HEIGHT}px` },
});

/** The weights of the trend window as dots and the trend as a line; for assistive technology an image with a name. */
export function WeightTrendChart({ days, unit }: { days: readonly TrendDay[]; unit: string }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const range = weightAxisRange(days.map((day) => day.weight));
  if (range === null) return null;
  const series = trendChartSeries(days, { weight: t`Weight`, trend: t`Trend` });
  return (
    <div role="img" aria-label={t`Weight over the last ${TREND_DAYS} days`} className={styles.chart}>
      <Suspense fallback={null}>
        <Chart
          type="line"
          series={series}
          options={trendChartOptions(range, i18n.locale, unitSymbol(unit))}
          height={TREND_CHART_HEIGHT}
        />
      </Suspense>
    </div>
  );
}
