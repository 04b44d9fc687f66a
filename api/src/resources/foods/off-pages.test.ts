import { OFF_MAX_RESULTS, offPagesFor, offTotal } from './off-pages';

describe('Open Food Facts pages of a page of the food search (pages of 100)', () => {
  it('asks only the first page, for its count, when the page holds offline results only', () => {
    expect(offPagesFor(30, 0, 30)).toEqual({ pages: [1], from: 0, to: 0 });
  });

  it("maps the page's positions after the offline results to OFF's positions and pages", () => {
    expect(offPagesFor(25, 0, 30)).toEqual({ pages: [1], from: 0, to: 5 });
    expect(offPagesFor(25, 30, 60)).toEqual({ pages: [1], from: 5, to: 35 });
    expect(offPagesFor(1, 100, 200)).toEqual({ pages: [1, 2], from: 99, to: 199 });
    expect(offPagesFor(0, 200, 300)).toEqual({ pages: [3], from: 200, to: 300 });
  });

  it(`reaches no further than ${OFF_MAX_RESULTS} OFF results, and counts no more`, () => {
    expect(offPagesFor(0, 990, 1020)).toEqual({ pages: [10], from: 990, to: 1000 });
    expect(offPagesFor(0, 1000, 1030)).toEqual({ pages: [1], from: 0, to: 0 });
    expect(offTotal(2448)).toBe(OFF_MAX_RESULTS);
    expect(offTotal(12)).toBe(12);
  });
});
