import { preparationFit, preparationsOfWord, preparationsOfWords } from './preparation-words';

describe('preparation words', () => {
  it('reads English and Dutch words as preparations, a way of cooking as cooked too', () => {
    expect(preparationsOfWord('gekookte')).toEqual(['boiled']);
    expect(preparationsOfWord('gebakken')).toEqual(['fried', 'baked']);
    expect(preparationsOfWord('rauwe')).toEqual(['raw']);
    expect(preparationsOfWord('banana')).toEqual([]);
    expect([...preparationsOfWords(['chicken', 'breast', 'cooked', 'roasted'])].sort()).toEqual(['cooked', 'roasted']);
    expect([...preparationsOfWords(['potatoes', 'boiled'])].sort()).toEqual(['boiled', 'cooked']);
  });

  it('tells the same preparation from a near one and from another', () => {
    const boiled = preparationsOfWords(['boiled']);
    expect(preparationFit(['boiled'], boiled)).toBe('same');
    expect(preparationFit(['cooked'], boiled)).toBe('same');
    expect(preparationFit(['grilled'], preparationsOfWords(['roasted']))).toBe('near');
    expect(preparationFit(['fried', 'baked'], preparationsOfWords(['baked']))).toBe('near');
    // Cooked rice is boiled rice; boiled potatoes are not baked ones, and nothing cooked is raw.
    expect(preparationFit(['boiled'], preparationsOfWords(['cooked']))).toBe('near');
    expect(preparationFit(['baked'], boiled)).toBeNull();
    expect(preparationFit(['raw'], boiled)).toBeNull();
  });
});
