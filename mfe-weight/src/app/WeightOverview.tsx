import { makeStyles, tokens } from '@fluentui/react-components';
import { BALANCE_WINDOWS } from '@nutrilog/shared/api-client';
import type { WeightLog } from '@nutrilog/shared/schemas';
import { CaloricBalanceCard } from '../features/caloric-balance/CaloricBalanceCard';
import { logsOfTrendWindow } from '../features/weight-trend/trend-series';
import { WeightTrendCard } from '../features/weight-trend/WeightTrendCard';

const useStyles = makeStyles({
  cards: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fit, minmax(16rem, 1fr))',
    gap: tokens.spacingHorizontalL,
    marginBottom: tokens.spacingVerticalXL,
  },
  trend: { gridColumn: '1 / -1' },
});

/**
 * The trend chart and the two caloric balance cards; shown only when the last 30 days have logs
 * (docs/product.md#weight).
 * `logs` are all logs; `today` is the local day (`YYYY-MM-DD`).
 */
export function WeightOverview({ logs, today }: { logs: readonly WeightLog[]; today: string }) {
  const styles = useStyles();
  const recent = logsOfTrendWindow(logs, today);
  if (recent.length === 0) return null;
  return (
    <div className={styles.cards}>
      <WeightTrendCard logs={recent} today={today} className={styles.trend} />
      {BALANCE_WINDOWS.map((days) => (
        <CaloricBalanceCard key={days} days={days} today={today} />
      ))}
    </div>
  );
}
