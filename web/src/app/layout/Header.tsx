import { paths } from '@petvet/shared';
import { Suspense, useState } from 'react';
import { Link, NavLink, useLocation } from '../../lib/router';
import { Icon } from '../../components/ui/Icon';
import { browserStorage, readStoredSession } from '../../store/session-storage';
import { useT } from '../../i18n';
import { useStoreLoaded, WithStore } from '../store-source';
import { LanguageSwitcher } from './LanguageSwitcher';
import { GuestLinks, navClass } from './nav-links';

/** A signed-in visitor's links come from the store, so it loads at once for them. */
function hasStoredSession(): boolean {
  const storage = browserStorage();
  return Boolean(storage && readStoredSession(storage).token);
}

export function Header() {
  const t = useT();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const storeLoaded = useStoreLoaded();
  const closeMenu = () => setMenuOpen(false);

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to={paths.home()} className="brand" aria-label={t('core.nav.home')}>
          <span className="brand__icon" aria-hidden="true">
            <Icon name="paw" size={20} />
          </span>
          <span className="brand__name">PetVet</span>
        </Link>
        <button
          type="button"
          className="nav-toggle"
          aria-expanded={menuOpen}
          aria-controls="site-nav"
          onClick={() => setMenuOpen((open) => !open)}
        >
          <span className="nav-toggle__bars" aria-hidden="true" />
          <span className="visually-hidden">{t('core.nav.menu')}</span>
        </button>
        <nav
          id="site-nav"
          aria-label={t('core.nav.main')}
          className={`nav${menuOpen ? ' is-open' : ''}`}
          key={location.pathname}
        >
          <NavLink to={paths.search()} className={navClass} onClick={closeMenu}>
            {t('core.nav.findVets')}
          </NavLink>
          <NavLink to={paths.find()} className={navClass} onClick={closeMenu}>
            {t('core.nav.compare')}
          </NavLink>
          <NavLink to={paths.directory()} className={navClass} onClick={closeMenu}>
            {t('core.nav.pricing')}
          </NavLink>
          {storeLoaded || hasStoredSession() ? (
            // A returning signed-in visitor sees their links once the store is there, never the
            // guest's in between.
            <Suspense fallback={null}>
              <WithStore>{(kit) => <kit.SessionLinks onNavigate={closeMenu} />}</WithStore>
            </Suspense>
          ) : (
            <GuestLinks onNavigate={closeMenu} />
          )}
        </nav>
        <LanguageSwitcher />
      </div>
    </header>
  );
}
