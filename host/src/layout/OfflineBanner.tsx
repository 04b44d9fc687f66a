import { makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import dayjs from 'dayjs';
import { useSyncExternalStore } from 'react';
import { useApi } from '../lib/session';

const useStyles = makeStyles({
  bar: { marginBottom: tokens.spacingVerticalL },
});

/**
 * While the API cannot be reached and the screens show saved answers: since when they are, so that nobody takes
 * them for the latest (docs/product.md, "The app offline").
 */
export function OfflineBanner() {
  const styles = useStyles();
  const { t } = useLingui();
  const { connectivity } = useApi();
  const { offline, savedAt } = useSyncExternalStore(connectivity.subscribe, connectivity.getSnapshot);
  if (!offline || savedAt === null) return null;
  const saved = dayjs(savedAt);
  const time = saved.format('HH:mm');
  const day = saved.format('ddd D MMM');
  return (
    <MessageBar className={styles.bar} intent="warning" role="status">
      <MessageBarBody>
        {saved.isSame(dayjs(), 'day')
          ? t`Offline — showing what was saved at ${time}`
          : t`Offline — showing what was saved on ${day} at ${time}`}
      </MessageBarBody>
    </MessageBar>
  );
}
