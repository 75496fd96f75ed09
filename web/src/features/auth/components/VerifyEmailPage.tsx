import { useEffect, useMemo, useRef, useState } from 'react';
import { Link, useSearchParams } from '../../../lib/router';
import { paths } from '@petvet/shared';
import { Spinner } from '../../../components/ui/Feedback';
import { useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
import { useRefreshSessionUser, useVerifyEmailMutation } from '../../../lib/api/email-verification';
import { serverErrorText } from '../../../lib/errors';
import { usePageMeta } from '../../../lib/page-meta';
import { selectIsAuthenticated, useAppSelector } from '../../../store/hooks';
import '../auth.css';

type Outcome = { state: 'confirming' } | { state: 'done' | 'failed'; text: string };

/**
 * The emailed link of an address to confirm (a new account's, or the new address of a change):
 * it is confirmed as the page opens, once, and the page says how it went. A link that no longer
 * works says where to get a new one (the banner's resend, or the Security page for a change).
 */
export default function VerifyEmailPage() {
  const t = useT();
  const title = t('auth.verify.title');
  const description = t('auth.verify.description');
  usePageMeta(useMemo(() => ({ title, description }), [title, description]));
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const signedIn = useAppSelector(selectIsAuthenticated);
  const unverified = useAppSelector(
    (state) => (state.session.user as { emailVerified?: boolean } | null)?.emailVerified === false,
  );
  const [verify] = useVerifyEmailMutation();
  const refreshSessionUser = useRefreshSessionUser();
  const [answer, setAnswer] = useState<Outcome>({ state: 'confirming' });
  // A link without a token is refused here; nothing is sent.
  const outcome: Outcome = token ? answer : { state: 'failed', text: t('auth.linkInvalid') };
  // A link is used up by its first confirmation: a second render must not send it again.
  const sent = useRef(false);

  useEffect(() => {
    if (sent.current || !token) return;
    sent.current = true;
    verify(token)
      .unwrap()
      .then(({ message }) => {
        setAnswer({ state: 'done', text: message });
        // The banner goes, and a changed address shows; the answer stands if this read fails.
        refreshSessionUser().catch(() => undefined);
      })
      .catch((error: unknown) =>
        setAnswer({
          state: 'failed',
          text: serverErrorText(error, t('auth.verify.failed')),
        }),
      );
  }, [token, verify, refreshSessionUser, t]);

  return (
    <section className="auth">
      <div className="card auth__card verify-email" aria-live="polite">
        <div className="auth__header">
          <h1>{title}</h1>
        </div>
        {outcome.state === 'confirming' && <Spinner label={t('auth.verify.confirming')} />}
        {outcome.state === 'done' && (
          <>
            <div className="alert alert--success" role="status">
              {outcome.text}
            </div>
            <p className="auth__footer">
              {signedIn ? (
                <Link className="btn btn--primary btn--block" to={paths.dashboard()}>
                  {t('auth.verify.dashboard')}
                </Link>
              ) : (
                <Link className="btn btn--primary btn--block" to={paths.login()}>
                  {t('auth.signIn')}
                </Link>
              )}
            </p>
          </>
        )}
        {outcome.state === 'failed' && (
          <>
            <div className="alert alert--error" role="alert">
              {outcome.text}
            </div>
            <p className="auth__footer">
              {!signedIn
                ? richText(t('auth.verify.signInForLink'), {
                    link: (text) => <Link to={paths.login()}>{text}</Link>,
                  })
                : unverified
                  ? // The banner above this card offers the new link.
                    t('auth.verify.useResend')
                  : richText(t('auth.verify.changeOnSecurity'), {
                      link: (text) => <Link to={paths.security()}>{text}</Link>,
                    })}
            </p>
          </>
        )}
      </div>
    </section>
  );
}
