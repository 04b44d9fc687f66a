import { Button, makeStyles, MessageBar, MessageBarActions, MessageBarBody, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';

const useStyles = makeStyles({
  bar: {
    position: 'fixed',
    insetInline: tokens.spacingHorizontalM,
    bottom: tokens.spacingVerticalM,
    zIndex: 1000,
    boxShadow: tokens.shadow16,
  },
});

export default function UpdateBar({ onReload }: { onReload: () => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  return (
    <MessageBar className={styles.bar} intent="info" layout="singleline" aria-live="polite">
      <MessageBarBody>{t`A new version is available`}</MessageBarBody>
      <MessageBarActions>
        <Button appearance="primary" onClick={onReload}>
          {t`Reload`}
        </Button>
      </MessageBarActions>
    </MessageBar>
  );
}
