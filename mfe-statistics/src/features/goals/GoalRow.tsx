import { Badge, makeStyles, tokens, typographyStyles, useRestoreFocusTarget } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import type { Goal } from '@nutrilog/shared/schemas';
import { useGoalText } from './goal-text';

const useStyles = makeStyles({
  row: {
    display: 'flex',
    alignItems: 'center',
    flexWrap: 'wrap',
    gap: tokens.spacingHorizontalM,
    width: '100%',
    padding: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalS}`,
    border: 'none',
    borderBottom: `${tokens.strokeWidthThin} solid ${tokens.colorNeutralStroke2}`,
    background: 'transparent',
    color: tokens.colorNeutralForeground1,
    ...typographyStyles.body1,
    textAlign: 'start',
    cursor: 'pointer',
    ':hover': { background: tokens.colorSubtleBackgroundHover },
    ':focus-visible': {
      outline: `${tokens.strokeWidthThick} solid ${tokens.colorStrokeFocus2}`,
      outlineOffset: '-2px',
    },
  },
  what: { display: 'flex', flexDirection: 'column', flexGrow: 1, minWidth: 0 },
  nutrient: { fontWeight: tokens.fontWeightSemibold },
  period: { color: tokens.colorNeutralForeground3, ...typographyStyles.caption1 },
});

/** One goal as a button that opens it for editing; its name starts with the nutrient. */
export function GoalRow({ goal, onOpen }: { goal: Goal; onOpen: (goal: Goal) => void }) {
  const styles = useStyles();
  const { t } = useLingui();
  const text = useGoalText();
  const period = text.period(goal);
  // Focus comes back to this row when the dialog it opened closes.
  const restoreFocus = useRestoreFocusTarget();
  // The spaces between the parts keep them apart in the button's accessible name; the flex layout hides them.
  return (
    <button type="button" className={styles.row} onClick={() => onOpen(goal)} {...restoreFocus}>
      <span className={styles.what}>
        <span className={styles.nutrient}>{text.nutrient(goal)}</span> <span>{text.target(goal)}</span>
      </span>{' '}
      {period ? <span className={styles.period}>{period}</span> : null}{' '}
      {goal.currentlyActive ? null : (
        <Badge appearance="tint" color="subtle">
          {t`Inactive`}
        </Badge>
      )}
    </button>
  );
}
