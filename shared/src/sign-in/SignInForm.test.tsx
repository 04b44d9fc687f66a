import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { activateLocale, createTestApi, jsonResponse, renderWithProviders, type Respond } from '@nutrilog/shared/test';
import { SignInForm } from './SignInForm';

// Remotes and forms render through several async steps; leave room on a loaded CI machine.
jest.setTimeout(20_000);

const emailField = () => screen.getByRole('textbox', { name: /^(Email|E-mail)/ });
const passwordField = () => screen.getByLabelText(/^(Password|Wachtwoord)/);

function setup(respond: Respond, token?: string) {
  const testApi = createTestApi({ respond, token });
  const onSignedIn = jest.fn();
  renderWithProviders(<SignInForm api={testApi.api} onSignedIn={onSignedIn} />, { api: testApi.api, route: null });
  return { ...testApi, onSignedIn, user: userEvent.setup() };
}

const ok: Respond = () => jsonResponse(200, { accessToken: 'new-token' });

describe('SignInForm', () => {
  beforeEach(() => activateLocale('en-GB'));

  it('shows the required messages next to both fields on an empty submit and sends nothing', async () => {
    const { user, fetch, onSignedIn } = setup(ok);
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Email is required.')).toBeInTheDocument();
    expect(screen.getByText('Password is required.')).toBeInTheDocument();
    // "Next to the field": each message describes its own input.
    expect(emailField()).toHaveAccessibleDescription('Email is required.');
    expect(passwordField()).toHaveAccessibleDescription('Password is required.');
    expect(emailField()).toHaveAttribute('aria-invalid', 'true');
    expect(fetch).not.toHaveBeenCalled();
    expect(onSignedIn).not.toHaveBeenCalled();
  });

  it('shows the required messages in Dutch when nl-NL is active', async () => {
    activateLocale('nl-NL');
    const { user } = setup(ok);
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));

    expect(await screen.findByText('E-mail is verplicht.')).toBeInTheDocument();
    expect(screen.getByText('Wachtwoord is verplicht.')).toBeInTheDocument();
    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();
  });

  it('requires only the missing field', async () => {
    const { user } = setup(ok);
    await user.type(emailField(), 'me@example.com');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Password is required.')).toBeInTheDocument();
    expect(screen.queryByText('Email is required.')).not.toBeInTheDocument();
  });

  it.each([
    [
      'a 401 answer',
      (() =>
        jsonResponse(
          401,
          { type: 'about:blank', title: 'Unauthorized', status: 401 },
          'application/problem+json',
        )) as Respond,
    ],
    ['a network failure', (() => Promise.reject(new TypeError('Failed to fetch'))) as Respond],
  ])('shows "Invalid credentials" on the email field after %s', async (_, respond) => {
    const { user, onSignedIn, session } = setup(respond);
    await user.type(emailField(), 'me@example.com');
    await user.type(passwordField(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByText('Invalid credentials')).toBeInTheDocument();
    expect(emailField()).toHaveAccessibleDescription('Invalid credentials');
    expect(passwordField()).not.toHaveAccessibleDescription('Invalid credentials');
    expect(onSignedIn).not.toHaveBeenCalled();
    expect(session.getToken()).toBeNull();
  });

  it('shows the Dutch "Ongeldige inloggegevens" when nl-NL is active', async () => {
    activateLocale('nl-NL');
    const { user } = setup(() =>
      jsonResponse(401, { type: 'about:blank', title: 'Unauthorized', status: 401 }, 'application/problem+json'),
    );
    await user.type(emailField(), 'me@example.com');
    await user.type(passwordField(), 'wrong');
    await user.click(screen.getByRole('button', { name: 'Inloggen' }));

    expect(await screen.findByText('Ongeldige inloggegevens')).toBeInTheDocument();
  });

  it('posts the credentials without an X-API-KEY header, stores the token and reports success', async () => {
    const { user, onSignedIn, session, requests } = setup(ok, 'stale-token');
    await user.type(emailField(), 'me@example.com');
    await user.type(passwordField(), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    await waitFor(() => expect(onSignedIn).toHaveBeenCalledTimes(1));
    const [login] = requests();
    expect(login).toMatchObject({
      method: 'POST',
      url: '/api/auth/login',
      body: { email: 'me@example.com', password: 'secret' },
    });
    expect(login!.headers).not.toHaveProperty('X-API-KEY');
    expect(session.getToken()).toBe('new-token');
  });
});
