import { measureName, referencePortions } from './reference-portions';

describe('SR household measures as portions', () => {
  it.each([
    [1, 'medium (7" to 7-7/8" long)', '1 medium'],
    [1, 'pat,  (1" sq, 1/3" high)', '1 pat'],
    [1, 'cup, sliced', '1 cup, sliced'],
    [0.5, 'cup, chopped (1/2" pieces)', '0.5 cup, chopped'],
    [3, 'oz', '3 oz'],
    [1, 'large (8" to 8-7/8" long)', '1 large'],
    [1, 'NLEA serving', '1 NLEA serving'],
  ])('%d "%s" is "%s"', (amount, description, name) => {
    expect(measureName({ amount, description })).toBe(name);
  });

  it('keeps SR order, the first of measures that read the same, and leaves out measures without grams', () => {
    expect(
      referencePortions([
        { seq: 1, amount: 1, description: 'cup (8 fl oz)', grams: 240 },
        { seq: 2, amount: 1, description: 'cup (4.5 oz)', grams: 130 },
        { seq: 3, amount: 1, description: 'tbsp', grams: 15 },
        { seq: 4, amount: 1, description: 'serving', grams: 0 },
      ]),
    ).toEqual([
      { name: '1 cup', amount: 240 },
      { name: '1 tbsp', amount: 15 },
    ]);
  });
});
