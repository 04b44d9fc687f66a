import { makeStyles, tokens } from '@fluentui/react-components';
import { ArrowDownRegular, ArrowUpRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { formatSignedNumber, formatWeightAmount } from '@nutrilog/shared/format';
import { WEIGHT_DECIMALS } from '@nutrilog/shared/nutrients';
import { VisuallyHidden } from '@nutrilog/shared/ui';

const useStyles = makeStyles({
  change: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    color: tokens.colorNeutralForeground2,
  },
});

/**
 * A change of weight as "+0.6" with an up arrow or "-0.4" with a down arrow; nothing without a change. Assistive
 * technology reads "Up 0.6 kg" / "Down 0.4 kg" instead, since a bare sign and arrow say little when spoken.
 */
export function WeightChange({ change, unit }: { change: number | null; unit: string }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  if (change === null) return null;
  const amount = formatWeightAmount(Math.abs(change), unit, i18n.locale);
  const up = change > 0;
  return (
    <span className={styles.change}>
      <span aria-hidden className={styles.change}>
        {up ? <ArrowUpRegular /> : <ArrowDownRegular />}
        {formatSignedNumber(change, i18n.locale, WEIGHT_DECIMALS, true)}
      </span>
      <VisuallyHidden>{up ? t`Up ${amount}` : t`Down ${amount}`}</VisuallyHidden>
    </span>
  );
}
