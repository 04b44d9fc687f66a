import { useLingui } from '@lingui/react/macro';
import { useController } from 'react-hook-form';
import { API_PATHS } from '@nutrilog/shared/api-client';
import { CatalogPicker, useFieldMessage } from '@nutrilog/shared/forms';
import type { Recipe } from '@nutrilog/shared/schemas';
import { PortionAmountFields } from './PortionAmountFields';
import type { IntakeLogFormController } from './useIntakeLogForm';

/** A recipe log: the recipe, a recipe portion and how much. */
export function RecipeFields({ controller, disabled }: { controller: IntakeLogFormController; disabled?: boolean }) {
  const { t } = useLingui();
  const message = useFieldMessage();
  const { control } = controller.form;
  const { field, fieldState } = useController({ control, name: 'recipe' });
  return (
    <>
      <CatalogPicker<Recipe>
        path={API_PATHS.recipes}
        label={t`Recipe`}
        placeholder={t`Search your recipes`}
        selected={controller.recipe}
        onSelect={controller.chooseRecipe}
        error={message(fieldState.error)}
        inputRef={field.ref}
        disabled={disabled}
      />
      <PortionAmountFields
        control={control}
        name="recipePortion"
        label={t`Recipe portion`}
        owner={controller.recipe}
        onChoose={controller.chooseRecipePortion}
        disabled={disabled}
      />
    </>
  );
}
