import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router';
import { SECOND_FACTOR_REQUIRED_TEXT } from '@petvet/shared';
import { TextField } from '../../../components/ui/Field';
import { ErrorBlock, Spinner } from '../../../components/ui/Feedback';
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
      setProblem(serverErrorText(error, 'The second factor could not be set up.'));
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
      setProblem(serverErrorText(error, 'The second factor could not be turned on.'));
    }
  };
  const turnOff = async (event: FormEvent) => {
    event.preventDefault();
    setProblem('');
    try {
      await disable({ code }).unwrap();
      setCode('');
    } catch (error) {
      setProblem(serverErrorText(error, 'The second factor could not be turned off.'));
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
        <h2 id="security-second-factor">Second factor</h2>
        {account.data && (
          <span className={`badge ${enabled || codes ? 'badge--primary' : ''}`}>
            {enabled || codes ? 'On' : 'Off'}
          </span>
        )}
      </div>
      {params.get(SECOND_FACTOR_REQUIRED_PARAM) === 'required' && !enabled && !codes && (
        <p role="status" className="second-factor__required">
          {SECOND_FACTOR_REQUIRED_TEXT}
        </p>
      )}
      {problem && <ErrorBlock>{problem}</ErrorBlock>}
      {account.isLoading && <Spinner label="Loading…" />}
      {codes ? (
        <RecoveryCodes codes={codes} onDone={done} />
      ) : pending ? (
        <form className="second-factor__setup" onSubmit={(e) => void turnOn(e)}>
          <p>
            Scan this code with an authenticator app (Google Authenticator, Microsoft Authenticator,
            1Password, …), or type the key below into it.
          </p>
          <div className="second-factor__pair">
            <TotpQrCode url={pending.otpauthUrl} />
            <div>
              <p className="muted small">Setup key</p>
              <code className="second-factor__secret" aria-label="Setup key">
                {grouped(pending.secret)}
              </code>
            </div>
          </div>
          {codeField('Code from the app', 'The six digits the app shows now.')}
          <div className="second-factor__actions">
            <button type="submit" className="btn btn--primary" disabled={enableState.isLoading}>
              Turn on
            </button>
            <button type="button" className="btn btn--secondary" onClick={() => setPending(null)}>
              Cancel
            </button>
          </div>
        </form>
      ) : enabled ? (
        <form onSubmit={(e) => void turnOff(e)}>
          <p>Signing in asks for a code from your authenticator app after your password.</p>
          {codeField('Code to turn it off', 'A code from your app, or one of your recovery codes.')}
          <button type="submit" className="btn btn--secondary" disabled={disableState.isLoading}>
            Turn off
          </button>
        </form>
      ) : (
        account.data && (
          <div>
            <p>
              Add a code from an authenticator app to signing in, so a stolen password alone cannot
              open your account.
            </p>
            <button
              type="button"
              className="btn btn--primary"
              disabled={setupState.isLoading}
              onClick={() => void start()}
            >
              Set up a second factor
            </button>
          </div>
        )
      )}
    </section>
  );
}
