import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@nutrilog/shared/api-client';
import {
  activateLocale,
  createTestApi,
  jsonResponse,
  problemResponse,
  renderWithProviders,
  TEST_PROFILE,
} from '@nutrilog/shared/test';
import { ApiProvider } from '../lib/session';
import { messages as en } from '../locales/en-GB/messages';
import { messages as nl } from '../locales/nl-NL/messages';
import { SyncStatus } from './SyncStatus';

const LOG = `${API_PATHS.weightLogs}/00000000-0000-4000-8000-000000000001`;

/**
 * A signed-in client whose API cannot be reached until `network.down` is unset; then it accepts every write, but
 * answers 404 to an edit of LOG (deleted on another device). The status is rendered over it.
 */
async function offlineWithStatus() {
  const network = { down: false };
  const test = createTestApi({
    token: 'tok',
    keepReads: true,
    respond: (request) => {
      if (network.down) throw new TypeError('Failed to fetch');
      if (request.url.startsWith(API_PATHS.profile)) return jsonResponse(200, TEST_PROFILE);
      if (request.method === 'PATCH' && request.url === LOG) return problemResponse(404);
      return jsonResponse(request.method === 'POST' ? 201 : 200, { member: [] });
    },
  });
  await test.api.get(API_PATHS.profile);
  network.down = true;
  renderWithProviders(
    <ApiProvider api={test.api}>
      <SyncStatus />
    </ApiProvider>,
    { api: test.api },
  );
  return { ...test, network, queue: test.api.offlineQueue! };
}

describe('SyncStatus', () => {
  it('counts the changes waiting to sync, and says nothing once they are sent', async () => {
    activateLocale('en-GB', { 'en-GB': en, 'nl-NL': nl });
    const { api, network, queue } = await offlineWithStatus();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();

    await act(() => api.post(API_PATHS.weightLogs, { date: '2026-12-01T07:00:00Z', weight: 80 }));
    expect(screen.getByRole('status')).toHaveTextContent('1 change waiting to sync');
    await act(() => api.post(API_PATHS.weightLogs, { date: '2026-12-02T07:00:00Z', weight: 81 }));
    expect(screen.getByRole('status')).toHaveTextContent('2 changes waiting to sync');

    network.down = false;
    await act(() => queue.flush());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });

  it('lists an edit of a log deleted elsewhere, until the user discards it (in Dutch too)', async () => {
    activateLocale('nl-NL', { 'en-GB': en, 'nl-NL': nl });
    const { api, network, queue } = await offlineWithStatus();
    await act(() => api.patch(LOG, { weight: 79 }));
    network.down = false;
    await act(() => queue.flush());

    const list = screen.getByRole('list', { name: 'Vraagt je aandacht' });
    const item = within(list).getByRole('listitem');
    expect(item).toHaveTextContent('Wijziging van een gewichtsmeting: Kon niet synchroniseren: elders verwijderd');
    await userEvent.click(within(item).getByRole('button', { name: 'Weggooien' }));
    expect(screen.queryByRole('list', { name: 'Vraagt je aandacht' })).not.toBeInTheDocument();
    expect(queue.getSnapshot().changes).toEqual([]);
  });
});
