import { makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { formatWeekdayDate, formatWeightAmount } from '@nutrilog/shared/format';
import type { WeightLog } from '@nutrilog/shared/schemas';
import { summaryLogs, type SummaryPosition } from './trend-series';

const useStyles = makeStyles({
  summary: {
    display: 'flex',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalXXL,
    margin: `${tokens.spacingVerticalS} 0 0`,
  },
  term: { color: tokens.colorNeutralForeground3, ...typographyStyles.caption1 },
  detail: { margin: 0, ...typographyStyles.body1 },
});

/** The first, middle and last log of the trend window: when and how much. */
export function TrendSummary({ logs }: { logs: readonly WeightLog[] }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const terms: Record<SummaryPosition, string> = { first: t`First`, middle: t`Middle`, last: t`Last` };
  return (
    <dl className={styles.summary}>
      {summaryLogs(logs).map(({ position, log }) => (
        <div key={position}>
          <dt className={styles.term}>{terms[position]}</dt>
          <dd className={styles.detail}>
            {formatWeekdayDate(log.date)} · {formatWeightAmount(log.weight, log.unit, i18n.locale)}
          </dd>
        </div>
      ))}
    </dl>
  );
}
