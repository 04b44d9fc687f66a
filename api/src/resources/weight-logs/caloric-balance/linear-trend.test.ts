import { leastSquaresSlope } from './linear-trend';

describe('leastSquaresSlope', () => {
  it('is the slope of a straight line, also far from the origin (days since 1970)', () => {
    const origin = 19_844.29;
    expect(leastSquaresSlope([0, 1, 2, 5].map((day) => ({ day: origin + day, value: 80 - 0.1 * day })))).toBeCloseTo(
      -0.1,
      10,
    );
  });

  it('fits the line that minimises the squared errors through scattered points', () => {
    // x 0..3, y 1, 3, 2, 5: slope = Σ(x - 1.5)(y - 2.75) / Σ(x - 1.5)² = 5.5 / 5.
    expect(leastSquaresSlope([1, 3, 2, 5].map((value, day) => ({ day, value })))).toBeCloseTo(1.1, 12);
  });

  it('is null without two distinct days', () => {
    expect(leastSquaresSlope([])).toBeNull();
    expect(leastSquaresSlope([{ day: 3, value: 80 }])).toBeNull();
    expect(
      leastSquaresSlope([
        { day: 3, value: 80 },
        { day: 3, value: 81 },
      ]),
    ).toBeNull();
  });
});
