import type { ApexOptions } from 'apexcharts';
import { lightTheme } from '@nutrilog/shared/theme';

/** The sparkline's height in pixels. */
export const SPARKLINE_HEIGHT = 60;

/**
 * A bare line: no axes, grid, markers, labels, tooltip, toolbar or animation. ApexCharts draws colours into SVG
 * attributes, where Fluent's CSS variables do not resolve: the theme's value is given instead.
 */
export const SPARKLINE_OPTIONS: ApexOptions = {
  chart: {
    sparkline: { enabled: true },
    toolbar: { show: false },
    zoom: { enabled: false },
    animations: { enabled: false },
    parentHeightOffset: 0,
  },
  colors: [lightTheme.colorBrandForeground1],
  stroke: { curve: 'straight', width: 2 },
  markers: { size: 0 },
  dataLabels: { enabled: false },
  tooltip: { enabled: false },
  legend: { show: false },
  grid: { show: false },
  xaxis: { type: 'category', labels: { show: false }, axisBorder: { show: false }, axisTicks: { show: false } },
  yaxis: { labels: { show: false }, min: 0 },
};
