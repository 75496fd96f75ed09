import { paths } from '@petvet/shared';
import { Link } from '../../lib/router';
import { Icon } from '../../components/ui/Icon';
import { useT } from '../../i18n';

/** The site's name, a brand like "PetVet": the same in every language. */
const SITE_NAME = 'Pet Vet Booking App';

export function Footer() {
  const t = useT();
  return (
    <footer className="site-footer">
      <div className="container site-footer__inner">
        <div>
          <p className="brand brand--footer">
            <span className="brand__icon" aria-hidden="true">
              <Icon name="paw" size={20} />
            </span>
            <span className="brand__name">PetVet</span>
          </p>
          <p className="site-footer__tagline">{t('core.footer.tagline')}</p>
        </div>
        <nav aria-label={t('core.nav.footer')} className="site-footer__links">
          <Link to={paths.search()}>{t('core.nav.findVets')}</Link>
          <Link to={paths.directory()}>{t('core.nav.pricing')}</Link>
          <Link to={paths.register('type=vet_business')}>{t('core.nav.forClinics')}</Link>
        </nav>
        <p className="site-footer__copy">
          © {new Date().getFullYear()} {SITE_NAME}
        </p>
      </div>
    </footer>
  );
}
