import { paths } from '@petvet/shared';
import { NavLink, useNavigate } from 'react-router';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loggedOut } from '../../store/session-slice';
import { api } from '../../lib/api';
import { GuestLinks, navClass } from './nav-links';

/** The header's links for the session in the store: the signed-in user's, else the guest's. */
export function SessionLinks({ onNavigate }: { onNavigate: () => void }) {
  const { token, user } = useAppSelector((state) => state.session);
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  if (!token || !user) return <GuestLinks onNavigate={onNavigate} />;

  const logout = () => {
    dispatch(loggedOut());
    dispatch(api.util.resetApiState());
    onNavigate();
    navigate('/');
  };
  return (
    <>
      <NavLink to={paths.dashboard()} className={navClass} onClick={onNavigate}>
        Dashboard
      </NavLink>
      {user.userType === 'pet_owner' && (
        <NavLink to={paths.pets()} className={navClass} onClick={onNavigate}>
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
  );
}
