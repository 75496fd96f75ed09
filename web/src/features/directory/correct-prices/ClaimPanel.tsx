import { useState, type FormEvent } from 'react';
import {
  PRACTICE_CLAIM_METHODS,
  type PracticeClaim,
  type PracticeClaimMethod,
} from '@petvet/shared';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
import { serverErrorText } from '../../../lib/errors';
import { useStartClaimMutation } from './api';
import { ClaimSteps } from './ClaimSteps';
import { METHOD_KEYS, websiteDomain } from './texts';

/** The claim the page resumes: the newest one still open (not verified, not expired). */
export function openClaim(claims: PracticeClaim[], now = new Date()): PracticeClaim | null {
  const newest = claims[0];
  if (!newest || newest.status === 'verified') return null;
  return new Date(newest.expiresAt) > now ? newest : null;
}

function Chooser({
  practiceId,
  website,
  onStarted,
}: {
  practiceId: string;
  website: string;
  onStarted: (claim: PracticeClaim) => void;
}) {
  const t = useT();
  const [method, setMethod] = useState<PracticeClaimMethod>('file');
  const [localPart, setLocalPart] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [start, starting] = useStartClaimMutation();
  const domain = websiteDomain(website);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    try {
      const body = method === 'email' ? { method, localPart: localPart.trim() } : { method };
      onStarted(await start({ practiceId, body }).unwrap());
    } catch (failure) {
      setError(serverErrorText(failure, t('directory.claim.startFailed')));
    }
  };

  return (
    <form className="stack" onSubmit={submit} aria-label={t('directory.claim.chooserLabel')}>
      <p>{t('directory.claim.prove')}</p>
      <fieldset className="claim-methods">
        <legend className="visually-hidden">
          {t('directory.claim.methodsLegend', { website })}
        </legend>
        {PRACTICE_CLAIM_METHODS.map((m) => (
          <label key={m} className={`claim-method${method === m ? ' is-chosen' : ''}`}>
            <input
              type="radio"
              name="method"
              value={m}
              checked={method === m}
              onChange={() => setMethod(m)}
            />
            <span>
              <strong>{t(METHOD_KEYS[m].title)}</strong>
              <span className="muted small" style={{ display: 'block' }}>
                {/* "<head>" is written out: the hint names the tag, it is no markup. */}
                {richText(t(METHOD_KEYS[m].hint), { code: (tag) => `<${tag}>` })}
              </span>
            </span>
          </label>
        ))}
      </fieldset>
      {method === 'email' && (
        <div className="field">
          <label className="field__label" htmlFor="claim-local-part">
            {t('directory.claim.emailAt', { domain })}
          </label>
          <div className="email-at-domain">
            <input
              id="claim-local-part"
              className="input"
              name="localPart"
              autoComplete="off"
              required
              placeholder={t('directory.claim.localPartPlaceholder')}
              value={localPart}
              onChange={(e) => setLocalPart(e.target.value.replace(/@.*$/, ''))}
              aria-describedby="claim-local-part-hint"
            />
            <span className="email-at-domain__suffix">@{domain}</span>
          </div>
          <p id="claim-local-part-hint" className="field__hint">
            {t('directory.claim.localPartHint')}
          </p>
        </div>
      )}
      {error && <ErrorBlock>{error}</ErrorBlock>}
      <div>
        <button type="submit" className="btn btn--primary" disabled={starting.isLoading}>
          {method === 'email' ? t('directory.claim.sendCode') : t('directory.claim.continue')}
        </button>
      </div>
    </form>
  );
}

/**
 * Proving control of the practice's website: choose a way, follow its steps, check. A claim left
 * open (a reload, or back the next day) is resumed where it stood.
 */
export function ClaimPanel({
  practiceId,
  website,
  claims,
  onVerified,
}: {
  practiceId: string;
  website: string;
  claims: PracticeClaim[];
  onVerified: () => void;
}) {
  const resumed = openClaim(claims);
  const [current, setCurrent] = useState<PracticeClaim | null>(resumed);
  const [choosing, setChoosing] = useState(false);
  const claim = choosing ? null : (current ?? resumed);
  const t = useT();
  return (
    <section className="card stack" aria-labelledby="claim-title">
      <h2 id="claim-title">{t('directory.claim.title', { website })}</h2>
      {claim ? (
        <ClaimSteps
          key={claim.id}
          practiceId={practiceId}
          website={website}
          claim={claim}
          onVerified={onVerified}
          onAnotherWay={() => setChoosing(true)}
        />
      ) : (
        <Chooser
          practiceId={practiceId}
          website={website}
          onStarted={(started) => {
            setCurrent(started);
            setChoosing(false);
          }}
        />
      )}
    </section>
  );
}
