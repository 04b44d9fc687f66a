import { Button, makeStyles, tokens, typographyStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useRemoteServices } from '@nutrilog/shared/ui';
import { useInstallPrompt } from './install-prompt';

// As the profile page's other sections ("Your data").
const useStyles = makeStyles({
  section: {
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'start',
    gap: tokens.spacingVerticalL,
    maxWidth: '640px',
    marginTop: tokens.spacingVerticalXXL,
  },
  heading: { margin: 0, ...typographyStyles.subtitle1 },
  text: { margin: 0, ...typographyStyles.body1 },
});

/** "App" on the profile page: install Nutrilog, when the browser offers it (nothing otherwise). */
export function InstallAppSection() {
  const styles = useStyles();
  const { t } = useLingui();
  const { notify } = useRemoteServices();
  const { canInstall, install } = useInstallPrompt();
  const headingId = useId();
  if (!canInstall) return null;

  async function installApp() {
    if ((await install()) === 'accepted') notify({ intent: 'success', title: t`Nutrilog is installed` });
  }

  return (
    <section aria-labelledby={headingId} className={styles.section}>
      <h2 id={headingId} className={styles.heading}>{t`App`}</h2>
      <p className={styles.text}>{t`Install Nutrilog to open it from your home screen, in a window of its own.`}</p>
      <Button onClick={() => void installApp()}>{t`Install app`}</Button>
    </section>
  );
}
