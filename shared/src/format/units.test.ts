import { unitSymbol } from './units';

describe('unitSymbol', () => {
  it('shortens the units the API uses and keeps any other as given', () => {
    expect(unitSymbol('gram')).toBe('g');
    expect(unitSymbol('milliliter')).toBe('ml');
    expect(unitSymbol('kilogram')).toBe('kg');
    expect(unitSymbol('lb')).toBe('lb');
  });
});
