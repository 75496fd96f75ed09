import { useEffect, useState, type FormEvent } from 'react';
import { PRICE_TRUST_TEXTS, type PracticeClaim } from '@petvet/shared';
import { TextField } from '../../../components/ui/Field';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { formatDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { useCheckClaimMutation, usePracticeClaimQuery } from './api';
import { CopyText } from './CopyText';
import { CHECK_FAILED_TEXT, CHECKING_TEXT } from './texts';

/** How often the page asks how the crawler's check is going. */
export const CHECK_POLL_MS = 1500;

/** Seconds since the check began, so a slow site still shows progress. */
function useSecondsSince(active: boolean): number {
  const [seconds, setSeconds] = useState(0);
  const [wasActive, setWasActive] = useState(active);
  // A new check counts from zero (adjusted while rendering, as React advises).
  if (active !== wasActive) {
    setWasActive(active);
    setSeconds(0);
  }
  useEffect(() => {
    if (!active) return;
    const timer = setInterval(() => setSeconds((s) => s + 1), 1000);
    return () => clearInterval(timer);
  }, [active]);
  return active ? seconds : 0;
}

function Instructions({ claim, website }: { claim: PracticeClaim; website: string }) {
  if (claim.method === 'email')
    return (
      <p>
        We sent a 6-digit code to <strong>{claim.email}</strong>. It reaches whoever reads that
        address; type it below.
      </p>
    );
  if (claim.method === 'file')
    return (
      <ol className="claim-steps">
        <li>
          Create a plain text file on your website at this exact address:
          <CopyText label="File address" text={claim.fileUrl ?? ''} />
        </li>
        <li>
          Put this text in it, and nothing else:
          <CopyText label="File content" text={claim.token ?? ''} />
        </li>
        <li>Press “Check now”: we read the file from your site.</li>
      </ol>
    );
  return (
    <ol className="claim-steps">
      <li>
        Paste this tag into the <code>&lt;head&gt;</code> of your home page ({website}):
        <CopyText label="Meta tag" text={claim.metaTag ?? ''} />
      </li>
      <li>Publish the page, then press “Check now”: we read your home page.</li>
    </ol>
  );
}

/**
 * A claim under way: what to place on the site (or the emailed code to type), "Check now", and
 * the crawler's progress while it reads the site. A verified claim hands over to the review.
 */
export function ClaimSteps({
  practiceId,
  website,
  claim: given,
  onVerified,
  onAnotherWay,
}: {
  practiceId: string;
  website: string;
  claim: PracticeClaim;
  onVerified: () => void;
  onAnotherWay: () => void;
}) {
  const [check, checking] = useCheckClaimMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);
  // The claim as last known (the list's, then each answer of the check and of the polling), and
  // when it became so: a poll answer from before the latest check is old news.
  const [latest, setLatest] = useState({ claim: given, at: 0 });
  const polling = latest.claim.status === 'checking';
  const polled = usePracticeClaimQuery(
    { practiceId, claimId: given.id },
    { skip: !polling, pollingInterval: CHECK_POLL_MS, refetchOnMountOrArgChange: true },
  );
  const polledAt = polled.fulfilledTimeStamp ?? 0;
  if (polling && polled.data && polled.data.status !== 'checking' && polledAt > latest.at)
    setLatest({ claim: polled.data, at: polledAt });
  const claim = latest.claim;
  const inProgress = claim.status === 'checking' || checking.isLoading;
  const seconds = useSecondsSince(inProgress);

  useEffect(() => {
    if (claim.status === 'verified') onVerified();
  }, [claim.status, onVerified]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const answer = await check({
        practiceId,
        claimId: claim.id,
        ...(claim.method === 'email' ? { code: code.trim() } : {}),
      }).unwrap();
      setLatest({ claim: answer, at: Date.now() });
    } catch (failure) {
      setError(serverErrorText(failure, CHECK_FAILED_TEXT));
    }
  };

  const expired = claim.status !== 'verified' && new Date(claim.expiresAt) <= new Date();
  const failure = error ?? (claim.status === 'failed' ? claim.failure || CHECK_FAILED_TEXT : null);
  return (
    <form className="stack" onSubmit={submit} aria-label="Prove you run this website">
      <Instructions claim={claim} website={website} />
      {claim.method === 'email' && (
        <TextField
          label="Code from the email"
          name="code"
          inputMode="numeric"
          autoComplete="one-time-code"
          pattern="\d{6}"
          maxLength={6}
          required
          value={code}
          onChange={(e) => setCode(e.target.value)}
        />
      )}
      {expired ? (
        <ErrorBlock>{PRICE_TRUST_TEXTS.claimExpired}</ErrorBlock>
      ) : (
        <p className="muted small">This request is open until {formatDate(claim.expiresAt)}.</p>
      )}
      {failure && !inProgress && <ErrorBlock>{failure}</ErrorBlock>}
      {inProgress && (
        <div className="loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>
            {CHECKING_TEXT}{' '}
            {claim.method === 'file' && claim.fileUrl && `Reading ${claim.fileUrl}. `}
            {claim.method === 'meta' && `Reading the home page of ${website}. `}
            {seconds > 0 && `${seconds} s`}
          </span>
        </div>
      )}
      <div className="button-row">
        {!expired && (
          <button type="submit" className="btn btn--primary" disabled={inProgress}>
            Check now
          </button>
        )}
        <button type="button" className="btn btn--secondary" onClick={onAnotherWay}>
          {expired ? 'Start again' : 'Choose another way'}
        </button>
      </div>
    </form>
  );
}
