import { CAFFEINE_MG_PER_100G, caffeineOf } from './caffeine';
import { DUTCH_FOOD_NAMES } from './dutch-names';
import { normalizeFoodName } from './normalize';

describe('the Dutch names table', () => {
  it('holds a few hundred names of SR foods (five-digit NDB numbers)', () => {
    expect(DUTCH_FOOD_NAMES.length).toBeGreaterThanOrEqual(300);
    for (const [name, ndbNo] of DUTCH_FOOD_NAMES)
      expect([name, ndbNo]).toEqual([name, expect.stringMatching(/^\d{5}$/)]);
  });

  it('has names written as looked up (lower case, trimmed) that stay distinct once normalized', () => {
    for (const [name] of DUTCH_FOOD_NAMES) expect(name).toBe(name.trim().toLowerCase());
    const normalized = DUTCH_FOOD_NAMES.map(([name]) => normalizeFoodName(name));
    const repeated = normalized.filter((name, index) => normalized.indexOf(name) !== index);
    expect(repeated).toEqual([]);
    expect(normalized).not.toContain('');
  });

  it('names banaan, kipfilet, volkorenbrood, ei, eieren and koffie as the SR foods they mean', () => {
    const table = new Map(DUTCH_FOOD_NAMES);
    expect(table.get('banaan')).toBe('09040');
    expect(table.get('kipfilet')).toBe('05062'); // raw breast, skinless, boneless
    expect(table.get('volkorenbrood')).toBe('18075');
    expect(table.get('ei')).toBe('01123');
    expect(table.get('eieren')).toBe('01123');
    expect(table.get('koffie')).toBe('14209');
  });
});

describe('the caffeine table', () => {
  it('has mg per 100 g for five-digit NDB numbers, and 0 for every other food', () => {
    for (const [ndbNo, mg] of Object.entries(CAFFEINE_MG_PER_100G))
      expect([ndbNo, mg > 0]).toEqual([expect.stringMatching(/^\d{5}$/), true]);
    expect(caffeineOf('14210')).toBe(212); // espresso
    expect(caffeineOf('14355')).toBe(20); // black tea
    expect(caffeineOf('09040')).toBe(0);
  });
});
