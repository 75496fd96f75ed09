import { useEffect } from 'react';
import { ResendVerificationButton } from '../../../components/account/ResendVerificationButton';
import { useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
import { useCurrentAccountQuery } from '../../../lib/api/current-account';
import { useAppDispatch, useAppSelector } from '../../../store/hooks';
import { loggedIn } from '../../../store/session-slice';
import '../verify-banner.css';

/** Whether the signed-in user was told unverified at sign-in (older stored sessions say nothing). */
const useToldUnverified = () =>
  useAppSelector(
    (state) => (state.session.user as { emailVerified?: boolean } | null)?.emailVerified === false,
  );

/**
 * Shown above every screen to a signed-in person whose address is not confirmed yet: everything
 * works, but reminders and waiting-list offers wait, so the link is offered again here. Only an
 * account told unverified at sign-in asks the server again (it may have been confirmed elsewhere).
 */
export default function VerifyBanner() {
  const t = useT();
  const unverified = useToldUnverified();
  const dispatch = useAppDispatch();
  const token = useAppSelector((state) => state.session.token);
  const { data: account } = useCurrentAccountQuery(undefined, { skip: !unverified });
  useEffect(() => {
    if (token && account?.emailVerified) dispatch(loggedIn({ token, user: account }));
  }, [account, dispatch, token]);
  if (!unverified || !account || account.emailVerified) return null;
  return (
    <aside className="verify-banner" aria-labelledby="verify-banner-title">
      <div className="container verify-banner__inner">
        <p>
          {richText(t('account.banner', { email: account.email }), {
            strong: (text) => <strong id="verify-banner-title">{text}</strong>,
          })}
        </p>
        <ResendVerificationButton />
      </div>
    </aside>
  );
}
