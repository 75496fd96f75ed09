import { useState, type FormEvent } from 'react';
import { useSearchParams } from '../../../lib/router';
import { TextField } from '../../../components/ui/Field';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
import { useT } from '../../../i18n';
import { useCurrentAccountQuery } from '../../../lib/api/current-account';
import { serverErrorText } from '../../../lib/errors';
import {
  useDisableTotpMutation,
  useEnableTotpMutation,
  useSetupTotpMutation,
} from '../second-factor-api';
import { RecoveryCodes } from './RecoveryCodes';
import { TotpQrCode } from './TotpQrCode';
import '../second-factor.css';

/** The query the business dashboard adds when the clinic requires a factor this member lacks. */
export const SECOND_FACTOR_REQUIRED_PARAM = 'second-factor';

/** "ABCD EFGH …": a secret typed by hand is easier to read in groups of four. */
const grouped = (secret: string) => secret.replace(/(.{4})/g, '$1 ').trim();

/**
 * The second factor: set it up (QR code and the secret in text, then a code to prove the app has
 * it), see the recovery codes once, or turn it off with a current code.
 */
export function SecondFactorSection() {
  const t = useT();
  const [params] = useSearchParams();
  const account = useCurrentAccountQuery();
  const [setup, setupState] = useSetupTotpMutation();
  const [enable, enableState] = useEnableTotpMutation();
  const [disable, disableState] = useDisableTotpMutation();
  const [pending, setPending] = useState<{ secret: string; otpauthUrl: string } | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState('');

  const start = async () => {
    setProblem('');
    try {
      setPending(await setup().unwrap());
    } catch (error) {
      setProblem(serverErrorText(error, t('account.totp.setupFailed')));
    }
  };
  const turnOn = async (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    try {
      setCodes((await enable({ code }).unwrap()).recoveryCodes);
      setPending(null);
      setCode('');
    } catch (error) {
      setProblem(serverErrorText(error, t('account.totp.onFailed')));
    }
  };
  const turnOff = async (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    try {
      await disable({ code }).unwrap();
      setCode('');
    } catch (error) {
      setProblem(serverErrorText(error, t('account.totp.offFailed')));
    }
  };
  const done = () => {
    setCodes(null);
    void account.refetch();
  };

  const enabled = account.data?.totpEnabled ?? false;
  const codeField = (label: string, hint: string) => (
    <TextField
      label={label}
      hint={hint}
      inputMode={enabled ? 'text' : 'numeric'}
      autoComplete="one-time-code"
      required
      value={code}
      onChange={(e) => setCode(e.target.value)}
    />
  );

  return (
    <section className="card second-factor" aria-labelledby="security-second-factor">
      <div className="card__header">
        <h2 id="security-second-factor">{t('account.totp.title')}</h2>
        {account.data && (
          <span className={`badge ${enabled || codes ? 'badge--primary' : ''}`}>
            {enabled || codes ? t('account.totp.on') : t('account.totp.off')}
          </span>
        )}
      </div>
      {params.get(SECOND_FACTOR_REQUIRED_PARAM) === 'required' && !enabled && !codes && (
        <p role="status" className="second-factor__required">
          {t('account.totp.required')}
        </p>
      )}
      {problem && <ErrorBlock>{problem}</ErrorBlock>}
      {account.isLoading && <Spinner />}
      {codes ? (
        <RecoveryCodes codes={codes} onDone={done} />
      ) : pending ? (
        <form className="second-factor__setup" onSubmit={(e) => void turnOn(e)}>
          <p>{t('account.totp.scan')}</p>
          <div className="second-factor__pair">
            <TotpQrCode url={pending.otpauthUrl} />
            <div>
              <p className="muted small">{t('account.totp.key')}</p>
              <code className="second-factor__secret" aria-label={t('account.totp.key')}>
                {grouped(pending.secret)}
              </code>
            </div>
          </div>
          {codeField(t('account.totp.code'), t('account.totp.codeHint'))}
          <div className="second-factor__actions">
            <button type="submit" className="btn btn--primary" disabled={enableState.isLoading}>
              {t('account.totp.turnOn')}
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => setPending(null)}>
              {t('common.ui.cancel')}
            </button>
          </div>
        </form>
      ) : enabled ? (
        <form onSubmit={(e) => void turnOff(e)}>
          <p>{t('account.totp.enabled')}</p>
          {codeField(t('account.totp.offCode'), t('account.totp.offHint'))}
          <button type="submit" className="btn btn--secondary" disabled={disableState.isLoading}>
            {t('account.totp.turnOff')}
          </button>
        </form>
      ) : (
        account.data && (
          <div>
            <p>{t('account.totp.intro')}</p>
            <button
              type="button"
              className="btn btn--primary"
              disabled={setupState.isLoading}
              onClick={() => void start()}
            >
              {t('account.totp.setUp')}
            </button>
          </div>
        )
      )}
    </section>
  );
}
