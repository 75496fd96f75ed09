import { useState } from 'react';
import { changeEmailSchema } from '@petvet/shared';
import { ResendVerificationButton } from '../../../components/account/ResendVerificationButton';
import { Form, SubmitButton } from '../../../components/ui/Form';
import { TextField } from '../../../components/ui/Field';
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
    failureText: (failure) =>
      serverErrorText(failure, 'Your address could not be changed. Please try again.'),
  });

  return (
    <section className="card email-section" aria-labelledby="security-email">
      <h2 id="security-email">Email address</h2>
      <p>
        You sign in and receive your emails at <strong>{user?.email}</strong>
        {unverified ? ' (not confirmed yet).' : '.'}
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
      <Form label="Change email address" onSubmit={submit} error={error}>
        <div className="form-row">
          <TextField
            label="New email address"
            type="email"
            autoComplete="email"
            required
            {...field('email')}
          />
          <TextField
            label="Your password"
            type="password"
            autoComplete="current-password"
            required
            {...field('password')}
          />
        </div>
        <p className="muted small">
          We send a link to the new address and tell the current one. Nothing changes until you open
          the link.
        </p>
        <div className="form-actions">
          <SubmitButton label="Change email address" busy={isLoading} busyLabel="Sending…" />
        </div>
      </Form>
    </section>
  );
}
