import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  activateLocale,
  createTestApi,
  jsonResponse,
  LocationDisplay,
  renderWithProviders,
  type TestRequest,
} from '@nutrilog/shared/test';
import { ApiProvider } from '../../lib/session';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { ProfilePage } from './ProfilePage';

const UUID = '3f0c0c4e-9f7b-4b43-9d0e-5f1b7f7c2a11';
const profile = (preferredLocale: string) => ({
  '@id': '/api/auth/profile',
  '@type': 'Profile',
  uuid: UUID,
  email: 'me@example.com',
  preferredLocale,
});

function renderProfile({ patchStatus = 200 }: { patchStatus?: number } = {}) {
  let stored = 'en-GB';
  const testApi = createTestApi({
    token: 'tok',
    respond: ({ method, url, body }: TestRequest) => {
      if (url === '/api/auth/profile' && method === 'GET') return jsonResponse(200, profile(stored));
      if (url === '/api/auth/profile' && method === 'PATCH') {
        if (patchStatus !== 200)
          return jsonResponse(
            patchStatus,
            { type: 'about:blank', title: 'Error', status: patchStatus },
            'application/problem+json',
          );
        stored = (body as { preferredLocale: string }).preferredLocale;
        return jsonResponse(200, profile(stored));
      }
      if (url === '/api/auth/logout' && method === 'POST') return jsonResponse(204);
      return jsonResponse(404, {});
    },
  });
  const result = renderWithProviders(
    <ApiProvider api={testApi.api}>
      <Routes>
        <Route path="/profile" element={<ProfilePage />} />
        <Route path="/" element={<h1>Home stub</h1>} />
      </Routes>
      <LocationDisplay />
    </ApiProvider>,
    { api: testApi.api, route: '/profile' },
  );
  const profileGets = () => testApi.requests().filter((r) => r.method === 'GET' && r.url === '/api/auth/profile');
  return { ...testApi, ...result, profileGets, user: userEvent.setup() };
}

describe('ProfilePage', () => {
  beforeEach(() => activateLocale('en-GB', { 'en-GB': en, 'nl-NL': nl }));

  it('shows the email and the read-only user id', async () => {
    renderProfile();
    expect(await screen.findByDisplayValue('me@example.com')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Profile' })).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveAttribute('readonly');
    const id = screen.getByRole('textbox', { name: 'User ID' });
    expect(id).toHaveValue(UUID);
    expect(id).toHaveAttribute('readonly');
    expect(screen.getByRole('combobox', { name: 'Preferred language' })).toHaveValue('en-GB');
  });

  it('copies the user id to the clipboard and confirms it', async () => {
    const { user, notify } = renderProfile();
    await screen.findByDisplayValue(UUID);
    const writeText = jest.spyOn(navigator.clipboard, 'writeText');

    await user.click(screen.getByRole('button', { name: 'Copy' }));

    expect(writeText).toHaveBeenCalledWith(UUID);
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Copied to clipboard' }));
    await expect(navigator.clipboard.readText()).resolves.toBe(UUID);
  });

  it('offers English (United Kingdom) and Dutch', async () => {
    renderProfile();
    const select = await screen.findByRole('combobox', { name: 'Preferred language' });
    expect(Array.from((select as HTMLSelectElement).options).map((o) => [o.value, o.textContent])).toEqual([
      ['en-GB', 'English (United Kingdom)'],
      ['nl-NL', 'Dutch'],
    ]);
  });

  it('saves the preferred locale as a merge patch and then refetches the profile', async () => {
    const { user, requests, profileGets, notify } = renderProfile();
    const select = await screen.findByRole('combobox', { name: 'Preferred language' });
    expect(profileGets()).toHaveLength(1);

    await user.selectOptions(select, 'nl-NL');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(profileGets()).toHaveLength(2));
    const patches = requests().filter((r) => r.method === 'PATCH');
    expect(patches).toHaveLength(1);
    expect(patches[0]).toMatchObject({
      url: '/api/auth/profile',
      headers: { 'Content-Type': 'application/merge-patch+json', 'X-API-KEY': 'tok' },
      body: { preferredLocale: 'nl-NL' },
    });
    // The refetch comes after the update.
    const order = requests().map((r) => r.method);
    expect(order.lastIndexOf('GET')).toBeGreaterThan(order.indexOf('PATCH'));
    await waitFor(() => expect(notify).toHaveBeenCalledWith({ intent: 'success', title: 'Profile updated' }));
    expect(screen.getByRole('combobox', { name: 'Preferred language' })).toHaveValue('nl-NL');
  });

  it('tells the user when the profile could not be saved', async () => {
    const { user, notify, profileGets } = renderProfile({ patchStatus: 500 });
    await user.selectOptions(await screen.findByRole('combobox', { name: 'Preferred language' }), 'nl-NL');
    await user.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(notify).toHaveBeenCalledWith({ intent: 'error', title: 'The profile could not be saved.' }),
    );
    expect(profileGets()).toHaveLength(1);
    expect(screen.getByRole('button', { name: 'Save' })).toBeEnabled();
  });

  it('signs out: POST /api/auth/logout, token cleared, then to /', async () => {
    const { user, requests, session, storage } = renderProfile();
    await screen.findByDisplayValue(UUID);

    await user.click(screen.getByRole('button', { name: 'Sign out' }));

    expect(await screen.findByRole('heading', { name: 'Home stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    const logout = requests().find((r) => r.url === '/api/auth/logout');
    expect(logout).toMatchObject({ method: 'POST', headers: { 'X-API-KEY': 'tok' } });
    expect(session.getToken()).toBeNull();
    expect(storage.getItem('access-token')).toBeNull();
  });

  it('shows Dutch labels when nl-NL is active', async () => {
    activateLocale('nl-NL', { 'en-GB': en, 'nl-NL': nl });
    renderProfile();
    expect(await screen.findByRole('textbox', { name: 'Gebruikers-ID' })).toHaveValue(UUID);
    expect(screen.getByRole('button', { name: 'Kopiëren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Uitloggen' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Voorkeurstaal' })).toBeInTheDocument();
  });
});
