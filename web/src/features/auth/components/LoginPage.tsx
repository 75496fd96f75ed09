import { useMemo, useState } from 'react';
import { Link, useLocation } from 'react-router';
import { loginRequestSchema, paths } from '@petvet/shared';
import { TextField } from '../../../components/ui/Field';
import { serverErrorText } from '../../../lib/errors';
import { usePageMeta } from '../../../lib/page-meta';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useLoginMutation } from '../api';
import { authPath } from '../next-path';
import { AuthCard, useNextPath, useSignedIn } from './AuthCard';
import { LoginCodeStep } from './LoginCodeStep';
import { PasswordInput } from './PasswordInput';
import '../auth.css';
import '../password-reset.css';

export const LOGIN_FAILED_TEXT = 'Login failed. Please try again.';

export default function LoginPage() {
  usePageMeta(
    useMemo(
      () => ({ title: 'Login', description: 'Sign in to book appointments and manage your pets.' }),
      [],
    ),
  );
  const next = useNextPath();
  // Set by the new-password page: the reset is done and every device signed out.
  const notice = (useLocation().state as { notice?: unknown } | null)?.notice;
  const signedIn = useSignedIn();
  const [login, { isLoading }] = useLoginMutation();
  // Set when the account has a second factor: the code step replaces the password form.
  const [challenge, setChallenge] = useState<string | null>(null);
  const { error, field, submit } = useSchemaForm(
    { email: '', password: '' },
    {
      schema: loginRequestSchema,
      send: async (body) => {
        const answer = await login(body).unwrap();
        if ('totpRequired' in answer) setChallenge(answer.challenge);
        else signedIn(answer);
      },
      failureText: (failure) => serverErrorText(failure, LOGIN_FAILED_TEXT),
    },
  );

  if (challenge)
    return <LoginCodeStep challenge={challenge} onRestart={() => setChallenge(null)} />;
  return (
    <AuthCard
      title="Welcome back"
      intro="Sign in to manage your bookings and pets."
      label="Login"
      onSubmit={submit}
      error={error}
      submitLabel="Login"
      busy={isLoading}
      busyLabel="Signing in…"
      footer={
        <>
          Don&apos;t have an account?{' '}
          <Link to={authPath('register', next, next ? 'type=pet_owner' : '')}>Register here</Link>
        </>
      }
    >
      {typeof notice === 'string' && (
        <div className="alert alert--success" role="status">
          {notice}
        </div>
      )}
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <PasswordInput
        label="Password"
        autoComplete="current-password"
        required
        {...field('password')}
      />
      <p className="auth__forgot">
        <Link to={paths.forgotPassword()}>Forgot password?</Link>
      </p>
    </AuthCard>
  );
}
