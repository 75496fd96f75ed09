import { useMemo } from 'react';
import { usePageMeta } from '../../lib/page-meta';

/** Placeholder until this screen lands; the route exists so links and the route table are complete. */
export default function GlobalPracticeRoute() {
  usePageMeta(
    useMemo(() => ({ title: 'Practice Details', description: 'Directory practice details.' }), []),
  );
  return (
    <section className="container page">
      <h1>Practice Details</h1>
      <p className="muted">Directory practice details. This screen is coming soon.</p>
    </section>
  );
}
