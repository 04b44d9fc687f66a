import { nameScore, rankByName } from './name-matcher';

const ranked = (query: string, names: string[]) => rankByName(query, names, (name) => name);

describe('nameScore', () => {
  it('ranks the exact name, then one starting with the words, then one with all of them, fewest others first', () => {
    const exact = nameScore('oat milk', 'Oat milk') ?? 0;
    const prefix = nameScore('oat milk', 'Oat milk, barista') ?? 0;
    const allWords = nameScore('oat milk', 'Milk, oat') ?? 0;
    const moreWords = nameScore('oat milk', 'Milk, oat, chocolate flavour') ?? 0;
    expect(exact).toBeGreaterThan(prefix);
    expect(prefix).toBeGreaterThan(allWords);
    expect(allWords).toBeGreaterThan(moreWords);
  });

  it("counts words that begin the name after SR's noun, when the noun was not said, as beginning it", () => {
    const afterNoun = nameScore('almonds', 'Nuts, almonds') ?? 0;
    expect(afterNoun).toBeGreaterThan(nameScore('almonds', 'Candies, nougat, with almonds') ?? 0);
    // A name beginning with the word but with many other words comes after it.
    expect(afterNoun).toBeGreaterThan(nameScore('almonds', 'Almonds, blanched, slivered, roasted, salted') ?? 0);
    expect(afterNoun).toBeLessThan(nameScore('almonds', 'Almonds, blanched') ?? 0);
  });

  it('is null when a typed word is in no word of the name', () => {
    expect(nameScore('oat milk', 'Soy milk')).toBeNull();
    expect(nameScore('', 'Soy milk')).toBeNull();
  });

  it('reads the last word as unfinished, but not the others', () => {
    expect(nameScore('banan', 'Bananas')).not.toBeNull();
    expect(nameScore('bana bread', 'Banana bread')).toBeNull();
    expect(nameScore('bread bana', 'Banana bread')).not.toBeNull();
    expect(nameScore('bana', 'Bananas')).not.toBeNull();
    expect(nameScore('bana ', 'Bananas')).toBeNull();
  });

  it('reads a last word of one letter as the beginning of a word, but not alone', () => {
    expect(nameScore('peanut b', 'Peanut butter')).not.toBeNull();
    expect(nameScore('peanut b', 'Peanuts, roasted')).toBeNull();
    expect(nameScore('b', 'Butter')).toBeNull();
  });

  it('forgives one slip and missing accents', () => {
    expect(nameScore('bananna', 'Banana')).not.toBeNull();
    expect(nameScore('creme fraiche', 'Crème fraîche')).toBe(nameScore('crème fraîche', 'Crème fraîche'));
    expect(nameScore('bananna', 'Banana') ?? 0).toBeLessThan(nameScore('banana', 'Banana') ?? 0);
  });

  it('finds words written together or apart', () => {
    expect(nameScore('kipfilet', 'Kip filet')).not.toBeNull();
    expect(nameScore('pinda kaas', 'Pindakaas')).not.toBeNull();
  });

  it('does not need a neutral word such as fresh, but a preparation word must be in the name', () => {
    expect(nameScore('fresh banana', 'Banana')).not.toBeNull();
    expect(nameScore('roasted chicken', 'Chicken')).toBeNull();
    expect(nameScore('roasted chicken', 'Chicken, roasted')).not.toBeNull();
  });
});

describe('rankByName', () => {
  it('orders the items that answer, best first, and leaves the others out', () => {
    expect(ranked('granola', ['Granola with nuts', 'Banana bread', 'Granola'])).toEqual([
      'Granola',
      'Granola with nuts',
    ]);
  });

  it('keeps the given order on a tie', () => {
    expect(ranked('bread', ['Bread, white', 'Bread, brown'])).toEqual(['Bread, white', 'Bread, brown']);
  });

  it('corrects a word only when no name has it as typed', () => {
    expect(ranked('peer', ['Beer', 'Peer'])).toEqual(['Peer']);
    expect(ranked('bere', ['Beer', 'Bread'])).toEqual(['Beer']);
  });
});
