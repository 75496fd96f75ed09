import { useMemo, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { loginRequestSchema } from '@petvet/shared';
import { useAppDispatch } from '../../../app/hooks';
import { loggedIn } from '../../../app/session-slice';
import { TextField } from '../../../components/ui/Field';
import { ErrorBlock } from '../../../components/ui/Feedback';
import { serverErrorText } from '../../../lib/errors';
import { fieldErrors } from '../../../lib/form-errors';
import { usePageMeta } from '../../../lib/page-meta';
import { useLoginMutation } from '../api';
import { PasswordInput } from './PasswordInput';

export const LOGIN_FAILED_TEXT = 'Login failed. Please try again.';

export default function LoginPage() {
  usePageMeta(
    useMemo(
      () => ({ title: 'Login', description: 'Sign in to book appointments and manage your pets.' }),
      [],
    ),
  );
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [login, { isLoading }] = useLoginMutation();
  const [form, setForm] = useState({ email: '', password: '' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const parsed = loginRequestSchema.safeParse(form);
    if (!parsed.success) {
      setErrors(fieldErrors(parsed.error, form));
      return;
    }
    setErrors({});
    try {
      const result = await login(parsed.data).unwrap();
      dispatch(loggedIn({ token: result.token, user: result.user }));
      navigate('/dashboard');
    } catch (failure) {
      setError(serverErrorText(failure, LOGIN_FAILED_TEXT));
    }
  };

  return (
    <section className="auth">
      <div className="card auth__card">
        <div className="auth__header">
          <h1>Welcome back</h1>
          <p className="muted">Sign in to manage your bookings and pets.</p>
        </div>
        <form className="form" onSubmit={submit} noValidate aria-label="Login">
          {error && <ErrorBlock>{error}</ErrorBlock>}
          <TextField
            label="Email"
            type="email"
            name="email"
            autoComplete="email"
            required
            value={form.email}
            error={errors.email}
            onChange={(e) => setForm({ ...form, email: e.target.value })}
          />
          <PasswordInput
            label="Password"
            name="password"
            autoComplete="current-password"
            required
            value={form.password}
            error={errors.password}
            onChange={(e) => setForm({ ...form, password: e.target.value })}
          />
          <button
            type="submit"
            className="btn btn--primary btn--block btn--lg"
            disabled={isLoading}
          >
            {isLoading ? 'Signing in…' : 'Login'}
          </button>
        </form>
        <p className="auth__footer">
          Don&apos;t have an account? <Link to="/register">Register here</Link>
        </p>
      </div>
    </section>
  );
}
