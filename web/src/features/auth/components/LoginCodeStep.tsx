import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/Field';
import { serverErrorText } from '../../../lib/errors';
import { useLoginTotpMutation } from '../login-code-api';
import { AuthCard, useSignedIn } from './AuthCard';

export const CODE_STEP_FAILED_TEXT = 'The code could not be checked. Please try again.';

/**
 * The sign-in's second step, for an account with a second factor: the password was right, and
 * the challenge it earned is traded for a session with a code from the app or a recovery code.
 */
export function LoginCodeStep({
  challenge,
  onRestart,
}: {
  challenge: string;
  onRestart: () => void;
}) {
  const signedIn = useSignedIn();
  const [verify, { isLoading }] = useLoginTotpMutation();
  const [code, setCode] = useState('');
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setError(null);
    try {
      signedIn(await verify({ challenge, code: code.trim() }).unwrap());
    } catch (failure) {
      setError(serverErrorText(failure, CODE_STEP_FAILED_TEXT));
    }
  };

  return (
    <AuthCard
      title="Enter your code"
      intro="Open your authenticator app and enter the six-digit code it shows for PetVet."
      label="Sign-in code"
      onSubmit={(event) => void submit(event)}
      error={error}
      submitLabel="Verify"
      busy={isLoading}
      busyLabel="Checking…"
      footer={
        <button type="button" className="link-button" onClick={onRestart}>
          Use another account
        </button>
      }
    >
      <TextField
        label="Code"
        hint="Lost your phone? Enter one of your recovery codes instead."
        autoComplete="one-time-code"
        autoFocus
        required
        maxLength={40}
        value={code}
        onChange={(e) => setCode(e.target.value)}
      />
    </AuthCard>
  );
}
