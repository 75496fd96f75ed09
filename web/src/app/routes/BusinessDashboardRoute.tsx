import { useMemo } from 'react';
import { usePageMeta } from '../../lib/page-meta';

/** Placeholder until this screen lands; the route exists so links and the route table are complete. */
export default function BusinessDashboardRoute() {
  usePageMeta(
    useMemo(
      () => ({
        title: 'Business Dashboard',
        description: 'Manage your clinic, services, time slots, appointments and reviews.',
      }),
      [],
    ),
  );
  return (
    <section className="container page">
      <h1>Business Dashboard</h1>
      <p className="muted">
        Manage your clinic, services, time slots, appointments and reviews. This screen is coming
        soon.
      </p>
    </section>
  );
}
