import { paths } from '@petvet/shared';
import type { FormEvent, ReactNode } from 'react';
import { useNavigate, useSearchParams } from '../../../lib/router';
import type { AuthResponse } from '@petvet/shared';
import { useAppDispatch } from '../../../store/hooks';
import { loggedIn } from '../../../store/session-slice';
import { Form, SubmitButton } from '../../../components/ui/Form';
import { NEXT_PARAM, safeNextPath } from '../next-path';

interface AuthCardProps {
  title: string;
  intro: string;
  wide?: boolean;
  /** The form's accessible name. */
  label: string;
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  error: string | null;
  submitLabel: string;
  busy: boolean;
  busyLabel: string;
  /** The line under the card that points to the other auth page. */
  footer: ReactNode;
  children: ReactNode;
}

/** The sign-in and registration card: heading, the form with its wide submit button, a footer. */
export function AuthCard({
  title,
  intro,
  wide,
  label,
  onSubmit,
  error,
  submitLabel,
  busy,
  busyLabel,
  footer,
  children,
}: AuthCardProps) {
  return (
    <section className="auth">
      <div className={`card auth__card${wide ? ' auth__card--wide' : ''}`}>
        <div className="auth__header">
          <h1>{title}</h1>
          <p className="muted">{intro}</p>
        </div>
        <Form label={label} onSubmit={onSubmit} error={error}>
          {children}
          <SubmitButton
            className="btn btn--primary btn--block btn--lg"
            label={submitLabel}
            busy={busy}
            busyLabel={busyLabel}
          />
        </Form>
        <p className="auth__footer">{footer}</p>
      </div>
    </section>
  );
}

/** The same-site page to return to after signing in, from `?next=`; null when absent or unsafe. */
export function useNextPath(): string | null {
  const [params] = useSearchParams();
  return safeNextPath(params.get(NEXT_PARAM));
}

/**
 * After sign-in or registration: keep the session and go back where the visitor came from (a
 * booking half made), else to the dashboard.
 */
export function useSignedIn() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const next = useNextPath();
  return (result: AuthResponse) => {
    dispatch(loggedIn({ token: result.token, user: result.user }));
    navigate(next ?? paths.dashboard(), { replace: Boolean(next) });
  };
}
