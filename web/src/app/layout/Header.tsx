import { useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loggedOut } from '../../store/session-slice';
import { api } from '../../lib/api';
import { showSignupLinks, useClientSettingsQuery } from '../../lib/site-settings-api';
import { Icon } from '../../components/ui/Icon';

const navClass = ({ isActive }: { isActive: boolean }) =>
  `nav__link${isActive ? ' is-active' : ''}`;

export function Header() {
  const { token, user } = useAppSelector((state) => state.session);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const location = useLocation();
  const [menuOpen, setMenuOpen] = useState(false);
  const signedIn = Boolean(token && user);
  const { data: settings } = useClientSettingsQuery(undefined, { skip: signedIn });
  const linksVisible = showSignupLinks(window.location.hostname, settings?.publicSignupLinks);

  const logout = () => {
    dispatch(loggedOut());
    dispatch(api.util.resetApiState());
    setMenuOpen(false);
    navigate('/');
  };

  return (
    <header className="site-header">
      <div className="container site-header__inner">
        <Link to="/" className="brand" aria-label="PetVet home">
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
          <span className="visually-hidden">Menu</span>
        </button>
        <nav
          id="site-nav"
          aria-label="Main"
          className={`nav${menuOpen ? ' is-open' : ''}`}
          key={location.pathname}
        >
          <NavLink to="/search" className={navClass} onClick={() => setMenuOpen(false)}>
            Find Vets
          </NavLink>
          <NavLink to="/global-vet-search" className={navClass} onClick={() => setMenuOpen(false)}>
            Search by Pricing
          </NavLink>
          {signedIn && user ? (
            <>
              <NavLink to="/dashboard" className={navClass} onClick={() => setMenuOpen(false)}>
                Dashboard
              </NavLink>
              {user.userType === 'pet_owner' && (
                <NavLink to="/pets" className={navClass} onClick={() => setMenuOpen(false)}>
                  My Pets
                </NavLink>
              )}
              <span className="nav__user" data-testid="header-user">
                <span className="nav__avatar" aria-hidden="true">
                  {(user.firstName[0] ?? '').toUpperCase()}
                </span>
                {user.firstName} {user.lastName}
              </span>
              <button type="button" className="btn btn--secondary btn--sm" onClick={logout}>
                Logout
              </button>
            </>
          ) : (
            linksVisible && (
              <>
                <NavLink to="/login" className={navClass} onClick={() => setMenuOpen(false)}>
                  Login
                </NavLink>
                <Link
                  to="/register"
                  className="btn btn--primary btn--sm"
                  onClick={() => setMenuOpen(false)}
                >
                  Register
                </Link>
              </>
            )
          )}
        </nav>
      </div>
    </header>
  );
}
