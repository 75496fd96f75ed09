import { Navigate, Outlet } from 'react-router';
import { useAppSelector } from '../../store/hooks';

/** Login required, else /login (a layout route of the route table). */
export function RequireAuth() {
  const token = useAppSelector((state) => state.session.token);
  if (!token) return <Navigate to="/login" replace />;
  return <Outlet />;
}

/** Logged-in pet owners only, else /login. */
export function RequirePetOwner() {
  const { token, user } = useAppSelector((state) => state.session);
  if (!token || user?.userType !== 'pet_owner') return <Navigate to="/login" replace />;
  return <Outlet />;
}
