import { Button, makeStyles, tokens, typographyStyles, useRestoreFocusTarget } from '@fluentui/react-components';
import { EditRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { formatWeekdayDate, formatWeightAmount } from '@nutrilog/shared/format';
import type { WeightLog } from '@nutrilog/shared/schemas';
import { SyncPendingMark } from '@nutrilog/shared/ui';
import { BodyFat } from './BodyFat';
import { WeightChange } from './WeightChange';

const useStyles = makeStyles({
  // One line on every width: fixed columns for date, weight and change, body fat taking the rest, then the button.
  row: {
    display: 'grid',
    gridTemplateColumns: '7rem 5.5rem 4.5rem minmax(0, 1fr) auto',
    alignItems: 'center',
    columnGap: tokens.spacingHorizontalM,
    padding: `${tokens.spacingVerticalXS} ${tokens.spacingHorizontalS}`,
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    ...typographyStyles.body1,
    '@media (max-width: 480px)': {
      gridTemplateColumns: '5.5rem 4.5rem 3.75rem minmax(0, 1fr) auto',
      columnGap: tokens.spacingHorizontalS,
    },
  },
  date: { color: tokens.colorNeutralForeground2, whiteSpace: 'nowrap' },
  weight: { fontWeight: tokens.fontWeightSemibold, whiteSpace: 'nowrap' },
  change: { whiteSpace: 'nowrap' },
  bodyFat: { whiteSpace: 'nowrap' },
  pending: { marginInlineStart: tokens.spacingHorizontalXS },
});

/**
 * One log: its day, weight, change versus the older entry (`change`, see weightChanges), body fat, and an edit button.
 */
export function WeightLogRow({
  log,
  change,
  onEdit,
}: {
  log: WeightLog;
  change: number | null;
  onEdit: (log: WeightLog) => void;
}) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  // Focus comes back to this button when the dialog it opened closes.
  const restoreFocus = useRestoreFocusTarget();
  const date = formatWeekdayDate(log.date);
  return (
    <li className={styles.row}>
      <span className={styles.date}>{date}</span>
      <span className={styles.weight}>{formatWeightAmount(log.weight, log.unit, i18n.locale)}</span>
      <span className={styles.change}>
        <WeightChange change={change} unit={log.unit} />
      </span>
      <span className={styles.bodyFat}>
        <BodyFat percentage={log.bodyFatPercentage} />
        <SyncPendingMark record={log} className={styles.pending} />
      </span>
      <Button
        appearance="subtle"
        icon={<EditRegular />}
        aria-label={t`Edit weight log of ${date}`}
        onClick={() => onEdit(log)}
        {...restoreFocus}
      />
    </li>
  );
}
