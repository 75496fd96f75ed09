import { useState } from 'react';
import { changePasswordFormSchema } from '@petvet/shared';
import { Form, SubmitButton } from '../../../components/ui/Form';
import { TextField } from '../../../components/ui/Field';
import { useT } from '../../../i18n';
import { serverErrorText } from '../../../lib/errors';
import { fieldErrors } from '../../../lib/form-errors';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useChangePasswordMutation } from '../password-api';
import '../password.css';

const EMPTY = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * The Security page's change of password: the current one, then the new one twice with the
 * registration's rules. This device stays signed in; every other one is signed out.
 */
export function PasswordSection() {
  const t = useT();
  const [changePassword, { isLoading }] = useChangePasswordMutation();
  const [done, setDone] = useState<string | null>(null);
  const { error, field, submit, setValues } = useSchemaForm(EMPTY, {
    schema: changePasswordFormSchema,
    readInvalid: (invalid, typed) => {
      const fields = fieldErrors(invalid, typed);
      return { fields, message: fields.confirmPassword ?? null };
    },
    send: async ({ currentPassword, newPassword }) => {
      setDone(null);
      const { message } = await changePassword({ currentPassword, newPassword }).unwrap();
      setValues(EMPTY);
      setDone(message);
    },
    failureText: (failure) => serverErrorText(failure, t('account.password.failed')),
  });

  return (
    <section className="card password-section" aria-labelledby="security-password">
      <h2 id="security-password">{t('account.password.title')}</h2>
      <p className="muted">{t('account.password.intro')}</p>
      {done && (
        <div className="alert alert--success" role="status">
          {done}
        </div>
      )}
      <Form label={t('account.password.change')} onSubmit={submit} error={error}>
        <TextField
          label={t('account.password.current')}
          type="password"
          autoComplete="current-password"
          required
          {...field('currentPassword')}
        />
        <div className="form-row">
          <TextField
            label={t('account.password.new')}
            type="password"
            autoComplete="new-password"
            required
            {...field('newPassword')}
          />
          <TextField
            label={t('account.password.confirm')}
            type="password"
            autoComplete="new-password"
            required
            {...field('confirmPassword')}
          />
        </div>
        <div className="form-actions">
          <SubmitButton
            label={t('account.password.change')}
            busy={isLoading}
            busyLabel={t('account.password.busy')}
          />
        </div>
      </Form>
    </section>
  );
}
