import { useLingui } from '@lingui/react/macro';
import { useController } from 'react-hook-form';
import { API_PATHS } from '@nutrilog/shared/api-client';
import { CatalogPicker, useFieldMessage, useProductFoodDatabase } from '@nutrilog/shared/forms';
import type { Product } from '@nutrilog/shared/schemas';
import { PortionAmountFields } from './PortionAmountFields';
import type { IntakeLogFormController } from './useIntakeLogForm';

/** A product log: the product (the most used ones first, or from the food database), a portion and how much. */
export function ProductFields({
  controller,
  suggestions,
  disabled,
}: {
  controller: IntakeLogFormController;
  suggestions?: readonly Product[];
  disabled?: boolean;
}) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const foodDatabase = useProductFoodDatabase();
  const { control } = controller.form;
  const { field, fieldState } = useController({ control, name: 'product' });
  return (
    <>
      <CatalogPicker<Product>
        path={API_PATHS.products}
        label={t`Product`}
        placeholder={t`Search products and foods`}
        selected={controller.product}
        suggestions={suggestions}
        onSelect={controller.chooseProduct}
        error={message(fieldState.error)}
        inputRef={field.ref}
        disabled={disabled}
        foodDatabase={foodDatabase}
      />
      <PortionAmountFields
        control={control}
        name="portion"
        label={t`Portion`}
        owner={controller.product}
        onChoose={controller.choosePortion}
        disabled={disabled}
      />
    </>
  );
}
