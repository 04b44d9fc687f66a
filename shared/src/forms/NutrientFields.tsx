import { makeStyles, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { unitSymbol } from '@nutrilog/shared/format';
import { NUTRIENTS } from '@nutrilog/shared/nutrients';
import { NUTRIENT_LABELS } from '@nutrilog/shared/ui';
import { ControlledNumberField } from './ControlledNumberField';

const useStyles = makeStyles({
  grid: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(11rem, 1fr))',
    gap: tokens.spacingHorizontalM,
    // An input is as wide as its 20 characters by default: wider than a column at some widths (1280 px), where
    // the inputs overlapped their neighbours. Each fills its column instead.
    '& .fui-Field': { minWidth: 0 },
    '& .fui-Input': { width: '100%', minWidth: 0 },
  },
});

/** The eleven nutrient inputs of a form, in catalogue order, bound to `<prefix>.<nutrient>`. */
export function NutrientFields<T extends FieldValues>({
  control,
  prefix = 'nutrients',
}: {
  control: Control<T>;
  prefix?: string;
}) {
  const styles = useStyles();
  const { i18n } = useLingui();
  return (
    <div className={styles.grid}>
      {NUTRIENTS.map((nutrient) => (
        <ControlledNumberField
          key={nutrient.key}
          control={control}
          name={`${prefix}.${nutrient.key}` as FieldPath<T>}
          label={i18n._(NUTRIENT_LABELS[nutrient.key])}
          unit={unitSymbol(nutrient.unit)}
          required
        />
      ))}
    </div>
  );
}
