import { makeStyles } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatNutrient, unitSymbol } from '@nutrilog/shared/format';
import { NUTRIENT_BY_KEY, type NutrientKey } from '@nutrilog/shared/nutrients';
import type { Goal } from '@nutrilog/shared/schemas';
import { NUTRIENT_LABELS } from '@nutrilog/shared/ui';
import { token } from './theme-vars';

const useStyles = makeStyles({
  card: {
    display: 'flex',
    flexDirection: 'column',
    gap: token('spacingVerticalXS'),
    padding: token('spacingHorizontalL'),
    borderRadius: token('borderRadiusLarge'),
    background: token('colorNeutralBackground1'),
    boxShadow: token('shadow4'),
  },
  label: {
    color: token('colorNeutralForeground2'),
    fontSize: token('fontSizeBase300'),
    lineHeight: token('lineHeightBase300'),
  },
  value: {
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'baseline',
    columnGap: token('spacingHorizontalXS'),
    fontSize: token('fontSizeBase500'),
    lineHeight: token('lineHeightBase500'),
    fontWeight: token('fontWeightSemibold'),
  },
  goal: {
    color: token('colorNeutralForeground3'),
    fontSize: token('fontSizeBase300'),
    fontWeight: token('fontWeightRegular'),
    whiteSpace: 'nowrap',
  },
  muted: {
    color: token('colorNeutralForeground3'),
    fontSize: token('fontSizeBase200'),
    lineHeight: token('lineHeightBase200'),
  },
  // The look of Fluent's ProgressBar (medium, rounded, brand), which would add 6 KB gzip to the first page.
  track: {
    height: '4px',
    borderRadius: token('borderRadiusMedium'),
    background: token('colorNeutralBackground6'),
    overflow: 'hidden',
  },
  bar: { height: '100%', borderRadius: token('borderRadiusMedium'), background: token('colorCompoundBrandBackground') },
});

/** A nutrient's total for the day, and its goal that day with the progress towards it (capped at 100 %). */
export function NutrientCard({
  nutrient,
  total,
  goal,
}: {
  nutrient: NutrientKey;
  total: number;
  goal: Pick<Goal, 'value'> | null | undefined;
}) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const labelId = useId();
  const label = i18n._(NUTRIENT_LABELS[nutrient]);
  const unit = unitSymbol(NUTRIENT_BY_KEY[nutrient].unit);
  const amount = (value: number) => `${formatNutrient(nutrient, value, i18n.locale)} ${unit}`;
  const progress = goal ? Math.min(total / goal.value, 1) : 0;
  return (
    <section aria-labelledby={labelId} className={styles.card}>
      <span id={labelId} className={styles.label}>
        {label}
      </span>
      <div className={styles.value}>
        <span>{amount(total)}</span>
        {goal ? <span className={styles.goal}>{`/ ${amount(goal.value)}`}</span> : null}
      </div>
      {goal ? (
        // Fluent's ProgressBar's ARIA: a value from 0 to 1.
        <div
          role="progressbar"
          aria-label={t`${label} of goal`}
          aria-valuemin={0}
          aria-valuemax={1}
          aria-valuenow={progress}
          className={styles.track}
        >
          <div className={styles.bar} style={{ width: `${progress * 100}%` }} />
        </div>
      ) : goal === null ? (
        <span className={styles.muted}>{t`No goal`}</span>
      ) : null}
    </section>
  );
}
