import { screen, within } from '@testing-library/react';
import type { CaloricBalance } from '@nutrilog/shared/schemas';
import {
  activateLocale,
  createTestApi,
  jsonResponse,
  problemResponse,
  renderWithProviders,
  type Respond,
} from '@nutrilog/shared/test';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { CaloricBalanceCard } from './CaloricBalanceCard';

jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };

const answer = (fields: Partial<CaloricBalance>): CaloricBalance => ({
  '@id': '/api/weight_logs/caloric_balance',
  '@type': 'CaloricBalance',
  balance: null,
  weighIns: 0,
  kilogramsPerWeek: null,
  energyModel: null,
  maintenance: null,
  ...fields,
});

function renderCard(respond: Respond, days = 7) {
  const testApi = createTestApi({ token: 'tok', respond });
  renderWithProviders(<CaloricBalanceCard days={days} today="2026-03-31" />, { api: testApi.api, route: null });
  return { ...testApi, region: () => screen.getByRole('region', { name: `Over past ${days} days` }) };
}

describe('CaloricBalanceCard', () => {
  beforeEach(() => activateLocale('en-GB', catalogs));

  it("asks for the balance from the window's first local day, in the browser's time zone", async () => {
    const { requests, region } = renderCard(() => jsonResponse(200, answer({})), 30);
    await within(region()).findByText('Not enough data');
    const url = new URL(requests()[0]!.url, 'http://localhost');
    expect(url.pathname).toBe('/api/weight_logs/caloric_balance');
    expect(Object.fromEntries(url.searchParams)).toEqual({
      'order[date]': 'asc',
      'date[after]': '2026-03-02',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
  });

  it('shows a deficit per day and the maintenance intake with its confidence', async () => {
    const { region, requests } = renderCard(() =>
      jsonResponse(
        200,
        answer({
          balance: -549.6,
          weighIns: 7,
          kilogramsPerWeek: -0.5,
          energyModel: 'weight-only',
          maintenance: { calories: 2349.7, intakeDays: 6, confidence: 'medium' },
        }),
      ),
    );
    expect(await within(region()).findByText('-550 kcal/day')).toBeInTheDocument();
    expect(within(region()).getByText('deficit')).toBeInTheDocument();
    expect(within(region()).getByText('Maintenance about 2,350 kcal/day')).toBeInTheDocument();
    expect(within(region()).getByText('medium confidence')).toBeInTheDocument();
    expect(new URL(requests()[0]!.url, 'http://localhost').searchParams.get('date[after]')).toBe('2026-03-25');
  });

  it('shows a surplus with a plus sign, and no maintenance when there is none', async () => {
    const { region } = renderCard(() =>
      jsonResponse(200, answer({ balance: 120.2, weighIns: 4, kilogramsPerWeek: 0.1, energyModel: 'weight-only' })),
    );
    expect(await within(region()).findByText('+120 kcal/day')).toBeInTheDocument();
    expect(within(region()).getByText('surplus')).toBeInTheDocument();
    expect(within(region()).queryByText(/Maintenance/)).not.toBeInTheDocument();
    expect(within(region()).queryByText(/confidence/)).not.toBeInTheDocument();
  });

  it('calls a balance that shows as 0 neither deficit nor surplus', async () => {
    const { region } = renderCard(() =>
      jsonResponse(200, answer({ balance: -0.3, weighIns: 4, kilogramsPerWeek: 0, energyModel: 'weight-only' })),
    );
    expect(await within(region()).findByText('0 kcal/day')).toBeInTheDocument();
    expect(within(region()).getByText('in balance')).toBeInTheDocument();
  });

  it('says "Not enough data" without a balance', async () => {
    const { region } = renderCard(() => jsonResponse(200, answer({ weighIns: 1 })));
    expect(await within(region()).findByText('Not enough data')).toBeInTheDocument();
    expect(within(region()).queryByText(/kcal\/day/)).not.toBeInTheDocument();
  });

  it('shows an inline error with Retry when the balance cannot be read', async () => {
    const { region } = renderCard(() => problemResponse(500));
    expect(await within(region()).findByRole('alert')).toHaveTextContent('This part of the app could not be loaded.');
    expect(within(region()).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });
});
