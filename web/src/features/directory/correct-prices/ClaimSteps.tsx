import { useEffect, useState, type FormEvent } from 'react';
import type { PracticeClaim } from '@petvet/shared';
import { TextField } from '../../../components/ui/Field';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
import { formatDate } from '../../../lib/dates';
import { serverErrorText } from '../../../lib/errors';
import { useCheckClaimMutation, usePracticeClaimQuery } from './api';
import { CopyText } from './CopyText';

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
  const t = useT();
  if (claim.method === 'email')
    return (
      <p>
        {richText(t('directory.claim.emailSent', { email: claim.email ?? '' }), {
          strong: (email) => <strong>{email}</strong>,
        })}
      </p>
    );
  if (claim.method === 'file')
    return (
      <ol className="claim-steps">
        <li>
          {t('directory.claim.fileStep1')}
          <CopyText
            label={t('directory.claim.fileAddress')}
            copyLabel={t('directory.claim.copyFileAddress')}
            text={claim.fileUrl ?? ''}
          />
        </li>
        <li>
          {t('directory.claim.fileStep2')}
          <CopyText
            label={t('directory.claim.fileContent')}
            copyLabel={t('directory.claim.copyFileContent')}
            text={claim.token ?? ''}
          />
        </li>
        <li>{t('directory.claim.fileStep3')}</li>
      </ol>
    );
  return (
    <ol className="claim-steps">
      <li>
        {richText(t('directory.claim.metaStep1', { website }), {
          code: (tag) => <code>&lt;{tag}&gt;</code>,
        })}
        <CopyText
          label={t('directory.claim.metaTag')}
          copyLabel={t('directory.claim.copyMetaTag')}
          text={claim.metaTag ?? ''}
        />
      </li>
      <li>{t('directory.claim.metaStep2')}</li>
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
  const t = useT();
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
      setError(serverErrorText(failure, t('directory.claim.checkFailed')));
    }
  };

  const expired = claim.status !== 'verified' && new Date(claim.expiresAt) <= new Date();
  const failure =
    error ?? (claim.status === 'failed' ? claim.failure || t('directory.claim.checkFailed') : null);
  // What the crawler is doing, so a slow site still shows progress.
  const progress = [
    t('directory.claim.checking'),
    claim.method === 'file' && claim.fileUrl
      ? t('directory.claim.readingFile', { url: claim.fileUrl })
      : '',
    claim.method === 'meta' ? t('directory.claim.readingHome', { website }) : '',
    seconds > 0 ? t('directory.claim.seconds', { seconds }) : '',
  ];
  return (
    <form className="stack" onSubmit={submit} aria-label={t('directory.claim.stepsLabel')}>
      <Instructions claim={claim} website={website} />
      {claim.method === 'email' && (
        <TextField
          label={t('directory.claim.code')}
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
        <ErrorBlock>{t('directory.claim.expired')}</ErrorBlock>
      ) : (
        <p className="muted small">
          {t('directory.claim.openUntil', { date: formatDate(claim.expiresAt) })}
        </p>
      )}
      {failure && !inProgress && <ErrorBlock>{failure}</ErrorBlock>}
      {inProgress && (
        <div className="loading" role="status">
          <span className="spinner" aria-hidden="true" />
          <span>{progress.filter(Boolean).join(' ')}</span>
        </div>
      )}
      <div className="button-row">
        {!expired && (
          <button type="submit" className="btn btn--primary" disabled={inProgress}>
            {t('directory.claim.checkNow')}
          </button>
        )}
        <button type="button" className="btn btn--secondary" onClick={onAnotherWay}>
          {expired ? t('directory.claim.startAgain') : t('directory.claim.anotherWay')}
        </button>
      </div>
    </form>
  );
}
