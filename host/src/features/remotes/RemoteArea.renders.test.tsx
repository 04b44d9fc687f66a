import { act, screen } from '@testing-library/react';
import { createRemoteLifecycles } from '@nutrilog/shared/remote-lifecycles';
import { activateLocale, createTestApi, NO_CATALOG_LOADERS, renderWithProviders } from '@nutrilog/shared/test';
import { RemoteArea } from './RemoteArea';

jest.setTimeout(20_000);

let mockRenders = 0;
function CountingRoutes() {
  mockRenders += 1;
  return <h1>Counted remote</h1>;
}

jest.mock('../../lib/remotes/remotes', () => {
  const lifecycles = createRemoteLifecycles(CountingRoutes, NO_CATALOG_LOADERS);
  const load = () => Promise.resolve(lifecycles);
  return { remoteLoaders: { intake: load, catalog: load, statistics: load, weight: load } };
});

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a mounted remote', () => {
  it('renders once and then stays idle while nothing changes (no update loop between host and parcel)', async () => {
    activateLocale('en-GB');
    const { api } = createTestApi({ token: 'tok' });
    renderWithProviders(<RemoteArea remote="weight" />, { api, route: '/weight' });
    expect(await screen.findByRole('heading', { name: 'Counted remote' })).toBeInTheDocument();
    // A mount finishes in a few renders at most, however slow the machine: wait it out, then count.
    await act(() => wait(1000));
    const afterMount = mockRenders;
    expect(afterMount).toBeLessThanOrEqual(2);

    await act(() => wait(1000));

    expect(mockRenders).toBe(afterMount);
  });
});
