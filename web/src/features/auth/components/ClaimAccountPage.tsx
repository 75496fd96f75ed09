import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { claimAccountRequestSchema, paths } from '@petvet/shared';
import { serverErrorText } from '../../../lib/errors';
import { usePageMeta } from '../../../lib/page-meta';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useClaimAccountMutation } from '../api';
import { AuthCard, useSignedIn } from './AuthCard';
import { PasswordInput } from './PasswordInput';
import '../auth.css';

/**
 * The emailed link of an account a clinic made at its desk: the owner chooses a first password
 * and is signed in. The token comes from the link; the server says when it is used or expired.
 */
export default function ClaimAccountPage() {
  usePageMeta(
    useMemo(
      () => ({ title: 'Set your password', description: 'Claim the account your clinic made.' }),
      [],
    ),
  );
  const [params] = useSearchParams();
  const signedIn = useSignedIn();
  const [claim, { isLoading }] = useClaimAccountMutation();
  const { error, field, submit } = useSchemaForm(
    { password: '' },
    {
      schema: claimAccountRequestSchema,
      input: (v) => ({ ...v, token: params.get('token') ?? '' }),
      readInvalid: (invalid) => ({
        fields: Object.fromEntries(invalid.issues.map((i) => [String(i.path[0]), i.message])),
        message: invalid.issues.find((i) => i.path[0] === 'token')?.message ?? null,
      }),
      send: async (body) => signedIn(await claim(body).unwrap()),
      failureText: (failure) =>
        serverErrorText(failure, 'Your password could not be set. Please try again.'),
    },
  );

  return (
    <AuthCard
      title="Set your password"
      intro="Your clinic booked a visit for you and made you a PetVet account. Choose a password to see and manage your appointments."
      label="Set your password"
      onSubmit={submit}
      error={error}
      submitLabel="Set password and sign in"
      busy={isLoading}
      busyLabel="Saving…"
      footer={
        <>
          Already set one? <Link to={paths.login()}>Sign in</Link>
        </>
      }
    >
      <PasswordInput
        label="New password"
        autoComplete="new-password"
        required
        {...field('password')}
      />
    </AuthCard>
  );
}
