import { setDateLocale } from '@nutrilog/shared/format';
import { trendChartOptions, trendChartSeries } from './trend-chart';

describe('trendChartSeries', () => {
  it('puts the weights (null on empty days) and the trend on the same days, as UTC midnights', () => {
    const days = [
      { date: '2026-03-28', weight: 80, trend: 80 },
      { date: '2026-03-29', weight: null, trend: 80 },
    ];
    expect(trendChartSeries(days, { weight: 'Weight', trend: 'Trend' })).toEqual([
      {
        name: 'Weight',
        data: [
          { x: Date.UTC(2026, 2, 28), y: 80 },
          { x: Date.UTC(2026, 2, 29), y: null },
        ],
      },
      {
        name: 'Trend',
        data: [
          { x: Date.UTC(2026, 2, 28), y: 80 },
          { x: Date.UTC(2026, 2, 29), y: 80 },
        ],
      },
    ]);
  });
});

describe('trendChartOptions', () => {
  afterEach(() => setDateLocale('en-GB'));

  it('puts the y axis over the range and shows the weights as dots, the trend as a line', () => {
    const options = trendChartOptions({ min: 78.4, max: 80.8 }, 'en-GB', 'kg');
    expect(options.yaxis).toMatchObject({ min: 78.4, max: 80.8 });
    expect(options.stroke?.width).toEqual([0, 2]);
    expect(options.markers?.size).toEqual([4, 0]);
    // Colours ApexCharts can draw with, not CSS variables.
    expect(options.colors).toEqual([
      expect.stringMatching(/^#[0-9a-f]{6}$/i),
      expect.stringMatching(/^#[0-9a-f]{6}$/i),
    ]);
  });

  it('writes dates and weights in the active locale', () => {
    setDateLocale('nl-NL');
    const options = trendChartOptions({ min: 70, max: 80 }, 'nl-NL', 'kg');
    const yLabel = (options.yaxis as { labels: { formatter: (value: number) => string } }).labels.formatter;
    expect(yLabel(79.96)).toBe('80,0');
    const day = Date.UTC(2026, 2, 29);
    expect(options.xaxis?.labels?.formatter?.('', day)).toBe('29 mrt');
    expect((options.tooltip?.x as { formatter: (value: number) => string }).formatter(day)).toBe('zo. 29 mrt');
    expect((options.tooltip?.y as { formatter: (value: number | null) => string }).formatter(72.25)).toBe('72,3 kg');
    expect((options.tooltip?.y as { formatter: (value: number | null) => string }).formatter(null)).toBe('');
  });
});
