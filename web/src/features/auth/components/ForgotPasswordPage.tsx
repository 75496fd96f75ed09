import { useMemo, useState } from 'react';
import { Link } from '../../../lib/router';
import { paths, passwordResetRequestSchema } from '@petvet/shared';
import { TextField } from '../../../components/ui/Field';
import { useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
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
  const t = useT();
  const title = t('auth.forgot.title');
  const description = t('auth.forgot.description');
  usePageMeta(useMemo(() => ({ title, description }), [title, description]));
  const [requestReset, { isLoading }] = useRequestPasswordResetMutation();
  const [sent, setSent] = useState<string | null>(null);
  const { error, field, submit } = useSchemaForm(
    { email: '' },
    {
      schema: passwordResetRequestSchema,
      send: async (body) => setSent((await requestReset(body).unwrap()).message),
      failureText: (failure) => serverErrorText(failure, t('auth.forgot.failed')),
    },
  );

  if (sent)
    return (
      <section className="auth">
        <div className="card auth__card" aria-live="polite">
          <div className="auth__header">
            <h1>{t('auth.forgot.sentTitle')}</h1>
          </div>
          <div className="alert alert--success auth__done" role="status">
            {sent}
          </div>
          <p className="auth__footer">
            {richText(t('auth.forgot.sentNote'), {
              retry: (text) => (
                <button type="button" className="link-button" onClick={() => setSent(null)}>
                  {text}
                </button>
              ),
            })}
          </p>
          <p className="auth__footer">
            <Link to={paths.login()}>{t('auth.forgot.back')}</Link>
          </p>
        </div>
      </section>
    );
  return (
    <AuthCard
      title={title}
      intro={t('auth.forgot.intro')}
      label={t('auth.forgot.label')}
      onSubmit={submit}
      error={error}
      submitLabel={t('auth.forgot.submit')}
      busy={isLoading}
      busyLabel={t('auth.sending')}
      footer={richText(t('auth.forgot.remembered'), {
        link: (text) => <Link to={paths.login()}>{text}</Link>,
      })}
    >
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        {...field('email')}
      />
    </AuthCard>
  );
}
