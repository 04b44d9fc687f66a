import type { ApexOptions } from 'apexcharts';
import dayjs from 'dayjs';
import utc from 'dayjs/plugin/utc';
import { formatWeight } from '@nutrilog/shared/format';
import { lightTheme } from '@nutrilog/shared/theme';
import type { TrendDay } from './trend-series';

dayjs.extend(utc);

/** The chart's height in pixels. */
export const TREND_CHART_HEIGHT = 240;

export interface TrendChartPoint {
  /** The day as a UTC midnight timestamp: ApexCharts draws datetime axes in UTC, so the day is the one shown. */
  x: number;
  y: number | null;
}

export interface TrendChartSeries {
  name: string;
  data: TrendChartPoint[];
}

const dayTimestamp = (date: string) => dayjs.utc(date).valueOf();

/** The chart's two series: each day's weight (null without a log) and the trend line. */
export function trendChartSeries(
  days: readonly TrendDay[],
  names: { weight: string; trend: string },
): TrendChartSeries[] {
  return [
    { name: names.weight, data: days.map((day) => ({ x: dayTimestamp(day.date), y: day.weight })) },
    { name: names.trend, data: days.map((day) => ({ x: dayTimestamp(day.date), y: day.trend })) },
  ];
}

/**
 * Weights as dots and the trend as a line, the y axis over `range`, dates and weights in the active locale
 * (`unit` is the weights' unit symbol). ApexCharts draws colours into SVG attributes, where Fluent's CSS variables
 * do not resolve: the theme's values are given instead.
 */
export function trendChartOptions(range: { min: number; max: number }, locale: string, unit: string): ApexOptions {
  const weightLabel = (value: number) => `${formatWeight(value, locale)} ${unit}`;
  return {
    chart: {
      toolbar: { show: false },
      zoom: { enabled: false },
      animations: { enabled: false },
      parentHeightOffset: 0,
    },
    colors: [lightTheme.colorNeutralForeground3, lightTheme.colorBrandForeground1],
    stroke: { curve: 'straight', width: [0, 2] },
    markers: { size: [4, 0] },
    dataLabels: { enabled: false },
    legend: { show: true, position: 'top', horizontalAlign: 'left' },
    grid: { borderColor: lightTheme.colorNeutralStroke2 },
    xaxis: {
      type: 'datetime',
      labels: { datetimeUTC: true, formatter: (_value, timestamp) => dayjs.utc(timestamp).format('D MMM') },
      tooltip: { enabled: false },
    },
    yaxis: {
      min: range.min,
      max: range.max,
      decimalsInFloat: 1,
      labels: { formatter: (value) => formatWeight(value, locale) },
    },
    tooltip: {
      shared: true,
      x: { formatter: (timestamp) => dayjs.utc(timestamp).format('ddd D MMM') },
      y: { formatter: (value) => (value === null || value === undefined ? '' : weightLabel(value)) },
    },
  };
}
