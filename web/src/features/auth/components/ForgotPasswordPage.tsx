import { useMemo, useState } from 'react';
import { Link } from 'react-router';
import { paths, passwordResetRequestSchema } from '@petvet/shared';
import { TextField } from '../../../components/ui/Field';
import { serverErrorText } from '../../../lib/errors';
import { usePageMeta } from '../../../lib/page-meta';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRequestPasswordResetMutation } from '../password-reset-api';
import { AuthCard } from './AuthCard';
import '../auth.css';
import '../password-reset.css';

/**
 * Asks for a link to choose a new password. The answer is the same whether or not the address
 * has an account, so the page says only that a link is on its way if it does.
 */
export default function ForgotPasswordPage() {
  usePageMeta(
    useMemo(
      () => ({
        title: 'Forgot your password?',
        description: 'Get a link by email to choose a new PetVet password.',
      }),
      [],
    ),
  );
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState<string | null>(null);
  const { error, field, submit } = useSchemaForm(
    { email: '' },
    {
      schema: passwordResetRequestSchema,
      send: async (body) => setSent((await requestReset(body).unwrap()).message),
      failureText: (failure) =>
        serverErrorText(failure, 'The link could not be sent. Please try again.'),
    },
  );

  if (sent)
    return (
      <section className="auth">
        <div className="card auth__card" aria-live="polite">
          <div className="auth__header">
            <h1>Check your email</h1>
          </div>
          <div className="alert alert--success auth__done" role="status">
            {sent}
          </div>
          <p className="auth__footer">
            The link works once, for an hour. No email? Check your spam folder, or{' '}
            <button type="button" className="link-button" onClick={() => setSent(null)}>
              try another address
            </button>
            .
          </p>
          <p className="auth__footer">
            <Link to={paths.login()}>Back to sign in</Link>
          </p>
        </div>
      </section>
    );
  return (
    <AuthCard
      title="Forgot your password?"
      intro="Enter your account's email address and we will send you a link to choose a new password."
      label="Forgot password"
      onSubmit={submit}
      error={error}
      submitLabel="Email me a link"
      busy={isLoading}
      busyLabel="Sending…"
      footer={
        <>
          Remembered it? <Link to={paths.login()}>Sign in</Link>
        </>
      }
    >
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
    </AuthCard>
  );
}
