import { paths } from '@petvet/shared';
import { Link } from 'react-router';
import { Icon } from '../../components/ui/Icon';

export function Footer() {
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
          <p className="site-footer__tagline">
            Compare clinics, book visits and keep your pet&apos;s health records in one place.
          </p>
        </div>
        <nav aria-label="Footer" className="site-footer__links">
          <Link to={paths.search()}>Find Vets</Link>
          <Link to={paths.directory()}>Search by Pricing</Link>
          <Link to={paths.register('type=vet_business')}>For clinics</Link>
        </nav>
        <p className="site-footer__copy">© {new Date().getFullYear()} Pet Vet Booking App</p>
      </div>
    </footer>
  );
}
