import { screen, within } from '@testing-library/react';
import { setDateLocale } from '@nutrilog/shared/format';
import type { WeightLog } from '@nutrilog/shared/schemas';
import { activateLocale, createTestApi, renderWithProviders } from '@nutrilog/shared/test';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { marchLog } from './trend-test-kit';
import { WeightTrendCard } from './WeightTrendCard';

const catalogs = { 'en-GB': en, 'nl-NL': nl };

const log = (uuid: string, day: number, weight: number, hour = 8) => marchLog(uuid, day, weight, hour);

const renderCard = (logs: WeightLog[], today = '2026-03-31') =>
  renderWithProviders(<WeightTrendCard logs={logs} today={today} />, { api: createTestApi().api, route: null });

describe('WeightTrendCard', () => {
  beforeEach(() => {
    activateLocale('en-GB', catalogs);
    setDateLocale('en-GB');
  });

  it('draws the weights and the trend, one point per day from the first log to today, in a named image', async () => {
    renderCard([log('a', 27, 80), log('b', 29, 79, 7), log('c', 29, 78.5, 20)]);
    const trend = screen.getByRole('region', { name: 'Trend' });
    const image = within(trend).getByRole('img', { name: 'Weight over the last 30 days' });
    const chart = await within(image).findByTestId('apexchart');
    expect(chart).toHaveAttribute('data-type', 'line');
    const series = JSON.parse(chart.getAttribute('data-series')!) as {
      name: string;
      data: { x: number; y: number | null }[];
    }[];
    expect(series.map((line) => line.name)).toEqual(['Weight', 'Trend']);
    expect(series[0]!.data.map((point) => point.x)).toEqual([27, 28, 29, 30, 31].map((day) => Date.UTC(2026, 2, day)));
    expect(series[0]!.data.map((point) => point.y)).toEqual([80, null, 78.5, null, null]);
    expect(series[1]!.data.map((point) => point.y)).toEqual([
      80,
      80,
      expect.closeTo(79.85, 10),
      expect.closeTo(79.85, 10),
      expect.closeTo(79.85, 10),
    ]);
  });

  it('sums up the first, middle and last log under the chart', () => {
    renderCard([log('a', 20, 82), log('b', 25, 81.25), log('c', 29, 80)]);
    const summary = within(screen.getByRole('region', { name: 'Trend' }));
    expect(summary.getAllByRole('term').map((term) => term.textContent)).toEqual(['First', 'Middle', 'Last']);
    expect(summary.getAllByRole('definition').map((detail) => detail.textContent)).toEqual([
      'Fri 20 Mar · 82.0 kg',
      'Wed 25 Mar · 81.3 kg',
      'Sun 29 Mar · 80.0 kg',
    ]);
  });

  it('names a single log once', () => {
    renderCard([log('a', 30, 70)]);
    expect(screen.getAllByRole('definition').map((detail) => detail.textContent)).toEqual(['Mon 30 Mar · 70.0 kg']);
  });

  it('shows nothing without logs', () => {
    renderCard([]);
    expect(screen.queryByRole('region')).not.toBeInTheDocument();
  });
});
