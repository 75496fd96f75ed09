import { paths } from '@petvet/shared';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Icon } from '../../../components/ui/Icon';

export const LOGIN_REQUIRED_TEXT = 'Please log in to book an appointment';
export const NO_PETS_TITLE = 'No Pets Found';
export const NO_PETS_TEXT = 'You need to add at least one pet to book an appointment.';

/** Sign-in or registration that comes back to this booking, with the chosen time kept. */
export function LoginRequiredPanel({ next, intro }: { next: string; intro?: string }) {
  const back = encodeURIComponent(next);
  return (
    <div className="card empty-state" data-testid="login-required">
      <div className="empty-state__icon" aria-hidden="true">
        <Icon name="lock" size={28} />
      </div>
      <p className="empty-state__title">
        <strong>{LOGIN_REQUIRED_TEXT}</strong>
      </p>
      <p className="muted">
        {intro ?? 'Your clinic, date and time are kept: you come straight back here.'}
      </p>
      <div className="button-row button-row--center">
        <Link to={paths.login(`next=${back}`)} className="btn btn--primary">
          Login
        </Link>
        <Link to={paths.register(`type=pet_owner&next=${back}`)} className="btn btn--secondary">
          Create an account
        </Link>
      </div>
    </div>
  );
}

/** The spec's no-pets panel; the pet can be added right here without leaving the booking. */
export function NoPetsPanel({ children }: { children?: ReactNode }) {
  return (
    <div className="card empty-state no-pets" data-testid="no-pets">
      <div className="empty-state__icon" aria-hidden="true">
        <Icon name="paw" size={28} />
      </div>
      <h2 className="empty-state__title">{NO_PETS_TITLE}</h2>
      <p>{NO_PETS_TEXT}</p>
      {children}
      <p className="small muted">
        Or <Link to={paths.dashboard('tab=pets')}>add a pet in your dashboard</Link> with all its
        details.
      </p>
    </div>
  );
}

/** A radio choice drawn as a card: a bold first line and a detail line under it. */
export function ChoiceCard({
  id,
  name,
  value,
  checked,
  onChoose,
  title,
  detail,
  className = 'slot',
  disabled = false,
  extra,
}: {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  onChoose: () => void;
  title: string;
  detail: string;
  className?: string;
  disabled?: boolean;
  /** Text-level marks under the detail (a pet's vaccination badge and allergies). */
  extra?: ReactNode;
}) {
  return (
    <div className={className}>
      <input
        type="radio"
        id={id}
        name={name}
        value={value}
        checked={checked}
        onChange={onChoose}
        disabled={disabled}
      />
      <label htmlFor={id}>
        <strong>{title}</strong>
        <span>{detail}</span>
        {extra}
      </label>
    </div>
  );
}
