import { useState, type FormEvent } from 'react';
import { TextField } from '../../../components/ui/Field';
import { useT } from '../../../i18n';
import { serverErrorText } from '../../../lib/errors';
import { useLoginTotpMutation } from '../login-code-api';
import { AuthCard, useSignedIn } from './AuthCard';

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
  const t = useT();
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
      setError(serverErrorText(failure, t('auth.code.failed')));
    }
  };

  return (
    <AuthCard
      title={t('auth.code.title')}
      intro={t('auth.code.intro')}
      label={t('auth.code.label')}
      onSubmit={(event) => void submit(event)}
      error={error}
      submitLabel={t('auth.code.submit')}
      busy={isLoading}
      busyLabel={t('auth.code.busy')}
      footer={
        <button type="button" className="link-button" onClick={onRestart}>
          {t('auth.code.restart')}
        </button>
      }
    >
      <TextField
        label={t('auth.code.field')}
        hint={t('auth.code.hint')}
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
