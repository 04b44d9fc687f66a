import { Button, makeStyles, MessageBar, MessageBarBody, tokens } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { useWatch } from 'react-hook-form';
import { showApiViolations } from '@nutrilog/shared/forms';
import { NUTRIENT_KEYS } from '@nutrilog/shared/nutrients';
import type { Product } from '@nutrilog/shared/schemas';
import type { IntakeLogInput } from '@nutrilog/shared/schemas';
import { PageHeader } from '@nutrilog/shared/ui';
import { DateTimeFields } from './DateTimeFields';
import { IntakeLogFillDialog } from './IntakeLogFillDialog';
import { ManualFields } from './ManualFields';
import { NutrientPreview } from './NutrientPreview';
import { offlineIntakeLog } from './offline-preview';
import { thisLogNutrients } from './preview';
import { ProductFields } from './ProductFields';
import { RecipeFields } from './RecipeFields';
import { checkedBody } from './resolver';
import { TypeToggles } from './TypeToggles';
import type { IntakeLogFormController } from './useIntakeLogForm';

/** The inputs, as the API names them in violations. */
const FIELDS = [
  'type',
  'date',
  'product',
  'portion',
  'recipe',
  'recipePortion',
  'amount',
  'quantity',
  'description',
  ...NUTRIENT_KEYS.map((key) => `nutrients.${key}`),
];

const useStyles = makeStyles({
  form: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, maxWidth: '60rem' },
  fields: {
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(14rem, 1fr))',
    gap: tokens.spacingHorizontalM,
  },
  actions: { display: 'flex', gap: tokens.spacingHorizontalM },
});

export interface IntakeLogFormProps {
  controller: IntakeLogFormController;
  title: string;
  submitLabel: string;
  /** Saves the checked body; a rejection's violations are shown next to the inputs. */
  /** `offline` is the log as the lists show it should the write wait in the offline queue. */
  onSubmit: (body: IntakeLogInput, offline: Record<string, unknown>) => Promise<void>;
  /** The log being edited, which its day's consumption already counts. */
  editedUuid?: string | null;
  /** Listed first in the product picker while nothing is typed. */
  productSuggestions?: readonly Product[];
}

/** The intake log form of the create and the edit page: type, when, what and how much, and the nutrient preview. */
export function IntakeLogForm({
  controller,
  title,
  submitLabel,
  onSubmit,
  editedUuid = null,
  productSuggestions,
}: IntakeLogFormProps) {
  const styles = useStyles();
  const { t } = useLingui();
  const { form } = controller;
  const { control, formState } = form;
  const busy = formState.isSubmitting;
  const [failure, setFailure] = useState<string | null>(null);
  const [type, date, portion, recipePortion, amount, quantity, nutrients] = useWatch({
    control,
    name: ['type', 'date', 'portion', 'recipePortion', 'amount', 'quantity', 'nutrients'],
  });
  const thisLog = thisLogNutrients({ type, portion, recipePortion, amount, quantity, nutrients }, controller);

  const save = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      const body = checkedBody(values);
      await onSubmit(body, offlineIntakeLog(body, controller, thisLog));
    } catch (error) {
      if (showApiViolations(error, FIELDS, form.setError)) setFailure(t`The intake log could not be saved. Try again.`);
    }
  });

  return (
    <>
      <PageHeader title={title} actions={<IntakeLogFillDialog onFill={controller.fill} />} />
      <form className={styles.form} onSubmit={(event) => void save(event)} noValidate>
        <TypeToggles value={type} onChange={controller.chooseType} disabled={busy} />
        <div className={styles.fields}>
          <DateTimeFields control={control} disabled={busy} />
        </div>
        {type === 'manual' ? (
          <ManualFields control={control} disabled={busy} />
        ) : (
          <div className={styles.fields}>
            {type === 'product' ? (
              <ProductFields controller={controller} suggestions={productSuggestions} disabled={busy} />
            ) : (
              <RecipeFields controller={controller} disabled={busy} />
            )}
          </div>
        )}
        <NutrientPreview thisLog={thisLog} date={date} editedUuid={editedUuid} />
        {failure ? (
          <MessageBar intent="error" role="alert">
            <MessageBarBody>{failure}</MessageBarBody>
          </MessageBar>
        ) : null}
        <div className={styles.actions}>
          <Button appearance="primary" type="submit" disabled={busy}>
            {submitLabel}
          </Button>
        </div>
      </form>
    </>
  );
}
