import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { LINK_INVALID_TEXT, paths, resetPasswordFormSchema } from '@petvet/shared';
import { serverErrorText } from '../../../lib/errors';
import { fieldErrors } from '../../../lib/form-errors';
import { usePageMeta } from '../../../lib/page-meta';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useConfirmPasswordResetMutation } from '../password-reset-api';
import { AuthCard } from './AuthCard';
import { PasswordInput } from './PasswordInput';
import '../auth.css';

/** What the sign-in page shows above its form after a reset (router state). */
export interface SignInNotice {
  notice: string;
}

/**
 * The emailed link's page: a new password, typed twice, with the registration's rules. Setting it
 * signs every device out and nobody in, so the page then sends to sign-in with a notice.
 */
export default function ResetPasswordPage() {
  usePageMeta(
    useMemo(
      () => ({ title: 'Choose a new password', description: 'Set a new PetVet password.' }),
      [],
    ),
  );
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const token = params.get('token') ?? '';
  const [confirmReset, { isLoading }] = useConfirmPasswordResetMutation();
  const { error, field, submit } = useSchemaForm(
    { newPassword: '', confirmPassword: '' },
    {
      schema: resetPasswordFormSchema,
      readInvalid: (invalid, typed) => {
        const fields = fieldErrors(invalid, typed);
        return { fields, message: fields.confirmPassword ?? fields.newPassword ?? null };
      },
      send: async ({ newPassword }) => {
        // A link without its token cannot set anything: nothing is sent.
        if (!token) throw new Error(LINK_INVALID_TEXT);
        const { message } = await confirmReset({ token, password: newPassword }).unwrap();
        const state: SignInNotice = { notice: message };
        navigate(paths.login(), { replace: true, state });
      },
      failureText: (failure) =>
        failure instanceof Error && failure.message === LINK_INVALID_TEXT
          ? LINK_INVALID_TEXT
          : serverErrorText(failure, 'Your password could not be set. Please try again.'),
    },
  );

  return (
    <AuthCard
      title="Choose a new password"
      intro="Pick a password you do not use anywhere else. Every device signed in to your account will be signed out."
      label="Choose a new password"
      onSubmit={submit}
      error={error}
      submitLabel="Set new password"
      busy={isLoading}
      busyLabel="Saving…"
      footer={
        <>
          Link not working? <Link to={paths.forgotPassword()}>Ask for a new one</Link>
        </>
      }
    >
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        required
        {...field('newPassword')}
      />
      <PasswordInput
        label="Confirm new password"
        autoComplete="new-password"
        required
        {...field('confirmPassword')}
      />
    </AuthCard>
  );
}
