import { Button, makeStyles, Subtitle1, tokens } from '@fluentui/react-components';
import { AddRegular, DeleteRegular } from '@fluentui/react-icons';
import { useLingui } from '@lingui/react/macro';
import { useId } from 'react';
import { useFieldArray, type UseFormReturn } from 'react-hook-form';
import type { ProductUnit } from '@nutrilog/shared/domain';
import { unitSymbol } from '@nutrilog/shared/format';
import { ControlledNumberField, ControlledTextField } from '@nutrilog/shared/forms';
import type { ProductFormValues } from './product-form-values';

const useStyles = makeStyles({
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM, alignItems: 'flex-start' },
  heading: { margin: 0 },
  row: {
    display: 'grid',
    gridTemplateColumns: 'minmax(10rem, 2fr) minmax(8rem, 1fr) auto',
    alignItems: 'end',
    gap: tokens.spacingHorizontalM,
    border: 'none',
    margin: 0,
    padding: 0,
    width: '100%',
  },
  legend: {
    position: 'absolute',
    width: '1px',
    height: '1px',
    overflow: 'hidden',
    clip: 'rect(0 0 0 0)',
    whiteSpace: 'nowrap',
  },
});

/** The optional portions of a new product: rows of a name and an amount, added and removed at will. */
export function PortionFields({ form, unit }: { form: UseFormReturn<ProductFormValues>; unit: ProductUnit }) {
  const styles = useStyles();
  const { t } = useLingui();
  const headingId = useId();
  const { control } = form;
  const { fields, append, remove } = useFieldArray({ control, name: 'portions' });

  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <Subtitle1 as="h2" id={headingId} className={styles.heading}>
        {t`Portions`}
      </Subtitle1>
      {fields.map((row, index) => {
        const number = index + 1;
        return (
          <fieldset key={row.id} className={styles.row}>
            <legend className={styles.legend}>{t`Portion ${number}`}</legend>
            <ControlledTextField control={control} name={`portions.${index}.name`} label={t`Name`} required />
            <ControlledNumberField
              control={control}
              name={`portions.${index}.amount`}
              label={t`Amount`}
              unit={unitSymbol(unit)}
              required
            />
            <Button icon={<DeleteRegular />} aria-label={t`Remove portion ${number}`} onClick={() => remove(index)} />
          </fieldset>
        );
      })}
      <Button icon={<AddRegular />} onClick={() => append({ name: '', amount: 0 }, { shouldFocus: true })}>
        {t`Add portion`}
      </Button>
    </section>
  );
}
