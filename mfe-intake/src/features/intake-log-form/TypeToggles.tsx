import { makeStyles, ToggleButton, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import type { IntakeLogType } from '@nutrilog/shared/domain';

const useStyles = makeStyles({
  group: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
});

/** The three ways to log, in the order of docs/product.md#notices-and-state-changes; the chosen one is pressed. */
export function TypeToggles({
  value,
  onChange,
  disabled,
}: {
  value: IntakeLogType;
  onChange: (type: IntakeLogType) => void;
  disabled?: boolean;
}) {
  const styles = useStyles();
  const { t } = useLingui();
  const types: { type: IntakeLogType; label: string }[] = [
    { type: 'product', label: t`Product` },
    { type: 'manual', label: t`Manual` },
    { type: 'recipe', label: t`Recipe` },
  ];
  return (
    <div role="group" aria-label={t`Type`} className={styles.group}>
      {types.map(({ type, label }) => (
        <ToggleButton key={type} checked={value === type} onClick={() => onChange(type)} disabled={disabled}>
          {label}
        </ToggleButton>
      ))}
    </div>
  );
}
