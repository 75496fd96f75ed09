import { useState } from 'react';
import { changeEmailSchema } from '@petvet/shared';
import { ResendVerificationButton } from '../../../components/account/ResendVerificationButton';
import { Form, SubmitButton } from '../../../components/ui/Form';
import { TextField } from '../../../components/ui/Field';
import { useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';
import { serverErrorText } from '../../../lib/errors';
import { fieldErrors } from '../../../lib/form-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useAppSelector } from '../../../store/hooks';
import { useChangeEmailMutation } from '../email-api';

const EMPTY = { email: '', password: '' };

/**
 * The Security page's email address: the one in use (and whether it is confirmed), and a change
 * of address after the password. The new address must be confirmed from its link; until then the
 * account keeps the current one, which is told of the change.
 */
export function EmailSection() {
  const t = useT();
  const user = useAppSelector((state) => state.session.user);
  const unverified = (user as { emailVerified?: boolean } | null)?.emailVerified === false;
  const [changeEmail, { isLoading }] = useChangeEmailMutation();
  const [sent, setSent] = useState<string | null>(null);
  const { error, field, submit, setValues } = useSchemaForm(EMPTY, {
    schema: changeEmailSchema,
    readInvalid: (invalid, typed) => ({ fields: fieldErrors(invalid, typed), message: null }),
    send: async (body) => {
      setSent(null);
      const { message } = await changeEmail(body).unwrap();
      setValues(EMPTY);
      setSent(message);
    },
    failureText: (failure) => serverErrorText(failure, t('account.email.failed')),
  });

  return (
    <section className="card email-section" aria-labelledby="security-email">
      <h2 id="security-email">{t('account.email.title')}</h2>
      <p>
        {richText(
          t(unverified ? 'account.email.currentUnconfirmed' : 'account.email.current', {
            email: user?.email ?? '',
          }),
          { strong: (text) => <strong>{text}</strong> },
        )}
      </p>
      {unverified && (
        <p>
          <ResendVerificationButton />
        </p>
      )}
      {sent && (
        <div className="alert alert--success" role="status">
          {sent}
        </div>
      )}
      <Form label={t('account.email.change')} onSubmit={submit} error={error}>
        <div className="form-row">
          <TextField
            label={t('account.email.new')}
            type="email"
            autoComplete="email"
            required
            {...field('email')}
          />
          <TextField
            label={t('account.yourPassword')}
            type="password"
            autoComplete="current-password"
            required
            {...field('password')}
          />
        </div>
        <p className="muted small">{t('account.email.note')}</p>
        <div className="form-actions">
          <SubmitButton
            label={t('account.email.change')}
            busy={isLoading}
            busyLabel={t('account.sending')}
          />
        </div>
      </Form>
    </section>
  );
}
