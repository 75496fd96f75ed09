import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { registerFormSchema, type UserType } from '@petvet/shared';
import { useAppDispatch } from '../../../app/hooks';
import { loggedIn } from '../../../app/session-slice';
import { TextField } from '../../../components/ui/Field';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { serverErrorText } from '../../../lib/errors';
import { fieldErrors } from '../../../lib/form-errors';
import { usePageMeta } from '../../../lib/page-meta';
import { useRegisterMutation } from '../api';
import { PasswordInput } from './PasswordInput';

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
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [register, { isLoading }] = useRegisterMutation();
  const [form, setForm] = useState({
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    password: '',
    confirmPassword: '',
    userType: presetType(params.get('type')) as UserType,
  });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const set = (key: keyof typeof form) => (e: { target: { value: string } }) =>
    setForm({ ...form, [key]: e.target.value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = registerFormSchema.safeParse(form);
    if (!parsed.success) {
      const found = fieldErrors(parsed.error, form);
      setErrors(found);
      // The spec's password rules read as one message at the top too, match before length.
      setError(
        found.confirmPassword ??
          (found.password?.startsWith('Password must') ? found.password : null),
      );
      return;
    }
    setErrors({});
    const { confirmPassword: _unsent, ...body } = parsed.data;
    try {
      const result = await register(body).unwrap();
      dispatch(loggedIn({ token: result.token, user: result.user }));
      navigate('/dashboard');
    } catch (failure) {
      setError(serverErrorText(failure, REGISTER_FAILED_TEXT));
    }
  };

  return (
    <section className="auth">
      <div className="card auth__card auth__card--wide">
        <div className="auth__header">
          <h1>Create your account</h1>
          <p className="muted">Free for pet owners. Clinics can list and take bookings.</p>
        </div>
        <form className="form" onSubmit={submit} noValidate aria-label="Register">
          {error && <ErrorBlock>{error}</ErrorBlock>}
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
                  checked={form.userType === value}
                  onChange={set('userType')}
                />
                <span>
                  <span className="account-type__title">{title}</span>
                  <span className="account-type__text">{text}</span>
                </span>
              </label>
            ))}
          </fieldset>
          <div className="form-row">
            <TextField
              label="First name"
              name="firstName"
              autoComplete="given-name"
              required
              value={form.firstName}
              error={errors.firstName}
              onChange={set('firstName')}
            />
            <TextField
              label="Last name"
              name="lastName"
              autoComplete="family-name"
              required
              value={form.lastName}
              error={errors.lastName}
              onChange={set('lastName')}
            />
          </div>
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={form.email}
            error={errors.email}
            onChange={set('email')}
          />
          <TextField
            label="Phone (optional)"
            type="tel"
            name="phone"
            autoComplete="tel"
            value={form.phone}
            error={errors.phone}
            onChange={set('phone')}
          />
          <div className="form-row">
            <PasswordInput
              label="Password"
              name="password"
              autoComplete="new-password"
              required
              value={form.password}
              error={errors.password}
              onChange={set('password')}
            />
            <PasswordInput
              label="Confirm password"
              name="confirmPassword"
              autoComplete="new-password"
              required
              value={form.confirmPassword}
              error={errors.confirmPassword}
              onChange={set('confirmPassword')}
            />
          </div>
          <button
            type="submit"
            className="btn btn--primary btn--block btn--lg"
            disabled={isLoading}
          >
            {isLoading ? 'Creating account…' : 'Create Account'}
          </button>
        </form>
        <p className="auth__footer">
          Already have an account? <Link to="/login">Login here</Link>
        </p>
      </div>
    </section>
  );
}
