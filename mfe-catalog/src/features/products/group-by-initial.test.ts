import { groupByInitial, initialOf, OTHER_INITIAL } from './group-by-initial';

const names = (groups: { initial: string; items: string[] }[]) => groups.map(({ initial, items }) => [initial, items]);

describe('initialOf', () => {
  it('files a name under its first letter, upper case and without accents', () => {
    expect(initialOf('apple')).toBe('A');
    expect(initialOf('Éclair')).toBe('E');
    expect(initialOf('  ijs')).toBe('I');
    expect(initialOf('Øresund bread')).toBe('Ø');
  });

  it("files names starting with a digit or a symbol under '#'", () => {
    expect(initialOf('7up')).toBe(OTHER_INITIAL);
    expect(initialOf('(homemade) soup')).toBe(OTHER_INITIAL);
    expect(initialOf('')).toBe(OTHER_INITIAL);
  });
});

describe('groupByInitial', () => {
  it("sorts by name ignoring case and accents and groups by initial, '#' first", () => {
    const groups = groupByInitial(
      ['banana', 'Éclair', '7up', 'apple', 'Egg', 'Apricot', '10 grain bread', '2 eggs'],
      (name) => name,
      'en-GB',
    );
    expect(names(groups)).toEqual([
      ['#', ['2 eggs', '7up', '10 grain bread']],
      ['A', ['apple', 'Apricot']],
      ['B', ['banana']],
      ['E', ['Éclair', 'Egg']],
    ]);
  });

  it('gives no groups for no items', () => {
    expect(groupByInitial([], (name: string) => name, 'nl-NL')).toEqual([]);
  });
});
