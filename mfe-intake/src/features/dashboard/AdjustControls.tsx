import { Button, Caption1, makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { formatQuantity } from '@nutrilog/shared/format';
import { canDecrease, type Adjustment } from './adjust-steps';

const useStyles = makeStyles({
  group: {
    display: 'flex',
    flexDirection: 'column',
    gap: tokens.spacingVerticalXS,
    marginBottom: tokens.spacingVerticalL,
  },
  buttons: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  step: { minWidth: 'auto' },
  value: { flexGrow: 1, textAlign: 'center', whiteSpace: 'nowrap', fontWeight: tokens.fontWeightSemibold },
});

/**
 * Minus and plus buttons by the two steps of a quantity or an amount. A minus stays disabled (but focusable, so a
 * keyboard user keeps their place) while the result would not stay above zero; all wait while a change is sent.
 */
export function AdjustControls({
  adjustment,
  unit,
  busy,
  onAdjust,
}: {
  adjustment: Adjustment;
  unit: string | null;
  busy: boolean;
  onAdjust: (delta: number) => void;
}) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  const { field, value, steps } = adjustment;
  const [small, large] = steps;
  const label = (direction: 'decrease' | 'increase', step: number) =>
    field === 'quantity'
      ? direction === 'decrease'
        ? t`Decrease quantity by ${step}`
        : t`Increase quantity by ${step}`
      : direction === 'decrease'
        ? t`Decrease amount by ${step}`
        : t`Increase amount by ${step}`;
  const shown = formatQuantity(value, i18n.locale);
  const labelId = useId();

  const stepButton = (direction: 'decrease' | 'increase', step: number) => (
    <Button
      className={styles.step}
      aria-label={label(direction, step)}
      disabledFocusable={busy || (direction === 'decrease' && !canDecrease(value, step))}
      onClick={() => onAdjust(direction === 'decrease' ? -step : step)}
    >
      {direction === 'decrease' ? `−${step}` : `+${step}`}
    </Button>
  );

  return (
    <div role="group" aria-labelledby={labelId} aria-busy={busy} className={styles.group}>
      <Caption1 id={labelId}>{field === 'quantity' ? t`Quantity` : t`Amount`}</Caption1>
      <div className={styles.buttons}>
        {stepButton('decrease', large)}
        {stepButton('decrease', small)}
        <output className={styles.value}>{unit ? `${shown} ${unit}` : shown}</output>
        {stepButton('increase', small)}
        {stepButton('increase', large)}
      </div>
    </div>
  );
}
