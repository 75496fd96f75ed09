import { useState } from 'react';
import { changePasswordFormSchema } from '@petvet/shared';
import { Form, SubmitButton } from '../../../components/ui/Form';
import { TextField } from '../../../components/ui/Field';
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
    failureText: (failure) =>
      serverErrorText(failure, 'Your password could not be changed. Please try again.'),
  });

  return (
    <section className="card password-section" aria-labelledby="security-password">
      <h2 id="security-password">Password</h2>
      <p className="muted">
        Changing your password signs you out on every other device. This one stays signed in.
      </p>
      {done && (
        <div className="alert alert--success" role="status">
          {done}
        </div>
      )}
      <Form label="Change password" onSubmit={submit} error={error}>
        <TextField
          label="Current password"
          type="password"
          autoComplete="current-password"
          required
          {...field('currentPassword')}
        />
        <div className="form-row">
          <TextField
            label="New password"
            type="password"
            autoComplete="new-password"
            required
            {...field('newPassword')}
          />
          <TextField
            label="Confirm new password"
            type="password"
            autoComplete="new-password"
            required
            {...field('confirmPassword')}
          />
        </div>
        <div className="form-actions">
          <SubmitButton label="Change password" busy={isLoading} busyLabel="Changing…" />
        </div>
      </Form>
    </section>
  );
}
