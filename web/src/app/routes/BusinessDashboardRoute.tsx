import BusinessDashboard from '../../features/business/components/BusinessDashboard';

/** /vet-dashboard (no client guard: the screen itself asks a visitor to log in) and /dashboard for businesses. */
export default function BusinessDashboardRoute() {
  return <BusinessDashboard />;
}
