import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@nutrilog/shared/api-client';
import {
  activateLocale,
  createTestApi,
  jsonResponse,
  LocationDisplay,
  problemResponse,
  renderWithProviders,
  TEST_PROFILE,
} from '@nutrilog/shared/test';
import { ApiProvider } from '../lib/session';
import { messages as en } from '../locales/en-GB/messages';
import { messages as nl } from '../locales/nl-NL/messages';
import { SyncStatus } from './SyncStatus';

const LOG = `${API_PATHS.weightLogs}/00000000-0000-4000-8000-000000000001`;

const refused = (propertyPath: string, message: string) =>
  jsonResponse(422, { status: 422, violations: [{ propertyPath, message }] }, 'application/problem+json');

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
      if (request.method === 'POST' && (request.body as { weight?: number }).weight === 0)
        return refused('weight', 'Weight must be greater than 0.');
      if (request.method === 'POST' && request.url === API_PATHS.intakeLogs)
        return refused('product', 'This product does not exist.');
      if (request.method === 'POST' && request.url === API_PATHS.products)
        return refused('barcode', 'Barcode must be 4 to 32 digits.');
      return jsonResponse(request.method === 'POST' ? 201 : 200, { member: [] });
    },
  });
  await test.api.get(API_PATHS.profile);
  network.down = true;
  renderWithProviders(
    <ApiProvider api={test.api}>
      <SyncStatus />
      <LocationDisplay />
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

  it('offers Edit for a change the API refused, which opens where it is corrected', async () => {
    activateLocale('en-GB', { 'en-GB': en, 'nl-NL': nl });
    const { api, network, queue } = await offlineWithStatus();
    const weighIn = await act(() =>
      api.post<{ uuid: string }>(API_PATHS.weightLogs, { date: '2026-12-01T07:00:00Z', weight: 0 }),
    );
    const meal = await act(() =>
      api.post<{ uuid: string }>(API_PATHS.intakeLogs, { type: 'product', date: '2026-12-01T12:00:00Z' }),
    );
    const oats = await act(() =>
      api.post<{ uuid: string }>(API_PATHS.products, { name: 'Oats', nutrientsPer: 100, nutrients: {}, portions: [] }),
    );
    network.down = false;
    await act(() => queue.flush());

    const [weight, intake, product] = within(screen.getByRole('list', { name: 'Needs your attention' })).getAllByRole(
      'listitem',
    );
    expect(product).toHaveTextContent('New product: Could not sync: Barcode must be 4 to 32 digits.');
    await userEvent.click(within(product!).getByRole('button', { name: 'Edit' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/products/${oats.uuid}/edit`);
    expect(weight).toHaveTextContent('New weight log: Could not sync: Weight must be greater than 0.');
    expect(intake).toHaveTextContent('New intake log: Could not sync: This product does not exist.');
    await userEvent.click(within(weight!).getByRole('button', { name: 'Edit' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/weight?edit=${weighIn.uuid}`);
    await userEvent.click(within(intake!).getByRole('button', { name: 'Edit' }));
    expect(screen.getByTestId('location')).toHaveTextContent(`/intake-logs/${meal.uuid}/edit`);
  });

  it('offers no Edit for an edit of a log deleted elsewhere: there is nothing left to correct', async () => {
    activateLocale('en-GB', { 'en-GB': en, 'nl-NL': nl });
    const { api, network, queue } = await offlineWithStatus();
    await act(() => api.patch(LOG, { weight: 79 }));
    network.down = false;
    await act(() => queue.flush());
    const item = within(screen.getByRole('list', { name: 'Needs your attention' })).getByRole('listitem');
    expect(
      within(item)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Discard']);
  });
});
