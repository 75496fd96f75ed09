import { lazy } from 'react';
import { useAppSelector } from '../../store/hooks';

const OwnerDashboard = lazy(() => import('./owner-dashboard/OwnerDashboard'));
const BusinessDashboardRoute = lazy(() => import('./BusinessDashboardRoute'));

/** pet_owner gets the pet-owner dashboard; any other account type the business dashboard. */
export default function DashboardRoute() {
  const userType = useAppSelector((state) => state.session.user?.userType);
  return userType === 'pet_owner' ? <OwnerDashboard /> : <BusinessDashboardRoute />;
}
