import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { API_PATHS } from '@nutrilog/shared/api-client';
import { activateLocale, createKeptReadsTestApi, renderWithProviders } from '@nutrilog/shared/test';
import { ApiProvider } from '../../lib/session';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { SignOutButton } from './SignOutButton';

/** A signed-in API whose profile (and so its queue) has been read, as on a page that has been open a while. */
async function signedInApi() {
  const test = createKeptReadsTestApi();
  await test.api.get(API_PATHS.profile);
  return test;
}

async function renderButton(test?: ReturnType<typeof createKeptReadsTestApi>) {
  activateLocale('en-GB', { 'en-GB': en, 'nl-NL': nl });
  test ??= await signedInApi();
  const onSignOut = jest.fn(async () => undefined);
  renderWithProviders(
    <ApiProvider api={test.api}>
      <SignOutButton onSignOut={onSignOut} />
    </ApiProvider>,
    { api: test.api },
  );
  return { ...test, onSignOut };
}

describe('SignOutButton', () => {
  it('signs out at once when nothing waits to sync', async () => {
    const { onSignOut } = await renderButton();
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('warns how many changes have not been synced, and signs out only when confirmed', async () => {
    const { api, network, onSignOut } = await renderButton();
    network.down = true;
    for (const weight of [80, 81, 82])
      await act(() => api.post(API_PATHS.weightLogs, { date: `2026-12-01T07:00:0${weight - 80}Z`, weight }));

    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    const dialog = await screen.findByRole('dialog', { name: '3 changes have not been synced' });
    expect(dialog).toHaveTextContent('Signing out now deletes the changes not yet synced from this device.');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    // The page behind a closing dialog stays aria-hidden until its exit animation ends.
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(onSignOut).not.toHaveBeenCalled();

    await userEvent.click(await screen.findByRole('button', { name: 'Sign out' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Sign out anyway' }));
    expect(onSignOut).toHaveBeenCalledTimes(1);
  });

  it('warns of changes kept from an earlier visit when clicked before the page has read them', async () => {
    const earlier = await signedInApi();
    earlier.network.down = true;
    await earlier.api.post(API_PATHS.weightLogs, { date: '2026-12-01T07:00:00Z', weight: 80 });

    // The page opened again: its queue is read from the store only when something asks for it.
    const { onSignOut } = await renderButton(
      createKeptReadsTestApi(undefined, { storage: earlier.storage, queueStore: earlier.queueStore }),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Sign out' }));
    expect(await screen.findByRole('dialog', { name: '1 change has not been synced' })).toBeVisible();
    expect(onSignOut).not.toHaveBeenCalled();
  });
});
