import { paths } from '@petvet/shared';
import { useMemo } from 'react';
import { Link } from '../../lib/router';
import { useT } from '../../i18n';
import { usePageMeta } from '../../lib/page-meta';

export default function NotFoundPage() {
  const t = useT();
  const title = t('core.notFound.title');
  const description = t('core.notFound.description');
  usePageMeta(useMemo(() => ({ title, description }), [title, description]));
  return (
    <section className="container page page--narrow center">
      <p className="eyebrow">404</p>
      <h1>{title}</h1>
      <p className="muted">{t('core.notFound.text')}</p>
      <div className="button-row button-row--center">
        <Link to="/" className="btn btn--primary">
          {t('core.notFound.home')}
        </Link>
        <Link to={paths.search()} className="btn btn--secondary">
          {t('core.nav.findVets')}
        </Link>
      </div>
    </section>
  );
}
