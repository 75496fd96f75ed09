import { paths } from '@petvet/shared';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { usePageMeta } from '../../lib/page-meta';

export default function NotFoundPage() {
  usePageMeta(
    useMemo(
      () => ({
        title: 'Page Not Found',
        description: 'The page you are looking for does not exist.',
      }),
      [],
    ),
  );
  return (
    <section className="container page page--narrow center">
      <p className="eyebrow">404</p>
      <h1>Page Not Found</h1>
      <p className="muted">The page you are looking for does not exist or has moved.</p>
      <div className="button-row button-row--center">
        <Link to="/" className="btn btn--primary">
          Go Home
        </Link>
        <Link to={paths.search()} className="btn btn--secondary">
          Find Vets
        </Link>
      </div>
    </section>
  );
}
