import { paths } from '@petvet/shared';
import { Navigate, Outlet, useLocation } from '../../lib/router';
import { authPath } from '../../features/auth/next-path';
import { useAppSelector } from '../../store/hooks';

/** Login required, else /login (a layout route of the route table). */
export function RequireAuth() {
  const token = useAppSelector((state) => state.session.token);
  const { pathname, search } = useLocation();
  // Back here after signing in: a link from an email opens what it names.
  if (!token) return <Navigate to={authPath('login', `${pathname}${search}`)} replace />;
  return <Outlet />;
}

/** Logged-in pet owners only, else /login. */
export function RequirePetOwner() {
  const { token, user } = useAppSelector((state) => state.session);
  if (!token || user?.userType !== 'pet_owner') return <Navigate to={paths.login()} replace />;
  return <Outlet />;
}
