import { Combobox, Field, Option } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import type { Collection, Product } from '@nutrilog/shared/domain';
import { useDebouncedValue } from '@nutrilog/shared/ui';
import { useRef, useState, type Ref } from 'react';
import useSWR from 'swr';

/** Spec section 9: the product picker asks for 15 products per search. */
export const PRODUCT_PICKER_PAGE_SIZE = 15;
const SEARCH_DELAY_MS = 300;

export interface RecipeItemProductPickerProps {
  /** The chosen product, by IRI and name. */
  selected: { '@id': string; name: string } | null;
  onSelect: (product: Product) => void;
  /** The validation message of the product field. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
}

/**
 * A combobox that searches the user's products by name as they type (15 at a time, alphabetically).
 * Closing it without choosing puts the chosen product's name back.
 */
export function RecipeItemProductPicker({ selected, onSelect, error, inputRef, disabled }: RecipeItemProductPickerProps) {
  const { t } = useLingui();
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(selected?.name ?? '');
  const [query, setQuery] = useState('');
  const selectedName = useRef(selected?.name ?? '');
  const search = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const results = useSWR<Collection<Product>>(
    open ? ['/api/products', { ...(search ? { name: search } : {}), itemsPerPage: PRODUCT_PICKER_PAGE_SIZE, 'order[name]': 'asc' }] : null,
    { keepPreviousData: true },
  );
  const products = results.data?.member ?? [];

  const notice = results.error
    ? t`The products could not be loaded.`
    : results.data === undefined
      ? t`Searching…`
      : products.length === 0
        ? t`No results found.`
        : null;

  return (
    <Field label={t`Product`} required validationMessage={error}>
      <Combobox
        ref={inputRef}
        value={text}
        selectedOptions={selected ? [selected['@id']] : []}
        open={open}
        disabled={disabled}
        placeholder={t`Search your products`}
        onOpenChange={(_, data) => {
          setOpen(data.open);
          if (!data.open) {
            setText(selectedName.current);
            setQuery('');
          }
        }}
        onChange={(event) => {
          setText(event.target.value);
          setQuery(event.target.value);
          // Typing opens the list already; pasting or dictating text must too.
          setOpen(true);
        }}
        onOptionSelect={(_, data) => {
          // Fluent also reports a cleared selection while typing; the chosen product stays until another is chosen.
          const product = products.find((candidate) => candidate['@id'] === data.optionValue);
          if (!product) return;
          selectedName.current = product.name;
          setText(product.name);
          onSelect(product);
        }}
      >
        {notice !== null ? (
          <Option disabled value="" text="">
            {notice}
          </Option>
        ) : (
          products.map((product) => (
            <Option key={product.uuid} value={product['@id']} text={product.name}>
              {product.name}
            </Option>
          ))
        )}
      </Combobox>
    </Field>
  );
}
