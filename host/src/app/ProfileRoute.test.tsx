import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  activateLocale,
  createTestApi,
  jsonResponse,
  renderWithProviders,
  type TestRequest,
} from '@nutrilog/shared/test';
import { listenForInstallPrompt } from '../features/install/install-prompt';
import { ApiProvider } from '../lib/session';
import { messages as en } from '../locales/en-GB/messages';
import { messages as nl } from '../locales/nl-NL/messages';
import { ProfileRoute } from './ProfileRoute';

const SUMMARY = {
  '@type': 'DataImport',
  products: 1,
  portions: 0,
  recipes: 0,
  recipeItems: 0,
  intakeLogs: 0,
  goals: 0,
  weightLogs: 0,
};

describe('ProfileRoute', () => {
  beforeEach(() => activateLocale('en-GB', { 'en-GB': en, 'nl-NL': nl }));

  it('shows the profile and, below it, your data; an import refreshes what was read (the language too)', async () => {
    let locale = 'en-GB';
    const profile = () => ({
      '@id': '/api/auth/profile',
      '@type': 'Profile',
      uuid: '3f0c0c4e-9f7b-4b43-9d0e-5f1b7f7c2a11',
      email: 'me@example.com',
      preferredLocale: locale,
    });
    const testApi = createTestApi({
      token: 'tok',
      respond: ({ method, url }: TestRequest) => {
        if (method === 'GET' && url === '/api/auth/profile') return jsonResponse(200, profile());
        if (method === 'POST' && url === '/api/import') {
          locale = 'nl-NL';
          return jsonResponse(200, SUMMARY);
        }
        return jsonResponse(404, {});
      },
    });
    renderWithProviders(
      <ApiProvider api={testApi.api}>
        <ProfileRoute />
      </ApiProvider>,
      { api: testApi.api, route: '/profile' },
    );
    const user = userEvent.setup();

    expect(await screen.findByRole('combobox', { name: 'Preferred language' })).toHaveValue('en-GB');
    const section = screen.getByRole('region', { name: 'Your data' });
    await user.upload(
      within(section).getByLabelText('Import an export (JSON)'),
      new File(['{}'], 'export.json', { type: 'application/json' }),
    );

    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Preferred language' })).toHaveValue('nl-NL'));
    expect(testApi.requests().filter((request) => request.url === '/api/auth/profile')).toHaveLength(2);
  });

  it('offers to install the app below your data once the browser offers it', async () => {
    const stopListening = listenForInstallPrompt();
    const testApi = createTestApi({ token: 'tok' });
    renderWithProviders(
      <ApiProvider api={testApi.api}>
        <ProfileRoute />
      </ApiProvider>,
      { api: testApi.api, route: '/profile' },
    );
    await screen.findByRole('region', { name: 'Your data' });
    expect(screen.queryByRole('region', { name: 'App' })).not.toBeInTheDocument();

    const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
      prompt: async () => undefined,
      userChoice: Promise.resolve({ outcome: 'dismissed', platform: 'web' }),
    });
    act(() => void window.dispatchEvent(offer));

    const app = screen.getByRole('region', { name: 'App' });
    expect(within(app).getByRole('button', { name: 'Install app' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Your data' }).compareDocumentPosition(app)).toBe(
      Node.DOCUMENT_POSITION_FOLLOWING,
    );
    act(() => stopListening());
  });
});
