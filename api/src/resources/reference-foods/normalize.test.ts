import { normalizeFoodName } from './normalize';

describe('normalizeFoodName', () => {
  it.each([
    ['Butter, salted', 'butter salted'],
    ['Crème fraîche', 'creme fraiche'],
    ['CAFÉ AU LAIT', 'cafe au lait'],
    ["kiwi's", 'kiwis'],
    ['jus d’orange', 'jus dorange'],
    ['  Milk, whole, 3.25% milkfat ', 'milk whole 3 25 milkfat'],
    ['vanille-ijs', 'vanille ijs'],
    ['Hüttenkäse', 'huttenkase'],
  ])('%j → %j', (name, normalized) => {
    expect(normalizeFoodName(name)).toBe(normalized);
  });
});
