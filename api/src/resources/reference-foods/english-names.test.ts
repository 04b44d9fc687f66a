import { ENGLISH_FOOD_NAMES } from './english-names';
import { normalizeFoodName } from './normalize';

describe('the English everyday names table', () => {
  it('holds a few hundred lower-case names of SR foods that stay distinct once normalized', () => {
    expect(ENGLISH_FOOD_NAMES.length).toBeGreaterThanOrEqual(300);
    for (const [name, ndbNo] of ENGLISH_FOOD_NAMES)
      expect([name, ndbNo]).toEqual([name.trim().toLowerCase(), expect.stringMatching(/^\d{5}$/)]);
    const normalized = ENGLISH_FOOD_NAMES.map(([name]) => normalizeFoodName(name));
    expect(normalized.filter((name, index) => normalized.indexOf(name) !== index)).toEqual([]);
  });

  it('names the raw breast for chicken breast, and British usage for chips and crisps', () => {
    const table = new Map(ENGLISH_FOOD_NAMES);
    expect(table.get('chicken breast')).toBe('05062');
    expect(table.get('banana')).toBe('09040');
    expect(table.get('whole wheat bread')).toBe('18075');
    expect(table.get('chips')).toBe('21138');
    expect(table.get('crisps')).toBe('19411');
  });
});
