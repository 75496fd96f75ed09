import { paths } from '@petvet/shared';
import { Link, NavLink } from '../../lib/router';
import { useT } from '../../i18n';
import { showSignupLinks, useClientSettings } from '../../lib/site-settings';

export const navClass = ({ isActive }: { isActive: boolean }) =>
  `nav__link${isActive ? ' is-active' : ''}`;

/** Login and Register for a signed-out visitor, where the operator's setting shows them. */
export function GuestLinks({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const settings = useClientSettings(false);
  if (!showSignupLinks(window.location.hostname, settings?.publicSignupLinks)) return null;
  return (
    <>
      <NavLink to={paths.login()} className={navClass} onClick={onNavigate}>
        {t('core.nav.login')}
      </NavLink>
      <Link to={paths.register()} className="btn btn--primary btn--sm" onClick={onNavigate}>
        {t('core.nav.register')}
      </Link>
    </>
  );
}
