import { Card, makeStyles, typographyStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { WeightLog } from '@nutrilog/shared/schemas';
import { trendDays } from './trend-series';
import { TrendSummary } from './TrendSummary';
import { WeightTrendChart } from './WeightTrendChart';

const useStyles = makeStyles({
  heading: { margin: 0, ...typographyStyles.subtitle1 },
});

/**
 * The weight over the trend window: the chart and, under it, the summary. `logs` are the window's logs, oldest
 * first (see logsOfTrendWindow); the chart runs to `today` (`YYYY-MM-DD`, local).
 */
export function WeightTrendCard({
  logs,
  today,
  className,
}: {
  logs: readonly WeightLog[];
  today: string;
  className?: string;
}) {
  const styles = useStyles();
  const { t } = useLingui();
  const headingId = useId();
  const latest = logs.at(-1);
  if (!latest) return null;
  return (
    <Card className={className}>
      <section aria-labelledby={headingId}>
        <h2 id={headingId} className={styles.heading}>
          {t`Trend`}
        </h2>
        <WeightTrendChart days={trendDays(logs, today)} unit={latest.unit} />
        <TrendSummary logs={logs} />
      </section>
    </Card>
  );
}
