import { act, screen } from '@testing-library/react';
import { Route, Routes } from 'react-router-dom';
import { activateLocale, createTestApi, LocationDisplay, renderWithProviders } from '@nutrilog/shared/test';
import { ApiProvider } from '../../lib/session';
import { RequireAuth } from './RequireAuth';

function renderProtected(route: string, token?: string) {
  const testApi = createTestApi({ token });
  renderWithProviders(
    <ApiProvider api={testApi.api}>
      <Routes>
        <Route path="/login" element={<h1>Login stub</h1>} />
        <Route element={<RequireAuth />}>
          <Route path="/" element={<h1>Dashboard stub</h1>} />
          <Route path="/weight" element={<h1>Weight stub</h1>} />
        </Route>
      </Routes>
      <LocationDisplay />
    </ApiProvider>,
    { api: testApi.api, route },
  );
  return testApi;
}

describe('RequireAuth', () => {
  beforeEach(() => activateLocale('en-GB'));

  it.each(['/', '/weight'])('redirects %s to /login without a stored token', (route) => {
    renderProtected(route);
    expect(screen.getByRole('heading', { name: 'Login stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(screen.queryByRole('heading', { name: /Weight stub|Dashboard stub/ })).not.toBeInTheDocument();
  });

  it('renders the protected route with a stored token', () => {
    renderProtected('/weight', 'tok');
    expect(screen.getByRole('heading', { name: 'Weight stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/weight');
  });

  it('goes to /login as soon as the session ends', () => {
    const { session } = renderProtected('/weight', 'tok');
    expect(screen.getByRole('heading', { name: 'Weight stub' })).toBeInTheDocument();

    act(() => session.clear());

    expect(screen.getByRole('heading', { name: 'Login stub' })).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });
});
