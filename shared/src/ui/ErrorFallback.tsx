import { Body1, Body1Strong, Button, makeStyles, tokens } from '@fluentui/react-components';
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
  text: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalXS },
});

/** Inline error of one area of the page, with a retry; the rest of the app keeps working. */
export function ErrorFallback({ onRetry, what }: { onRetry: () => void; what?: string }) {
  const styles = useStyles();
  return (
    <div role="alert" className={styles.alert}>
      <div className={styles.text}>
        <Body1Strong>
          <Trans>This part of the app could not be loaded.</Trans>
        </Body1Strong>
        <Body1>{what ?? <Trans>Check your connection and try again.</Trans>}</Body1>
      </div>
      <Button appearance="primary" onClick={onRetry}>
        <Trans>Retry</Trans>
      </Button>
    </div>
  );
}
