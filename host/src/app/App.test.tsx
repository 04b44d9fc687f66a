import { loadRemote } from '@module-federation/enhanced/runtime';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Route, Routes } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { createRemoteLifecycles } from '@nutrilog/shared/remote-lifecycles';
import {
  activateLocale,
  createTestApi,
  jsonResponse,
  NO_CATALOG_LOADERS,
  type Respond,
  type TestApi,
} from '@nutrilog/shared/test';
import { useRemoteServices } from '@nutrilog/shared/ui';
import { messages as en } from '../locales/en-GB/messages';
import { messages as nl } from '../locales/nl-NL/messages';
import { App } from './App';

// Remotes and forms render through several async steps; leave room on a loaded CI machine.
jest.setTimeout(20_000);

jest.mock('@module-federation/enhanced/runtime', () => ({
  loadRemote: jest.fn(),
  registerPlugins: jest.fn(),
  registerRemotes: jest.fn(),
}));

const REMOTES_JSON = {
  intake: 'http://remotes.test/intake/mf-manifest.json',
  catalog: 'http://remotes.test/catalog/mf-manifest.json',
  statistics: 'http://remotes.test/statistics/mf-manifest.json',
  weight: 'http://remotes.test/weight/mf-manifest.json',
};

/** A stand-in remote: one heading per route, and one API call through the contract's client. */
function remoteRoutes(name: string, apiPath: string) {
  return function StubRoutes() {
    const { api } = useRemoteServices();
    const [status, setStatus] = useState('loading');
    useEffect(() => {
      api.get(apiPath).then(
        () => setStatus('loaded'),
        () => setStatus('failed'),
      );
    }, [api]);
    return (
      <Routes>
        <Route path="*" element={<h1>{`${name} remote (${status})`}</h1>} />
      </Routes>
    );
  };
}

const LIFECYCLES: Record<string, ReturnType<typeof createRemoteLifecycles>> = {
  intake: createRemoteLifecycles(remoteRoutes('intake', '/api/intake-logs'), NO_CATALOG_LOADERS),
  catalog: createRemoteLifecycles(remoteRoutes('catalog', '/api/products'), NO_CATALOG_LOADERS),
  statistics: createRemoteLifecycles(remoteRoutes('statistics', '/api/goals'), NO_CATALOG_LOADERS),
  weight: createRemoteLifecycles(remoteRoutes('weight', '/api/weight-logs'), NO_CATALOG_LOADERS),
};

const PROFILE = {
  '@id': '/api/auth/profile',
  '@type': 'Profile',
  uuid: '3f0c0c4e-9f7b-4b43-9d0e-5f1b7f7c2a11',
  email: 'me@example.com',
  preferredLocale: 'en-GB',
};
/** Remotes mount asynchronously (load, then a parcel with its own React root); generous for a loaded CI machine. */
const REMOTE_TIMEOUT = { timeout: 5000 };
const UNAUTHORIZED = () =>
  jsonResponse(401, { type: 'about:blank', title: 'Unauthorized', status: 401 }, 'application/problem+json');

/** The API: login, profile, and an empty collection for anything else; `overrides` answers first. */
function api(overrides: Record<string, Respond> = {}): Respond {
  return (request) => {
    const override = overrides[`${request.method} ${request.url}`];
    if (override) return override(request);
    if (request.url === '/api/auth/login') return jsonResponse(200, { accessToken: 'fresh-token' });
    if (request.url === '/api/auth/profile') return jsonResponse(200, PROFILE);
    return jsonResponse(200, { '@id': request.url, '@type': 'Collection', member: [], totalItems: 0 });
  };
}

function renderApp(path: string, { token, respond = api() }: { token?: string; respond?: Respond } = {}): TestApi {
  window.history.pushState({}, '', path);
  const testApi = createTestApi({ respond, token, storage: window.localStorage });
  render(
    <SWRConfig value={{ provider: () => new Map() }}>
      <App api={testApi.api} />
    </SWRConfig>,
  );
  return testApi;
}

const mockedLoadRemote = loadRemote as jest.MockedFunction<typeof loadRemote>;

