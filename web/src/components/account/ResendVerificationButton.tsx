import { useState } from 'react';
import { useResendVerificationMutation } from '../../lib/api/email-verification';
import { useT } from '../../i18n';
import { serverErrorText } from '../../lib/errors';

/** "Resend verification email", with what the server answered (sent, too soon, already done). */
export function ResendVerificationButton() {
  const t = useT();
  const [resend, { isLoading }] = useResendVerificationMutation();
  const [result, setResult] = useState<{ ok: boolean; text: string } | null>(null);
  const send = async () => {
    try {
      setResult({ ok: true, text: (await resend().unwrap()).message });
    } catch (error) {
      setResult({ ok: false, text: serverErrorText(error, t('account.resend.failed')) });
    }
  };
  return (
    <span className="resend-verification">
      <button
        type="button"
        className="btn btn--secondary btn--sm"
        onClick={() => void send()}
        disabled={isLoading}
      >
        {isLoading ? t('account.sending') : t('account.resend.button')}
      </button>
      {result && (
        <span
          className={result.ok ? 'resend-verification__sent' : 'resend-verification__error'}
          role={result.ok ? 'status' : 'alert'}
        >
          {result.text}
        </span>
      )}
    </span>
  );
}
