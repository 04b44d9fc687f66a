import {
  Field,
  makeStyles,
  MessageBar,
  MessageBarBody,
  Radio,
  RadioGroup,
  Subtitle1,
  tokens,
} from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useId, type FormEventHandler, type ReactNode } from 'react';
import { Controller, useWatch, type UseFormReturn } from 'react-hook-form';
import { unitSymbol } from '@nutrilog/shared/format';
import { ControlledNumberField, NutrientFields, useFieldMessage, ControlledTextField } from '@nutrilog/shared/forms';
import { PortionFields } from './PortionFields';
import type { ProductFormValues } from './product-form-values';

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '60rem' },
  basics: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalM },
  heading: { margin: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
});

export interface ProductFormProps {
  form: UseFormReturn<ProductFormValues>;
  onSubmit: FormEventHandler<HTMLFormElement>;
  /** The optional portions list (a new product only; the detail page manages the portions of a saved one). */
  withPortions?: boolean;
  /** Why saving failed, when the inputs' own messages do not say it. */
  failure?: string | null;
  /** The submit (and cancel) buttons. */
  actions: ReactNode;
}

/** The inputs of a product, shared by the create and the edit page; validation messages next to each input. */
export function ProductForm({ form, onSubmit, withPortions = false, failure, actions }: ProductFormProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const headingId = useId();
  const message = useFieldMessage();
  const { control } = form;
  const unit = useWatch({ control, name: 'unit' });

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate>
      <div className={styles.basics}>
        <ControlledTextField control={control} name="name" label={t`Name`} required />
        <Controller
          control={control}
          name="unit"
          render={({ field, fieldState }) => (
            <Field label={t`Unit`} required validationMessage={message(fieldState.error)}>
              <RadioGroup
                layout="horizontal"
                name={field.name}
                value={field.value}
                onChange={(_, data) => field.onChange(data.value)}
                onBlur={field.onBlur}
              >
                <Radio value="gram" label={t`Gram`} />
                <Radio value="milliliter" label={t`Millilitre`} />
              </RadioGroup>
            </Field>
          )}
        />
        <ControlledNumberField
          control={control}
          name="nutrientsPer"
          label={t`Nutrients per`}
          unit={unitSymbol(unit)}
          required
        />
        <ControlledTextField
          control={control}
          name="barcode"
          label={t`Barcode`}
          hint={t`Optional: the digits under the bars.`}
          inputMode="numeric"
        />
      </div>
      <section className={styles.section} aria-labelledby={headingId}>
        <Subtitle1 as="h2" id={headingId} className={styles.heading}>
          {t`Nutrients`}
        </Subtitle1>
        <NutrientFields control={control} />
      </section>
      {withPortions ? <PortionFields form={form} unit={unit} /> : null}
      {failure ? (
        <MessageBar intent="error" role="alert">
          <MessageBarBody>{failure}</MessageBarBody>
        </MessageBar>
      ) : null}
      <div className={styles.actions}>{actions}</div>
    </form>
  );
}
