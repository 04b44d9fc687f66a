import { Combobox, Field, Option } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type Ref } from 'react';
import useSWR from 'swr';
import type { Collection } from '@nutrilog/shared/domain';
import { useDebouncedValue } from '@nutrilog/shared/ui';

/** Spec section 9: the product and recipe pickers ask for 15 per search. */
export const CATALOG_PICKER_PAGE_SIZE = 15;
const SEARCH_DELAY_MS = 300;

/** What the picker needs of a product or a recipe. */
export interface CatalogItem {
  '@id': string;
  uuid: string;
  name: string;
}

export interface CatalogPickerProps<T extends CatalogItem> {
  /** The collection searched by name: '/api/products' or '/api/recipes'. */
  path: string;
  label: string;
  placeholder?: string;
  /** The chosen item, by IRI and name. */
  selected: { '@id': string; name: string } | null;
  onSelect: (item: T) => void;
  /** Listed first while nothing is typed, e.g. the most used products. */
  suggestions?: readonly T[];
  /** The validation message of the field. */
  error?: string;
  inputRef?: Ref<HTMLInputElement>;
  disabled?: boolean;
  required?: boolean;
}

/** Each item once, the first occurrence kept. */
function distinct<T extends CatalogItem>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item['@id']) && seen.add(item['@id']));
}

/**
 * A combobox that searches the user's products or recipes by name as they type (15 at a time, alphabetically);
 * with nothing typed it lists the suggestions, then the first items alphabetically. Closing it without choosing
 * puts the chosen item's name back.
 */
export function CatalogPicker<T extends CatalogItem>({
  path,
  label,
  placeholder,
  selected,
  onSelect,
  suggestions = [],
  error,
  inputRef,
  disabled,
  required = true,
}: CatalogPickerProps<T>) {
  const { t } = useLingui();
  const selectedName = selected?.name ?? '';
  const [open, setOpen] = useState(false);
  const [text, setText] = useState(selectedName);
  const [query, setQuery] = useState('');
  // The name to put back on closing; a ref, as the parent's new choice reaches the props only after the close.
  const nameToRestore = useRef(selectedName);
  useEffect(() => {
    nameToRestore.current = selectedName;
  }, [selectedName]);
  // A choice made outside the picker (a reset, a preloaded item) shows its name.
  const [shownName, setShownName] = useState(selectedName);
  if (shownName !== selectedName) {
    setShownName(selectedName);
    setText(selectedName);
  }

  const search = useDebouncedValue(query.trim(), SEARCH_DELAY_MS);
  const results = useSWR<Collection<T>>(
    open ? [path, { ...(search ? { name: search } : {}), itemsPerPage: CATALOG_PICKER_PAGE_SIZE, 'order[name]': 'asc' }] : null,
    { keepPreviousData: true },
  );
  const found = results.data?.member ?? [];
  const items = search ? found : distinct([...suggestions, ...found]);

  const notice =
    items.length > 0
      ? null
      : results.error
        ? t`The list could not be loaded.`
        : results.data === undefined
          ? t`Searching…`
          : t`No results found.`;

  return (
    <Field label={label} required={required} validationMessage={error}>
      <Combobox
        ref={inputRef}
        value={text}
        selectedOptions={selected ? [selected['@id']] : []}
        open={open}
        disabled={disabled}
        placeholder={placeholder}
        onOpenChange={(_, data) => {
          setOpen(data.open);
          if (!data.open) {
            setText(nameToRestore.current);
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
          // Fluent also reports a cleared selection while typing; the chosen item stays until another is chosen.
          const item = items.find((candidate) => candidate['@id'] === data.optionValue);
          if (!item) return;
          nameToRestore.current = item.name;
          setText(item.name);
          onSelect(item);
        }}
      >
        {notice !== null ? (
          <Option disabled value="" text="">
            {notice}
          </Option>
        ) : (
          items.map((item) => (
            <Option key={item['@id']} value={item['@id']} text={item.name}>
              {item.name}
            </Option>
          ))
        )}
      </Combobox>
    </Field>
  );
}
