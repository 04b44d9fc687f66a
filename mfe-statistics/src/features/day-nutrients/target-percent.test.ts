import { targetPercent } from './target-percent';

describe('targetPercent', () => {
  it('rounds up to a whole percent', () => {
    expect(targetPercent(1001, 2000)).toBe(51);
    expect(targetPercent(1000, 2000)).toBe(50);
    expect(targetPercent(0.1, 2000)).toBe(1);
    expect(targetPercent(0, 2000)).toBe(0);
  });

  it('does not round float noise up', () => {
    expect(targetPercent(7, 100)).toBe(7);
    expect(targetPercent(0.7, 10)).toBe(7);
  });

  it('caps at 100', () => {
    expect(targetPercent(2500, 2000)).toBe(100);
    expect(targetPercent(2000, 2000)).toBe(100);
  });
});
