import { useAppSelector } from '../../store/hooks';
import { lazyPage } from './lazy-page';

const OwnerDashboard = lazyPage(() => import('./owner-dashboard/OwnerDashboard'));
const BusinessDashboard = lazyPage(() => import('./business-dashboard/BusinessDashboard'));

/** pet_owner gets the pet-owner dashboard; any other account type the business dashboard. */
export default function DashboardRoute() {
  const userType = useAppSelector((state) => state.session.user?.userType);
  return userType === 'pet_owner' ? <OwnerDashboard /> : <BusinessDashboard />;
}
