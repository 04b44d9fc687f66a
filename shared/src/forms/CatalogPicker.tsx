import { Combobox, Field, makeStyles, Option, OptionGroup } from '@fluentui/react-components';
import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState, type Ref } from 'react';
import useSWR from 'swr';
import type { Collection } from '@nutrilog/shared/domain';
import type { Food, FoodCollection } from '@nutrilog/shared/schemas';
import { useDebouncedValue } from '@nutrilog/shared/ui';
import {
  FoodLabel,
  foodSearchKey,
  isDatabaseFood,
  type PickerFoodDatabase,
  useFoodAccessibleName,
} from './food-database';

/** The product and recipe pickers ask for 15 per search (docs/product.md#numbers-and-limits). */
export const CATALOG_PICKER_PAGE_SIZE = 15;
/**
 * The food search answers the user's own products and recipes first; a page twice the picker's size leaves room
 * for the database's foods after them (of which the picker shows at most CATALOG_PICKER_PAGE_SIZE).
 */
export const FOOD_PICKER_PAGE_SIZE = 2 * CATALOG_PICKER_PAGE_SIZE;
const SEARCH_DELAY_MS = 300;

const useStyles = makeStyles({
  // The database's foods make a long list of two-line options: it scrolls within the viewport, below or above the
  // input (too tall, Fluent would place it beside the input), and is wide enough for most names on one line.
  listbox: { maxHeight: 'min(50vh, 420px)', overflowY: 'auto', minWidth: 'min(400px, calc(100vw - 32px))' },
});

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
  /** Searches the food database too (GET /api/foods) while something is typed. */
  foodDatabase?: PickerFoodDatabase<T>;
}

/** Each item once, the first occurrence kept. */
function distinct<T extends CatalogItem>(items: readonly T[]): T[] {
  const seen = new Set<string>();
  return items.filter((item) => !seen.has(item['@id']) && seen.add(item['@id']));
}

/**
 * A combobox that searches the user's products or recipes by name as they type (15 at a time, alphabetically);
 * with nothing typed it lists the suggestions, then the first items alphabetically. Closing it without choosing
 * puts the chosen item's name back. With `foodDatabase`, a search also lists the foods of the database (reference
 * and Open Food Facts) that are not yet among the user's items, as a group after them; choosing one makes it an item.
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
  foodDatabase,
}: CatalogPickerProps<T>) {
  const styles = useStyles();
  const { t } = useLingui();
  const foodName = useFoodAccessibleName();
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
    open
      ? [path, { ...(search ? { name: search } : {}), itemsPerPage: CATALOG_PICKER_PAGE_SIZE, 'order[name]': 'asc' }]
      : null,
    { keepPreviousData: true },
  );
  const found = results.data?.member ?? [];
  const items = search ? found : distinct([...suggestions, ...found]);

  const searchesDatabase = foodDatabase !== undefined && search !== '';
  const database = useSWR<FoodCollection>(
    open && searchesDatabase ? foodSearchKey(search, FOOD_PICKER_PAGE_SIZE) : null,
    { keepPreviousData: true },
  );
  const own = new Set(items.map((item) => item['@id']));
  // A food already made into one of the listed items is listed as that item.
  const foods = searchesDatabase
    ? (database.data?.member ?? [])
        .filter((food) => isDatabaseFood(food) && !(food.product && own.has(food.product)))
        .slice(0, CATALOG_PICKER_PAGE_SIZE)
    : [];
  const databaseNote = !searchesDatabase
    ? null
    : database.error
      ? t`The food database could not be searched.`
      : database.data === undefined
        ? t`Searching the food database…`
        : database.data.partial
          ? t`Online results are unavailable right now.`
          : null;

  const loading =
    (results.data === undefined && !results.error) ||
    (searchesDatabase && database.data === undefined && !database.error);
  const notice =
    items.length + foods.length > 0
      ? null
      : results.error && (!searchesDatabase || database.error)
        ? t`The list could not be loaded.`
        : loading
          ? t`Searching…`
          : t`No results found.`;

  // The last food chosen: a choice made while an earlier food was still being added wins.
  const choosing = useRef(0);
  const chooseFood = async (food: Food) => {
    if (!foodDatabase) return;
    const turn = ++choosing.current;
    const previous = nameToRestore.current;
    nameToRestore.current = food.name;
    setText(food.name);
    const item = await foodDatabase.choose(food);
    if (turn !== choosing.current) return;
    const name = item ? item.name : previous;
    nameToRestore.current = name;
    setText(name);
    if (item) onSelect(item);
  };

  const ownOptions = items.map((item) => (
    <Option key={item['@id']} value={item['@id']} text={item.name}>
      {item.name}
    </Option>
  ));
  return (
    <Field label={label} required={required} validationMessage={error}>
      <Combobox
        ref={inputRef}
        value={text}
        selectedOptions={selected ? [selected['@id']] : []}
        open={open}
        disabled={disabled}
        placeholder={placeholder}
        listbox={{ className: styles.listbox }}
        onOpenChange={(event, data) => {
          // Fluent closes the list on a click into the input; a user who clicks to place the caret while choosing
          // would lose what they typed. The chevron and a click outside still close it.
          if (!data.open && event.type === 'click' && event.target instanceof HTMLInputElement) return;
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
          if (!item) {
            const food = foods.find((candidate) => candidate['@id'] === data.optionValue);
            if (food) void chooseFood(food);
            return;
          }
          choosing.current++;
          nameToRestore.current = item.name;
          setText(item.name);
          onSelect(item);
        }}
      >
        {notice !== null ? (
          <>
            <Option disabled value="" text="">
              {notice}
            </Option>
            {!loading && databaseNote !== null && !(results.error && database.error) ? (
              <Option disabled value="" text="">
                {databaseNote}
              </Option>
            ) : null}
          </>
        ) : foodDatabase ? (
          // The user's own items keep one parent while the database's answer comes and goes: a list rebuilt under
          // the pointer would lose the click on the option it replaced.
          <>
            {items.length > 0 ? <OptionGroup label={foodDatabase.ownLabel}>{ownOptions}</OptionGroup> : null}
            {foods.length > 0 || databaseNote !== null ? (
              <OptionGroup label={t`Food database`}>
                {foods.map((food) => (
                  <Option key={food['@id']} value={food['@id']} text={food.name} aria-label={foodName(food)}>
                    <FoodLabel food={food} />
                  </Option>
                ))}
                {databaseNote !== null ? (
                  <Option disabled value="" text="">
                    {databaseNote}
                  </Option>
                ) : null}
              </OptionGroup>
            ) : null}
          </>
        ) : (
          ownOptions
        )}
      </Combobox>
    </Field>
  );
}
