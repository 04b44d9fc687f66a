import { makeStyles, tokens } from '@fluentui/react-components';
import { TextPercentRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { formatNumber } from '@nutrilog/shared/format';
import { VisuallyHidden } from '@nutrilog/shared/ui';

const useStyles = makeStyles({
  bodyFat: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    color: tokens.colorNeutralForeground2,
  },
});

/**
 * Body fat as "18.5" with a percent icon (docs/product.md#weight), read as "Body fat 18.5%"; nothing when not logged.
 */
export function BodyFat({ percentage }: { percentage: number | null }) {
  const styles = useStyles();
  const { t, i18n } = useLingui();
  if (percentage === null) return null;
  const value = formatNumber(percentage, i18n.locale, 1);
  return (
    <span>
      <span aria-hidden className={styles.bodyFat}>
        <TextPercentRegular />
        {value}
      </span>
      <VisuallyHidden>{t`Body fat ${value}%`}</VisuallyHidden>
    </span>
  );
}
