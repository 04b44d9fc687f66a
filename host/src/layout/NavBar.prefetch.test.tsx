import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale, createTestApi, jsonResponse, renderWithProviders } from '@nutrilog/shared/test';
import { messages as en } from '../locales/en-GB/messages';
import { messages as nl } from '../locales/nl-NL/messages';
import { NavBar } from './NavBar';

// Its own file: SWR keeps a preloaded request until a page reads it, so other hover tests would have taken it.
jest.mock('../lib/remotes/remotes', () => ({ preloadRemote: jest.fn() }));

describe('NavBar route data', () => {
  it("prefetches the weight route's first data (weight logs, newest first) on hover, not before", async () => {
    activateLocale('en-GB', { 'en-GB': en, 'nl-NL': nl });
    const { api, requests } = createTestApi({
      token: 'tok',
      respond: () => jsonResponse(200, { member: [], totalItems: 0 }),
    });
    const user = userEvent.setup();
    renderWithProviders(<NavBar placement="top" />, { api, route: '/' });
    expect(requests().filter((r) => r.url.startsWith('/api/weight_logs'))).toHaveLength(0);

    await user.hover(screen.getByRole('link', { name: 'Weight' }));

    const weight = requests().filter((r) => r.url.startsWith('/api/weight_logs'));
    expect(weight).toHaveLength(1);
    expect(weight[0]!.url).toBe('/api/weight_logs?order%5Bdate%5D=desc&pagination=false');
  });
});
