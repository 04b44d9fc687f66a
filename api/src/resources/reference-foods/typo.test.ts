import { TypoNeighbours, typoFinder, withinOneSlip } from './typo';

describe('withinOneSlip', () => {
  it('accepts one letter left out, added, changed, or two neighbours swapped', () => {
    expect(withinOneSlip('bananna', 'banana')).toBe(true);
    expect(withinOneSlip('banna', 'banana')).toBe(true);
    expect(withinOneSlip('banane', 'banana')).toBe(true);
    expect(withinOneSlip('chikcen', 'chicken')).toBe(true);
    expect(withinOneSlip('chicken', 'chicken')).toBe(true);
  });

  it('refuses two slips', () => {
    expect(withinOneSlip('brocolli', 'broccoli')).toBe(false);
    expect(withinOneSlip('bnanaa', 'banana')).toBe(false);
    expect(withinOneSlip('banana', 'bananaaa')).toBe(false);
  });
});

describe('TypoNeighbours', () => {
  const neighbours = new TypoNeighbours(['banana', 'bananas', 'chicken', 'broccoli', 'rice', 'beer', 'kipfilet']);

  it('finds the vocabulary words one slip away', () => {
    expect(neighbours.of('bananna')).toEqual([{ term: 'banana', slips: 1 }]);
    expect(neighbours.of('chikcen')).toEqual([{ term: 'chicken', slips: 1 }]);
    expect(neighbours.of('kipfillet')).toEqual([{ term: 'kipfilet', slips: 1 }]);
  });

  it('finds words two slips away only when both are long', () => {
    expect(neighbours.of('brocolli')).toEqual([{ term: 'broccoli', slips: 2 }]);
    expect(neighbours.of('bnanaa')).toEqual([]);
  });

  it('corrects no word shorter than four letters, and never offers the word itself', () => {
    expect(neighbours.of('ric')).toEqual([]);
    expect(neighbours.of('beer').map(({ term }) => term)).not.toContain('beer');
  });
});

describe('typoFinder', () => {
  it('scans a small vocabulary, with the answers of the deletion neighbourhood', () => {
    const vocabulary = ['banana', 'bananas', 'chicken', 'broccoli', 'rice', 'beer', 'kipfilet', 'bread', 'braed'];
    const sorted = (found: { term: string; slips: number }[]) =>
      [...found].sort((a, b) => a.term.localeCompare(b.term));
    for (const word of ['bananna', 'chikcen', 'brocolli', 'bread', 'bnanaa', 'ric', 'kipfillet']) {
      expect(sorted(typoFinder(vocabulary).of(word))).toEqual(sorted(new TypoNeighbours(vocabulary).of(word)));
    }
    expect(typoFinder(vocabulary).of('brocolli')).toEqual([{ term: 'broccoli', slips: 2 }]);
  });
});
