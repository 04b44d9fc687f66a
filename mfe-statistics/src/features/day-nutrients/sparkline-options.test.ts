import { SPARKLINE_HEIGHT, SPARKLINE_OPTIONS } from './sparkline-options';

describe('the sparkline options', () => {
  it('draw a bare, tiny line: no axes, grid, markers or tooltip', () => {
    expect(SPARKLINE_HEIGHT).toBeLessThanOrEqual(60);
    expect(SPARKLINE_OPTIONS.chart?.sparkline?.enabled).toBe(true);
    expect(SPARKLINE_OPTIONS.xaxis?.labels?.show).toBe(false);
    expect(SPARKLINE_OPTIONS.yaxis).toMatchObject({ labels: { show: false } });
    expect(SPARKLINE_OPTIONS.grid?.show).toBe(false);
    expect(SPARKLINE_OPTIONS.markers?.size).toBe(0);
    expect(SPARKLINE_OPTIONS.tooltip?.enabled).toBe(false);
    // A colour ApexCharts can draw with, not a CSS variable.
    expect(SPARKLINE_OPTIONS.colors?.[0]).toMatch(/^#[0-9a-f]{6}$/i);
  });
});
