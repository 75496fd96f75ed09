import { useState } from 'react';
import type { Session } from '@petvet/shared';
import { ConfirmDialog } from '../../../components/ui/ConfirmDialog';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { serverErrorText } from '../../../lib/errors';
import {
  useRevokeOtherSessionsMutation,
  useRevokeSessionMutation,
  useSessionsQuery,
} from '../sessions-api';
import '../sessions.css';

const when = new Intl.DateTimeFormat(undefined, { dateStyle: 'medium', timeStyle: 'short' });
const at = (iso: string) => when.format(new Date(iso));

/**
 * Where the account is signed in: each device with its address and times, the one in use marked
 * "This device". Signing a device out here refuses its next request, wherever it is.
 */
export function SessionsSection() {
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
      `${session.deviceLabel} was signed out.`,
      'That device could not be signed out.',
    );
  const signOutOthers = () => {
    setAsking(false);
    void attempt(
      () => revokeOthers().unwrap(),
      'Every other device was signed out.',
      'The other devices could not be signed out.',
    );
  };

  const list = sessions.data ?? [];
  const others = list.filter((s) => !s.current).length;
  return (
    <section className="card sessions" aria-labelledby="security-sessions">
      <div className="card__header">
        <h2 id="security-sessions">Where you are signed in</h2>
        {others > 0 && (
          <button
            type="button"
            className="btn btn--secondary btn--sm"
            disabled={othersState.isLoading}
            onClick={() => setAsking(true)}
          >
            Sign out everywhere else
          </button>
        )}
      </div>
      {notice && (
        <p role="status" className="sessions__notice">
          {notice}
        </p>
      )}
      {problem && <ErrorBlock>{problem}</ErrorBlock>}
      {sessions.isLoading && <Spinner label="Loading your sessions…" />}
      {sessions.isError && <ErrorBlock>Your sessions could not be loaded.</ErrorBlock>}
      <ul className="sessions__list" aria-label="Signed-in devices">
        {list.map((s) => (
          <li key={s.id} className="sessions__row" aria-label={s.deviceLabel}>
            <div>
              <h3 className="sessions__device">
                {s.deviceLabel}
                {s.current && <span className="badge badge--primary">This device</span>}
              </h3>
              <p className="muted small">
                {s.address || 'Address unknown'} · signed in {at(s.createdAt)} · last seen{' '}
                {at(s.lastSeenAt)}
              </p>
            </div>
            {!s.current && (
              <button
                type="button"
                className="btn btn--secondary btn--sm"
                aria-label={`Sign out ${s.deviceLabel}, last seen ${at(s.lastSeenAt)}`}
                onClick={() => void signOut(s)}
              >
                Sign out
              </button>
            )}
          </li>
        ))}
      </ul>
      {asking && (
        <ConfirmDialog
          title="Sign out everywhere else"
          message={`Sign out the ${others === 1 ? 'other device' : `${others} other devices`}? This device stays signed in.`}
          confirmLabel="Sign out"
          onConfirm={signOutOthers}
          onCancel={() => setAsking(false)}
        />
      )}
    </section>
  );
}
