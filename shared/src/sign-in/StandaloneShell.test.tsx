import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { createRemoteLifecycles } from '@nutrilog/shared/remote-lifecycles';
import { activateLocale, createTestApi, jsonResponse, NO_CATALOG_LOADERS } from '@nutrilog/shared/test';
import { StandaloneShell } from './StandaloneShell';

// Remotes and forms render through several async steps; leave room on a loaded CI machine.
jest.setTimeout(20_000);

function WeightRoutes() {
  return (
    <Routes>
      <Route path="/weight" element={<h1>Weight screen</h1>} />
    </Routes>
  );
}

describe('StandaloneShell', () => {
  let consoleError: jest.SpyInstance;
  beforeEach(() => {
    activateLocale('en-GB');
    consoleError = jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(async () => {
    cleanup();
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    consoleError.mockRestore();
  });

  it('asks a signed-out developer to sign in, then mounts the remote at the current URL', async () => {
    window.history.pushState({}, '', '/weight');
    const user = userEvent.setup();
    const { api, session } = createTestApi({ respond: () => jsonResponse(200, { accessToken: 'dev-token' }) });
    render(
      <StandaloneShell api={api} parcel={createRemoteLifecycles(WeightRoutes, NO_CATALOG_LOADERS)} name="weight" />,
    );

    expect(screen.getByText('Nutrilog · weight (standalone)')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Weight screen' })).not.toBeInTheDocument();

    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'dev@example.com');
    await user.type(screen.getByLabelText(/^Password/), 'secret');
    await user.click(screen.getByRole('button', { name: 'Sign in' }));

    expect(await screen.findByRole('heading', { name: 'Weight screen' }, { timeout: 3000 })).toBeInTheDocument();
    expect(session.getToken()).toBe('dev-token');
    expect(screen.queryByRole('button', { name: 'Sign in' })).not.toBeInTheDocument();
  });

  it('goes back to the sign-in form when the session ends', async () => {
    window.history.pushState({}, '', '/weight');
    const { api, session } = createTestApi({ token: 'dev-token' });
    render(
      <StandaloneShell api={api} parcel={createRemoteLifecycles(WeightRoutes, NO_CATALOG_LOADERS)} name="weight" />,
    );
    expect(await screen.findByRole('heading', { name: 'Weight screen' }, { timeout: 3000 })).toBeInTheDocument();

    act(() => session.clear());

    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
  });
});
