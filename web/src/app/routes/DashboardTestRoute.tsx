import { useMemo } from 'react';
import { usePageMeta } from '../../lib/page-meta';

/** Placeholder until this screen lands; the route exists so links and the route table are complete. */
export default function DashboardTestRoute() {
  usePageMeta(
    useMemo(
      () => ({
        title: 'Dashboard Preview',
        description: 'A preview of the dashboard with sample data.',
      }),
      [],
    ),
  );
  return (
    <section className="container page">
      <h1>Dashboard Preview</h1>
      <p className="muted">
        A preview of the dashboard with sample data. This screen is coming soon.
      </p>
    </section>
  );
}
