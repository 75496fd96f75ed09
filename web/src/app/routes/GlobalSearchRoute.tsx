import { useMemo } from 'react';
import { usePageMeta } from '../../lib/page-meta';

/** Placeholder until this screen lands; the route exists so links and the route table are complete. */
export default function GlobalSearchRoute() {
  usePageMeta(
    useMemo(
      () => ({
        title: 'Worldwide Clinic Search',
        description: 'Search veterinary clinics worldwide and compare prices.',
      }),
      [],
    ),
  );
  return (
    <section className="container page">
      <h1>Worldwide Clinic Search</h1>
      <p className="muted">
        Search veterinary clinics worldwide and compare prices. This screen is coming soon.
      </p>
    </section>
  );
}
