import { useMemo } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { INVITATION_INVALID_TEXT, invitationAcceptSchema, paths } from '@petvet/shared';
import { useAppDispatch } from '../../../store/hooks';
import { loggedIn } from '../../../store/session-slice';
import { TextField } from '../../../components/ui/Field';
import { serverErrorText } from '../../../lib/errors';
import { fieldErrors } from '../../../lib/form-errors';
import { usePageMeta } from '../../../lib/page-meta';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useAcceptInvitationMutation } from '../invitation-api';
import { AuthCard } from './AuthCard';
import { PasswordInput } from './PasswordInput';
import '../auth.css';

export const PASSWORDS_DIFFER_TEXT = 'The two passwords do not match';

/**
 * The link of a staff invitation: the invited person names themselves and chooses a password,
 * and is signed in for the clinic. The server says when the link has expired or was used.
 */
export default function JoinPage() {
  usePageMeta(
    useMemo(
      () => ({ title: 'Join your clinic', description: 'Accept an invitation to a clinic team.' }),
      [],
    ),
  );
  const [params] = useSearchParams();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [accept, { isLoading }] = useAcceptInvitationMutation();
  const { error, field, submit } = useSchemaForm(
    { firstName: '', lastName: '', password: '', confirm: '' },
    {
      schema: invitationAcceptSchema
        .extend({ confirm: invitationAcceptSchema.shape.password })
        .refine((v) => v.password === v.confirm, {
          path: ['confirm'],
          message: PASSWORDS_DIFFER_TEXT,
        }),
      input: (v) => ({ ...v, token: params.get('token') ?? '' }),
      readInvalid: (invalid, values) => ({
        fields: fieldErrors(invalid, values, { confirm: 'Confirm password' }),
        message: invalid.issues.some((i) => i.path[0] === 'token') ? INVITATION_INVALID_TEXT : null,
      }),
      send: async ({ token, firstName, lastName, password }) => {
        const result = await accept({ token, firstName, lastName, password }).unwrap();
        dispatch(loggedIn({ token: result.token, user: result.user }));
        navigate(paths.clinicDashboard(), { replace: true });
      },
      failureText: (failure) =>
        serverErrorText(failure, 'The invitation could not be accepted. Please try again.'),
    },
  );

  return (
    <AuthCard
      title="Join your clinic on PetVet"
      intro="Your clinic invited you to its team. Tell us your name and choose a password to sign in."
      label="Join the clinic"
      onSubmit={submit}
      error={error}
      submitLabel="Join the clinic"
      busy={isLoading}
      busyLabel="Joining…"
      footer={
        <>
          Already joined? <Link to={paths.login()}>Sign in</Link>
        </>
      }
    >
      <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
      <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
      <PasswordInput label="Password" autoComplete="new-password" required {...field('password')} />
      <PasswordInput
        label="Confirm password"
        autoComplete="new-password"
        required
        {...field('confirm')}
      />
    </AuthCard>
  );
}
