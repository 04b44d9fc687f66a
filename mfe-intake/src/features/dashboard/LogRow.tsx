import { makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { formatNutrient } from '@nutrilog/shared/format';
import type { IntakeLog } from '@nutrilog/shared/schemas';
import { SyncPendingMark } from '@nutrilog/shared/ui';
import { dominantNutrient } from './dominant-nutrient';
import { logTime, useLogText } from './log-text';
import { NutrientIcon } from './NutrientIcon';
import { token } from './theme-vars';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    gap: token('spacingHorizontalM'),
    width: '100%',
    padding: `${token('spacingVerticalS')} ${token('spacingHorizontalS')}`,
    border: 'none',
    borderBottom: `${token('strokeWidthThin')} solid ${token('colorNeutralStroke2')}`,
    background: 'transparent',
    color: token('colorNeutralForeground1'),
    fontFamily: token('fontFamilyBase'),
    fontSize: token('fontSizeBase300'),
    lineHeight: token('lineHeightBase300'),
    textAlign: 'start',
    cursor: 'pointer',
    ':hover': { background: token('colorSubtleBackgroundHover') },
    ':focus-visible': {
      outline: `${token('strokeWidthThick')} solid ${token('colorStrokeFocus2')}`,
      outlineOffset: '-2px',
    },
  },
  // The icon comes last in the DOM, so the row's accessible name starts with the log's title.
  icon: { order: -1, display: 'inline-flex' },
  what: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  title: {
    fontWeight: token('fontWeightSemibold'),
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    whiteSpace: 'nowrap',
  },
  secondary: {
    color: token('colorNeutralForeground3'),
    fontSize: token('fontSizeBase200'),
    lineHeight: token('lineHeightBase200'),
  },
  numbers: { display: 'flex', flexDirection: 'column', alignItems: 'flex-end', whiteSpace: 'nowrap' },
});

/** One log of the day as a button that opens its drawer: title, amount, time, calories and what it mostly is. */
export function LogRow({
  log,
  onOpen,
  onIntent,
}: {
  log: IntakeLog;
  onOpen: (log: IntakeLog) => void;
  onIntent: () => void;
}) {
  const styles = useStyles();
  const { i18n } = useLingui();
  const text = useLogText();
  const amount = text.amount(log);
  return (
    <button
      type="button"
      className={styles.row}
      onClick={() => onOpen(log)}
      onPointerEnter={onIntent}
      onFocus={onIntent}
    >
      <span className={styles.what}>
        <span className={styles.title}>{text.title(log)}</span>
        {amount ? <span className={styles.secondary}>{amount}</span> : null}
        <SyncPendingMark record={log} />
      </span>
      <span className={styles.numbers}>
        <span>{`${formatNutrient('calories', log.effectiveNutrients.calories, i18n.locale)} kcal`}</span>
        <span className={styles.secondary}>{logTime(log)}</span>
      </span>
      <span className={styles.icon}>
        <NutrientIcon nutrient={dominantNutrient(log.effectiveNutrients)} />
      </span>
    </button>
  );
}
