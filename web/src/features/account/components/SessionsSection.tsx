import { useState } from 'react';
import type { Session } from '@petvet/shared';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { useT } from '../../../i18n';
import { serverErrorText } from '../../../lib/errors';
import { dateTimeFormat } from '../date-time';
import {
  useRevokeOtherSessionsMutation,
  useRevokeSessionMutation,
  useSessionsQuery,
} from '../sessions-api';
import '../sessions.css';

const at = (iso: string) =>
  dateTimeFormat({ dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));

/**
 * Where the account is signed in: each device with its address and times, the one in use marked
 * "This device". Signing a device out here refuses its next request, wherever it is.
 */
export function SessionsSection() {
  const t = useT();
  const sessions = useSessionsQuery();
  const [revoke] = useRevokeSessionMutation();
  const [revokeOthers, othersState] = useRevokeOtherSessionsMutation();
  const [asking, setAsking] = useState(false);
  const [notice, setNotice] = useState('');
  const [problem, setProblem] = useState('');

  const attempt = async (work: () => Promise<unknown>, done: string, failed: string) => {
    setProblem('');
    setNotice('');
    try {
      await work();
      setNotice(done);
    } catch (error) {
      setProblem(serverErrorText(error, failed));
    }
  };
  const signOut = (session: Session) =>
    attempt(
      () => revoke(session.id).unwrap(),
      t('account.sessions.signedOut', { device: session.deviceLabel }),
      t('account.sessions.failed'),
    );
  const signOutOthers = () => {
    setAsking(false);
    void attempt(
      () => revokeOthers().unwrap(),
      t('account.sessions.othersOut'),
      t('account.sessions.othersFailed'),
    );
  };

  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;
  return (
    <section className="card sessions" aria-labelledby="security-sessions">
      <div className="card__header">
        <h2 id="security-sessions">{t('account.sessions.title')}</h2>
        {others > 0 && (
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            disabled={othersState.isLoading}
            onClick={() => setAsking(true)}
          >
            {t('account.sessions.everywhere')}
          </button>
        )}
      </div>
      {notice && (
        <p role="status" className="sessions__notice">
          {notice}
        </p>
      )}
      {problem && <ErrorBlock>{problem}</ErrorBlock>}
      {sessions.isLoading && <Spinner label={t('account.sessions.loading')} />}
      {sessions.isError && <ErrorBlock>{t('account.sessions.loadFailed')}</ErrorBlock>}
      <ul className="sessions__list" aria-label={t('account.sessions.list')}>
        {list.map((s) => (
          <li key={s.id} className="sessions__row" aria-label={s.deviceLabel}>
            <div>
              <h3 className="sessions__device">
                {s.deviceLabel}
                {s.current && (
                  <span className="badge badge--primary">{t('account.sessions.current')}</span>
                )}
              </h3>
              <p className="muted small">
                {t('account.sessions.details', {
                  address: s.address || t('account.sessions.noAddress'),
                  created: at(s.createdAt),
                  seen: at(s.lastSeenAt),
                })}
              </p>
            </div>
            {!s.current && (
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                aria-label={t('account.sessions.signOutLabel', {
                  device: s.deviceLabel,
                  seen: at(s.lastSeenAt),
                })}
                onClick={() => void signOut(s)}
              >
                {t('account.sessions.signOut')}
              </button>
            )}
          </li>
        ))}
      </ul>
      {asking && (
        <ConfirmDialog
          title={t('account.sessions.everywhere')}
          message={t('account.sessions.confirm', { count: others })}
          confirmLabel={t('account.sessions.signOut')}
          onConfirm={signOutOthers}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}
