import { Navigate, Outlet, useLocation } from 'react-router-dom';
import { useToken } from '../../lib/session';

/** Signed-out users (no stored token, or a token that a 401 just cleared) go to /login. */
export function RequireAuth() {
  const token = useToken();
  const location = useLocation();
  if (!token) return <Navigate to="/login" replace state={{ from: location.pathname }} />;
  return <Outlet />;
}
