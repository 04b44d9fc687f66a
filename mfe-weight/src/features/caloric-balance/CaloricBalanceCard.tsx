import { Badge, Card, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import type { CaloricBalance } from '@nutrilog/shared/schemas';
import { ApiResourceState } from '@nutrilog/shared/ui';
import { useBalanceText } from './balance-text';
import { useCaloricBalance } from './useCaloricBalance';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  heading: { margin: 0, ...typographyStyles.subtitle1 },
  balance: { margin: 0, display: 'flex', alignItems: 'baseline', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  amount: typographyStyles.title3,
  direction: { color: tokens.colorNeutralForeground2 },
  maintenance: { margin: 0, display: 'flex', alignItems: 'center', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  noData: { margin: 0, color: tokens.colorNeutralForeground3 },
});

function BalanceDetails({ answer }: { answer: CaloricBalance }) {
  const styles = useStyles();
  const { t } = useLingui();
  const text = useBalanceText();
  if (answer.balance === null) return <p className={styles.noData}>{t`Not enough data`}</p>;
  return (
    <>
      <p className={styles.balance}>
        <span className={styles.amount}>{text.balance(answer.balance)}</span>{' '}
        <span className={styles.direction}>{text.direction(answer.balance)}</span>
      </p>
      {answer.maintenance ? (
        <div className={styles.maintenance}>
          <span>{text.maintenance(answer.maintenance)}</span>{' '}
          <Badge appearance="tint" color="informative">
            {text.confidence(answer.maintenance.confidence)}
          </Badge>
        </div>
      ) : null}
    </>
  );
}

/** The estimated caloric balance over the last `days` days (up to `today`, local) and the maintenance intake. */
export function CaloricBalanceCard({ days, today, className }: { days: number; today: string; className?: string }) {
  const styles = useStyles();
  const { t } = useLingui();
  const headingId = useId();
  const result = useCaloricBalance(days, today);
  return (
    <Card className={className}>
      <section aria-labelledby={headingId} className={styles.section}>
        <h2 id={headingId} className={styles.heading}>
          {t`Over past ${days} days`}
        </h2>
        <ApiResourceState result={result}>{(answer) => <BalanceDetails answer={answer} />}</ApiResourceState>
      </section>
    </Card>
  );
}
