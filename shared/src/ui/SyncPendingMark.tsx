import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { isSyncPending } from '@nutrilog/shared/api-client';

const useStyles = makeStyles({
  mark: {
    color: tokens.colorPaletteMarigoldForeground2,
    fontSize: tokens.fontSizeBase200,
    lineHeight: tokens.lineHeightBase200,
    whiteSpace: 'nowrap',
  },
});

/** "Waiting to sync" beside a record made or changed offline that the API has not confirmed yet; nothing otherwise. */
export function SyncPendingMark({ record, className }: { record: unknown; className?: string }) {
  const styles = useStyles();
  const { t } = useLingui();
  return isSyncPending(record) ? (
    <span className={mergeClasses(styles.mark, className)}>{t`Waiting to sync`}</span>
  ) : null;
}
