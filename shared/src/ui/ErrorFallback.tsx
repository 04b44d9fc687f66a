import { Button, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { Trans } from '@lingui/react/macro';

// A plain alert box rather than Fluent's MessageBar: it is on every page's first load, and MessageBar brings
// its motion library along.
const useStyles = makeStyles({
  alert: {
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'space-between',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalM} ${tokens.spacingHorizontalL}`,
    borderRadius: tokens.borderRadiusMedium,
    border: `1px solid ${tokens.colorStatusDangerBorder1}`,
    background: tokens.colorStatusDangerBackground1,
    color: tokens.colorNeutralForeground1,
  },
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS, ...typographyStyles.body1 },
  strong: typographyStyles.body1Strong,
});

/** Inline error of one area of the page, with a retry; the rest of the app keeps working. */
export function ErrorFallback({ onRetry, what }: { onRetry: () => void; what?: string }) {
  const styles = useStyles();
  return (
    <div role="alert" className={styles.alert}>
      <div className={styles.text}>
        <strong className={styles.strong}>
          <Trans>This part of the app could not be loaded.</Trans>
        </strong>
        <span>{what ?? <Trans>Check your connection and try again.</Trans>}</span>
      </div>
      <Button appearance="primary" onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
