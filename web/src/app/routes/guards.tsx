import type { ReactNode } from 'react';
import { Navigate } from 'react-router';
import { useAppSelector } from '../../store/hooks';

/** Login required, else /login (the route table's guard). */
export function RequireAuth({ children }: { children: ReactNode }) {
  const token = useAppSelector((state) => state.session.token);
  if (!token) return <Navigate to="/login" replace />;
  return <>{children}</>;
}

/** Logged-in pet owners only, else /login. */
export function RequirePetOwner({ children }: { children: ReactNode }) {
  const { token, user } = useAppSelector((state) => state.session);
  if (!token || user?.userType !== 'pet_owner') return <Navigate to="/login" replace />;
  return <>{children}</>;
}
