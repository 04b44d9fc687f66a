import { Field, Select } from '@fluentui/react-components';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useLingui } from '@lingui/react/macro';
import { useState, type ReactElement } from 'react';
import { type Resolver, useController, useWatch } from 'react-hook-form';
import useSWR from 'swr';
import { API_PATHS, productKey } from '@nutrilog/shared/api-client';
import { formatQuantity, unitSymbol } from '@nutrilog/shared/format';
import {
  CatalogPicker,
  ControlledNumberField,
  FormDialog,
  FormDialogBody,
  useDialogForm,
  useFieldMessage,
  useProductFoodDatabase,
} from '@nutrilog/shared/forms';
import { entryNutrients } from '@nutrilog/shared/nutrients';
import type { Product, RecipeItem } from '@nutrilog/shared/schemas';
import { recipeItemInputSchema, type RecipeItemInput } from '@nutrilog/shared/schemas';
import { RecipeItemPreview } from './RecipeItemPreview';
import { fromItem, fromProduct, type RecipeItemProduct } from './RecipeItemProduct';

const ITEM_FIELDS = ['product', 'portion', 'amount', 'quantity'] as const;
// The form always holds every field, so its values already have the schema's output type.
const resolver = valibotResolver(recipeItemInputSchema) as Resolver<RecipeItemInput>;
const EMPTY_ITEM: RecipeItemInput = { product: '', portion: null, amount: 0, quantity: 0 };

export interface RecipeItemDialogProps {
  /** The button that opens the dialog. */
  trigger: ReactElement;
  title: string;
  /** The item being edited; without it the dialog adds one. */
  item?: RecipeItem;
  /**
   * Saves the item (product and portion as IRIs); the dialog closes when it resolves and stays open when it rejects.
   */
  onSubmit: (values: RecipeItemInput) => Promise<void>;
}

/** A dialog to add or edit a recipe item: a product, optionally one of its portions, and how much. */
export function RecipeItemDialog({ trigger, ...form }: RecipeItemDialogProps) {
  return <FormDialog trigger={trigger}>{(close) => <RecipeItemForm {...form} onDone={close} />}</FormDialog>;
}

/**
 * The item's product: the one picked in this dialog, else the edited item's (its detail once loaded, for all portions).
 */
function useItemProduct(item: RecipeItem | undefined) {
  const [picked, setPicked] = useState<RecipeItemProduct | null>(null);
  const detail = useSWR<Product>(item && !picked ? productKey(item.product.uuid) : null);
  const product = picked ?? (item ? (detail.data ? fromProduct(detail.data) : fromItem(item)) : null);
  return [product, (chosen: Product) => setPicked(fromProduct(chosen))] as const;
}

function RecipeItemForm({
  title,
  item,
  onSubmit,
  onDone,
}: Omit<RecipeItemDialogProps, 'trigger'> & { onDone: () => void }) {
  const { t, i18n } = useLingui();
  const message = useFieldMessage();
  const foodDatabase = useProductFoodDatabase();
  const [product, pickProduct] = useItemProduct(item);
  const { form, busy, body } = useDialogForm<RecipeItemInput>({
    resolver,
    defaultValues: item
      ? {
          product: item.product['@id'],
          portion: item.portion?.['@id'] ?? null,
          amount: item.amount,
          quantity: item.quantity,
        }
      : EMPTY_ITEM,
    fields: ITEM_FIELDS,
    saveFailure: t`The item could not be saved. Try again.`,
    onSubmit,
    onDone,
  });
  const { control, setValue, formState } = form;
  const { isSubmitted } = formState;
  const { field: productField, fieldState: productState } = useController({ control, name: 'product' });
  const [portionIri, amount, quantity] = useWatch({ control, name: ['portion', 'amount', 'quantity'] });
  const portion = product?.portions.find((candidate) => candidate['@id'] === portionIri) ?? null;

  const change = { shouldDirty: true, shouldValidate: isSubmitted };

  // A new product clears the amounts and takes its first portion (if any) at quantity 1
  // (docs/product.md#notices-and-state-changes).
  const chooseProduct = (chosen: Product) => {
    pickProduct(chosen);
    const first = chosen.portions[0];
    setValue('product', chosen['@id'], change);
    setValue('portion', first?.['@id'] ?? null, change);
    setValue('amount', 0, change);
    setValue('quantity', first ? 1 : 0, change);
  };

  // A new portion clears the amount; its quantity starts at 1 (blank without a portion).
  const choosePortion = (iri: string | null) => {
    setValue('portion', iri, change);
    setValue('amount', 0, change);
    setValue('quantity', iri ? 1 : 0, change);
  };

  const unit = product ? unitSymbol(product.unit) : undefined;
  const finite = (value: number) => (Number.isFinite(value) ? value : 0);
  const nutrients = product?.source
    ? entryNutrients(product.source, {
        amount: finite(amount),
        quantity: finite(quantity),
        portionAmount: portion?.amount ?? null,
      })
    : null;

  return (
    <FormDialogBody title={title} {...body}>
      <CatalogPicker<Product>
        path={API_PATHS.products}
        label={t`Product`}
        placeholder={t`Search products and foods`}
        selected={product}
        onSelect={chooseProduct}
        error={message(productState.error)}
        inputRef={productField.ref}
        disabled={busy}
        foodDatabase={foodDatabase}
      />
      <Field label={t`Portion`} validationMessage={message(formState.errors.portion)}>
        <Select
          value={portionIri ?? ''}
          onChange={(_, data) => choosePortion(data.value || null)}
          disabled={!product || busy}
        >
          <option value="">{t`No portion (amount)`}</option>
          {product?.portions.map((option) => (
            <option key={option['@id']} value={option['@id']}>
              {`${option.name} (${formatQuantity(option.amount, i18n.locale)} ${unit})`}
            </option>
          ))}
        </Select>
      </Field>
      {portionIri ? (
        <ControlledNumberField
          key="quantity"
          control={control}
          name="quantity"
          label={t`Quantity`}
          required
          disabled={busy}
        />
      ) : (
        <ControlledNumberField
          key="amount"
          control={control}
          name="amount"
          label={t`Amount`}
          unit={unit}
          required
          disabled={busy}
        />
      )}
      {nutrients ? <RecipeItemPreview nutrients={nutrients} /> : null}
    </FormDialogBody>
  );
}
