import { useEffect, useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import type { IntakeLogType } from '@nutrilog/shared/domain';
import { NUTRIENT_KEYS } from '@nutrilog/shared/nutrients';
import type { Product, Recipe } from '@nutrilog/shared/schemas';
import type { IntakeLogFormValues } from './form-values';
import { ownerOfProduct, ownerOfRecipe, type ChosenOwner } from './owner';
import { intakeLogResolver } from './resolver';
import {
  afterCreate,
  portionChosen,
  productChosen,
  recipeChosen,
  recipePortionChosen,
  typeChosen,
  type FormUpdate,
} from './state-rules';

export type IntakeLogFormApi = UseFormReturn<IntakeLogFormValues>;

/** The form's state and the choices a user makes in it, each following the state rules. */
export interface IntakeLogFormController {
  form: IntakeLogFormApi;
  /** The chosen product and recipe (kept while the other type is shown). */
  product: ChosenOwner | null;
  recipe: ChosenOwner | null;
  chooseType: (type: IntakeLogType) => void;
  chooseProduct: (product: Product) => void;
  choosePortion: (portion: string | null) => void;
  chooseRecipe: (recipe: Recipe) => void;
  chooseRecipePortion: (recipePortion: string | null) => void;
  /** Applies values from elsewhere (text inference). */
  fill: (update: FormUpdate) => void;
  /** After a create: empty again, with the same date, time and type. */
  startOver: () => void;
}

interface Picked {
  product?: ChosenOwner | null;
  recipe?: ChosenOwner | null;
}

/**
 * `known` is what the page knows of the log's product and recipe (the edited log's, better once their details
 * load); a product or recipe picked in the form replaces it.
 */
export function useIntakeLogForm(defaultValues: IntakeLogFormValues, known: Picked = {}): IntakeLogFormController {
  const form = useForm<IntakeLogFormValues>({ resolver: intakeLogResolver, defaultValues });
  const [picked, setPicked] = useState<Picked>({});
  // Reset after the submit has finished: a reset inside it would be undone by handleSubmit's own final state.
  const [startedOver, setStartedOver] = useState(0);
  useEffect(() => {
    if (startedOver === 0) return;
    form.reset(afterCreate(form.getValues()));
    setPicked({ product: null, recipe: null });
  }, [startedOver, form]);

  const apply = (update: FormUpdate) => {
    // After a failed submit the messages follow the values.
    const options = { shouldDirty: true, shouldValidate: form.formState.isSubmitted };
    for (const [name, value] of Object.entries(update) as [keyof IntakeLogFormValues, unknown][]) {
      if (name === 'nutrients') {
        // Input by input, so that every nutrient input shows its new value.
        for (const key of NUTRIENT_KEYS) form.setValue(`nutrients.${key}`, update.nutrients![key], options);
      } else {
        form.setValue(name, value as never, options);
      }
    }
  };

  return {
    form,
    product: picked.product !== undefined ? picked.product : (known.product ?? null),
    recipe: picked.recipe !== undefined ? picked.recipe : (known.recipe ?? null),
    chooseType: (type) => apply(typeChosen(form.getValues(), type)),
    chooseProduct: (product) => {
      setPicked((current) => ({ ...current, product: ownerOfProduct(product) }));
      apply(productChosen(product));
    },
    choosePortion: (portion) => apply(portionChosen(portion)),
    chooseRecipe: (recipe) => {
      setPicked((current) => ({ ...current, recipe: ownerOfRecipe(recipe) }));
      apply(recipeChosen(recipe));
    },
    chooseRecipePortion: (recipePortion) => apply(recipePortionChosen(recipePortion)),
    fill: apply,
    startOver: () => setStartedOver((count) => count + 1),
  };
}
