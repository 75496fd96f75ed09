import { useMemo, useState } from 'react';
import { Link, useLocation } from '../../../lib/router';
import { loginRequestSchema, paths } from '@petvet/shared';
import { TextField } from '../../../components/ui/Field';
import { useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
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

export default function LoginPage() {
  const t = useT();
  const title = t('auth.login.title');
  const description = t('auth.login.description');
  usePageMeta(useMemo(() => ({ title, description }), [title, description]));
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
      failureText: (failure) => serverErrorText(failure, t('auth.login.failed')),
    },
  );

  if (challenge)
    return <LoginCodeStep challenge={challenge} onRestart={() => setChallenge(null)} />;
  return (
    <AuthCard
      title={t('auth.login.heading')}
      intro={t('auth.login.intro')}
      label={title}
      onSubmit={submit}
      error={error}
      submitLabel={title}
      busy={isLoading}
      busyLabel={t('auth.login.busy')}
      footer={richText(t('auth.login.noAccount'), {
        link: (text) => (
          <Link to={authPath('register', next, next ? 'type=pet_owner' : '')}>{text}</Link>
        ),
      })}
    >
      {typeof notice === 'string' && (
        <div className="alert alert--success" role="status">
          {notice}
        </div>
      )}
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
      <PasswordInput
        label={t('auth.password')}
        autoComplete="current-password"
        required
        {...field('password')}
      />
      <p className="auth__forgot">
        <Link to={paths.forgotPassword()}>{t('auth.login.forgot')}</Link>
      </p>
    </AuthCard>
  );
}
