/** The heading of the group for names that do not start with a letter (digits, punctuation, symbols). */
export const OTHER_INITIAL = '#';

export interface InitialGroup<T> {
  /** An upper-case letter without accents, or OTHER_INITIAL. */
  initial: string;
  items: T[];
}

/** The letter a name is filed under: its first character without accents, in upper case ("éclair" → "E"). */
export function initialOf(name: string): string {
  const first = name.trim().normalize('NFD').replace(/\p{M}/gu, '').charAt(0);
  return /\p{L}/u.test(first) ? first.toLocaleUpperCase() : OTHER_INITIAL;
}

/**
 * Sorts items alphabetically by name in the locale (accents and case ignored, numbers in numeric order)
 * and groups them under their initial; the '#' group comes first, as digits sort before letters.
 */
export function groupByInitial<T>(items: readonly T[], nameOf: (item: T) => string, locale: string): InitialGroup<T>[] {
  const collator = new Intl.Collator(locale, { sensitivity: 'base', numeric: true });
  const sorted = [...items].sort((a, b) => collator.compare(nameOf(a), nameOf(b)));
  const groups = new Map<string, T[]>();
  for (const item of sorted) {
    const initial = initialOf(nameOf(item));
    const group = groups.get(initial);
    if (group) group.push(item);
    else groups.set(initial, [item]);
  }
  return [...groups]
    .map(([initial, groupItems]) => ({ initial, items: groupItems }))
    .sort((a, b) =>
      a.initial === OTHER_INITIAL ? -1 : b.initial === OTHER_INITIAL ? 1 : collator.compare(a.initial, b.initial),
    );
}
