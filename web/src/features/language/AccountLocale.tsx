import { isLocale } from '@petvet/shared';
import { useEffect } from 'react';
import { activeLocale } from '../../i18n';
import { onLocaleChosen, switchLocale } from '../../i18n/switch-locale';
import { useAppDispatch, useAppSelector } from '../../store/hooks';
import { loggedIn } from '../../store/session-slice';
import { useSaveAccountSettingsMutation } from './account-locale-api';

/**
 * The account's language follows the person: at sign-in (or a reload) the screens switch to the
 * language the account chose, and a choice made in the header while signed in is kept on the
 * account, so the next device and the emails speak it too.
 */
export function AccountLocale() {
  const dispatch = useAppDispatch();
  const { token, user } = useAppSelector((state) => state.session);
  const [save] = useSaveAccountSettingsMutation();
  const accountLocale = user?.locale;

  useEffect(() => {
    if (isLocale(accountLocale) && accountLocale !== activeLocale()) {
      void switchLocale(accountLocale, false);
    }
  }, [user?.id, accountLocale]);

  useEffect(() => {
    if (!token) return undefined;
    return onLocaleChosen((locale) => {
      void save({ locale })
        .unwrap()
        .then((saved) => dispatch(loggedIn({ token, user: saved })))
        // Offline or refused: the browser keeps the choice; the account keeps its old one.
        .catch(() => undefined);
    });
  }, [token, save, dispatch]);

  return null;
}
