import { paths } from '@petvet/shared';
import { useEffect } from 'react';
import { NavLink, useLocation, useNavigate } from '../../lib/router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loggedOut } from '../../store/session-slice';
import { api } from '../../lib/api';
import { useLogoutMutation } from '../../features/account/sessions-api';
import { useT } from '../../i18n';
import { GuestLinks, navClass } from './nav-links';

const LOGOUT_WAIT_MS = 3000;
/** The path the mounted header last showed; a module value, as the header may remount on the way. */
let shownPath = '';
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The header's links for the session in the store: the signed-in user's, else the guest's. */
export function SessionLinks({ onNavigate }: { onNavigate: () => void }) {
  const t = useT();
  const { token, user } = useAppSelector((state) => state.session);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  // The location on screen, set once a render is committed (by whichever header is mounted).
  const { pathname } = useLocation();
  useEffect(() => {
    shownPath = pathname;
  }, [pathname]);
  const [endSession] = useLogoutMutation();
  if (!token || !user) return <GuestLinks onNavigate={onNavigate} />;

  // The session ends on the server first, so the token is worthless wherever it was copied; the
  // browser signs out anyway when the API cannot be reached within a few seconds.
  const logout = async () => {
    await Promise.race([
      endSession()
        .unwrap()
        .catch(() => undefined),
      pause(LOGOUT_WAIT_MS),
    ]);
    // Home first, and on screen, before the browser forgets the session: signed out while a page
    // for signed-in people still shows, its guard would send the person to the login instead.
    onNavigate();
    await navigate('/');
    for (let waited = 0; shownPath !== '/' && waited < LOGOUT_WAIT_MS; waited += 20) {
      await pause(20);
    }
    dispatch(loggedOut());
    dispatch(api.util.resetApiState());
  };
  return (
    <>
      <NavLink to={paths.dashboard()} className={navClass} onClick={onNavigate}>
        {t('core.nav.dashboard')}
      </NavLink>
      {user.userType === 'pet_owner' && (
        <NavLink to={paths.pets()} className={navClass} onClick={onNavigate}>
          {t('core.nav.myPets')}
        </NavLink>
      )}
      <NavLink to={paths.security()} className={navClass} onClick={onNavigate}>
        {t('core.nav.security')}
      </NavLink>
      <span className="nav__user" data-testid="header-user">
        <span className="nav__avatar" aria-hidden="true">
          {(user.firstName[0] ?? '').toUpperCase()}
        </span>
        <span className="nav__name">
          {user.firstName} {user.lastName}
        </span>
      </span>
      <button type="button" className="btn btn--secondary btn--sm" onClick={() => void logout()}>
        {t('core.nav.logout')}
      </button>
    </>
  );
}
