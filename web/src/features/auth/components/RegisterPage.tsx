import { useMemo } from 'react';
import { Link, useSearchParams } from 'react-router';
import { registerFormSchema, type UserType } from '@petvet/shared';
import { TextField } from '../../../components/ui/Field';
import { serverErrorText } from '../../../lib/errors';
import { fieldErrors } from '../../../lib/form-errors';
import { usePageMeta } from '../../../lib/page-meta';
import { useSchemaForm } from '../../../lib/use-schema-form';
import { useRegisterMutation } from '../api';
import { authPath } from '../next-path';
import { AuthCard, useNextPath, useSignedIn } from './AuthCard';
import { PasswordInput } from './PasswordInput';
import '../auth.css';

export const REGISTER_FAILED_TEXT = 'Registration failed. Please try again.';

const presetType = (value: string | null): UserType =>
  value === 'vet_business' ? 'vet_business' : 'pet_owner';

export default function RegisterPage() {
  usePageMeta(
    useMemo(
      () => ({
        title: 'Register',
        description: 'Create a free PetVet account for your pets or your clinic.',
      }),
      [],
    ),
  );
  const [params] = useSearchParams();
  const next = useNextPath();
  const signedIn = useSignedIn();
  const [register, { isLoading }] = useRegisterMutation();
  const { values, error, change, field, submit } = useSchemaForm(
    {
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      password: '',
      confirmPassword: '',
      userType: presetType(params.get('type')) as UserType,
    },
    {
      schema: registerFormSchema,
      readInvalid: (invalid, typed) => {
        const fields = fieldErrors(invalid, typed);
        // The password rules read as one message at the top too, match before length.
        const message =
          fields.confirmPassword ??
          (fields.password?.startsWith('Password must') ? fields.password : null);
        return { fields, message };
      },
      send: async ({ confirmPassword: _unsent, ...body }) =>
        signedIn(await register(body).unwrap()),
      failureText: (failure) => serverErrorText(failure, REGISTER_FAILED_TEXT),
    },
  );

  return (
    <AuthCard
      title="Create your account"
      intro="Free for pet owners. Clinics can list and take bookings."
      wide
      label="Register"
      onSubmit={submit}
      error={error}
      submitLabel="Create Account"
      busy={isLoading}
      busyLabel="Creating account…"
      footer={
        <>
          Already have an account? <Link to={authPath('login', next)}>Login here</Link>
        </>
      }
    >
      <fieldset className="account-types">
        <legend>Account type</legend>
        {(
          [
            ['pet_owner', 'Pet Owner', 'Book visits and keep pet records'],
            ['vet_business', 'Veterinary Business', 'List your clinic and take bookings'],
          ] as const
        ).map(([value, title, text]) => (
          <label key={value} className="account-type">
            <input
              type="radio"
              name="userType"
              value={value}
              checked={values.userType === value}
              onChange={change('userType')}
            />
            <span>
              <span className="account-type__title">{title}</span>
              <span className="account-type__text">{text}</span>
            </span>
          </label>
        ))}
      </fieldset>
      <div className="form-row">
        <TextField label="First name" autoComplete="given-name" required {...field('firstName')} />
        <TextField label="Last name" autoComplete="family-name" required {...field('lastName')} />
      </div>
      <TextField label="Email" type="email" autoComplete="email" required {...field('email')} />
      <TextField label="Phone (optional)" type="tel" autoComplete="tel" {...field('phone')} />
      <div className="form-row">
        <PasswordInput
          label="Password"
          autoComplete="new-password"
          required
          {...field('password')}
        />
        <PasswordInput
          label="Confirm password"
          autoComplete="new-password"
          required
          {...field('confirmPassword')}
        />
      </div>
    </AuthCard>
  );
}