describe('App', () => {
  let consoleError: jest.SpyInstance;

  beforeAll(() => {
    (globalThis as { fetch?: unknown }).fetch = jest.fn(async () =>
      jsonResponse(200, REMOTES_JSON, 'application/json'),
    );
  });
  afterAll(() => {
    delete (globalThis as { fetch?: unknown }).fetch;
  });

  beforeEach(() => {
    window.localStorage.clear();
    activateLocale('en-GB', { 'en-GB': en, 'nl-NL': nl });
    mockedLoadRemote.mockReset();
    mockedLoadRemote.mockImplementation(async (id: string) => ({ default: LIFECYCLES[id.split('/')[0]!] }) as never);
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    cleanup();
    // Parcels unmount their own React roots asynchronously: let them finish before the next test.
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    consoleError.mockRestore();
  });

  it('sends a signed-out visitor of a protected route to /login', async () => {
    renderApp('/weight');

    expect(await screen.findByRole('button', { name: 'Sign in' }, REMOTE_TIMEOUT)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    await waitFor(() => expect(document.title).toBe('Sign in – Nutrilog'));
    expect(screen.queryByRole('navigation', { name: 'Main navigation' })).not.toBeInTheDocument();
    expect(mockedLoadRemote).not.toHaveBeenCalled();
  });

  it('renders the layout and mounts the remote of the route for a signed-in user', async () => {
    const { requests } = renderApp('/weight', { token: 'tok' });

    const area = await waitFor(() => {
      const section = document.querySelector('section[data-remote="weight"]');
      expect(section).not.toBeNull();
      return section as HTMLElement;
    }, REMOTE_TIMEOUT);
    expect(
      await within(area).findByRole('heading', { name: 'weight remote (loaded)' }, REMOTE_TIMEOUT),
    ).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(document.title).toBe('Weight – Nutrilog');
    expect(mockedLoadRemote).toHaveBeenCalledWith('weight/routes');
    // The remote uses the host's client, so its calls carry the token.
    const weightCall = requests().find((r) => r.url === '/api/weight-logs');
    expect(weightCall?.headers['X-API-KEY']).toBe('tok');
  });

  it('goes to /login when the profile answers 401', async () => {
    renderApp('/profile', { token: 'expired', respond: api({ 'GET /api/auth/profile': UNAUTHORIZED }) });

    expect(await screen.findByRole('button', { name: 'Sign in' }, REMOTE_TIMEOUT)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('access-token')).toBeNull();
  });

  it('goes to /login when a call of a remote answers 401', async () => {
    renderApp('/weight', { token: 'expired', respond: api({ 'GET /api/weight-logs': UNAUTHORIZED }) });

    expect(await screen.findByRole('button', { name: 'Sign in' }, REMOTE_TIMEOUT)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/login');
    expect(window.localStorage.getItem('access-token')).toBeNull();
  });

  it('signs in from /login and lands on the dashboard remote', async () => {
    const user = userEvent.setup();
    renderApp('/login');

    await user.type(await screen.findByRole('textbox', { name: /^Email/ }), 'me@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'intake remote (loaded)' }, REMOTE_TIMEOUT)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/');
    expect(window.localStorage.getItem('access-token')).toBe('fresh-token');
    expect(document.title).toBe('Dashboard – Nutrilog');
  });

  it('switches remotes when a navigation link is followed', async () => {
    const user = userEvent.setup();
    renderApp('/', { token: 'tok' });
    await screen.findByRole('heading', { name: 'intake remote (loaded)' }, REMOTE_TIMEOUT);

    await user.click(
      within(screen.getByRole('navigation', { name: 'Main navigation' })).getByRole('link', { name: 'Weight' }),
    );

    expect(await screen.findByRole('heading', { name: 'weight remote (loaded)' }, REMOTE_TIMEOUT)).toBeInTheDocument();
    expect(window.location.pathname).toBe('/weight');
    expect(screen.queryByRole('heading', { name: /intake remote/ })).not.toBeInTheDocument();
  });

  it('shows the host profile page and a not-found page inside the layout', async () => {
    renderApp('/profile', { token: 'tok' });
    expect(await screen.findByDisplayValue('me@example.com', {}, REMOTE_TIMEOUT)).toBeInTheDocument();
    expect(document.title).toBe('Profile – Nutrilog');

    act(() => {
      window.history.pushState({}, '', '/no-such-page');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('heading', { name: 'Page not found' }, REMOTE_TIMEOUT)).toBeInTheDocument();
    await waitFor(() => expect(document.title).toBe('Nutrilog'));
  });
});
