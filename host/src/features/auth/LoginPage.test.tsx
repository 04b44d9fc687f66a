import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import {
  activateLocale,
  createTestApi,
  jsonResponse,
  LocationDisplay,
  renderWithProviders,
  type Respond,
} from '@nutrilog/shared/test';
import { ApiProvider } from '../../lib/session';
import { messages as en } from '../../locales/en-GB/messages';
import { messages as nl } from '../../locales/nl-NL/messages';
import { LoginPage } from './LoginPage';

// Remotes and forms render through several async steps; leave room on a loaded CI machine.
jest.setTimeout(20_000);

const catalogs = { 'en-GB': en, 'nl-NL': nl };
const unauthorized: Respond = () =>
  jsonResponse(401, { type: 'about:blank', title: 'Unauthorized', status: 401 }, 'application/problem+json');

function renderLogin(respond: Respond, token?: string) {
  // The real session: the token lives in localStorage under 'access-token'.
  const testApi = createTestApi({ respond, token, storage: window.localStorage });
  renderWithProviders(
    <ApiProvider api={testApi.api}>
      <Routes>
        <Route path="/login" element={<LoginPage />} />
        <Route path="/" element={<h1>Dashboard stub</h1>} />
      </Routes>
      <LocationDisplay />
    </ApiProvider>,
    { api: testApi.api, route: '/login' },
  );
  return { ...testApi, user: userEvent.setup() };
}

const email = () => screen.getByRole('textbox', { name: /^(Email|E-mail)/ });
const password = () => screen.getByLabelText(/^(Password|Wachtwoord)/);

describe('LoginPage', () => {
  beforeEach(() => {
    window.localStorage.clear();
    activateLocale('en-GB', catalogs);
  });

  it('shows the sign-in form with email, password and a Sign in button', () => {
    renderLogin(unauthorized);
    expect(screen.getByRole('heading', { name: 'Nutrilog' })).toBeInTheDocument();
    expect(email()).toHaveAttribute('type', 'email');
    expect(password()).toHaveAttribute('type', 'password');
    expect(screen.getByRole('button', { name: 'Sign in' })).toBeEnabled();
  });

  it('shows "Email is required." and "Password is required." next to the fields on an empty submit', async () => {
    const { user, fetch } = renderLogin(unauthorized);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(email()).toHaveAccessibleDescription('Email is required.');
    expect(password()).toHaveAccessibleDescription('Password is required.');
    expect(fetch).not.toHaveBeenCalled();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows the required messages in Dutch when nl-NL is active', async () => {
    activateLocale('nl-NL', catalogs);
    const { user } = renderLogin(unauthorized);
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));

    expect(await screen.findByText('E-mail is verplicht.')).toBeInTheDocument();
    expect(screen.getByText('Wachtwoord is verplicht.')).toBeInTheDocument();
  });

  it.each([
    ['a 401 answer', unauthorized],
    ['a network failure', (() => Promise.reject(new TypeError('Failed to fetch'))) as Respond],
  ])('shows "Invalid credentials" on the email field after %s, and stays on /login', async (_, respond) => {
    const { user } = renderLogin(respond);
    await user.type(email(), 'me@example.com');
    await user.type(password(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(email()).toHaveAccessibleDescription('Invalid credentials');
    expect(email()).toHaveFocus();
    expect(window.localStorage.getItem('access-token')).toBeNull();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('shows the Dutch "Ongeldige inloggegevens" when nl-NL is active', async () => {
    activateLocale('nl-NL', catalogs);
    const { user } = renderLogin(unauthorized);
    await user.type(email(), 'me@example.com');
    await user.type(password(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));

    expect(await screen.findByText('Ongeldige inloggegevens')).toBeInTheDocument();
    expect(email()).toHaveAccessibleDescription('Ongeldige inloggegevens');
  });

  it('stores the token as "access-token" and goes to / after signing in; the request has no X-API-KEY', async () => {
    const { user, requests } = renderLogin(({ url }) =>
      url === '/api/auth/login' ? jsonResponse(200, { accessToken: 'fresh-token' }) : jsonResponse(404, {}),
    );
    await user.type(email(), 'me@example.com');
    await user.type(password(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(window.localStorage.getItem('access-token')).toBe('fresh-token');
    await waitFor(() => expect(requests()).toHaveLength(1));
    const [login] = requests();
    expect(login).toMatchObject({
      method: 'POST',
      url: '/api/auth/login',
      headers: { 'Content-Type': 'application/ld+json' },
      body: { email: 'me@example.com', password: 'secret' },
    });
    expect(login!.headers).not.toHaveProperty('X-API-KEY');
  });

  it('sends a signed-in user straight to /', async () => {
    renderLogin(unauthorized, 'existing-token');
    expect(await screen.findByRole('heading', { name: 'Dashboard stub' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });
});
