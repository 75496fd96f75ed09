import { Link } from 'react-router';
import { Icon } from '../../../components/ui/Icon';

export const LOGIN_REQUIRED_TEXT = 'Please log in to book an appointment';
export const NO_PETS_TITLE = 'No Pets Found';
export const NO_PETS_TEXT = 'You need to add at least one pet to book an appointment.';

export function LoginRequiredPanel() {
  return (
    <div className="card empty-state">
      <div className="empty-state__icon" aria-hidden="true">
        <Icon name="lock" size={28} />
      </div>
      <p className="empty-state__title">
        <strong>{LOGIN_REQUIRED_TEXT}</strong>
      </p>
      <div className="button-row button-row--center">
        <Link to="/login" className="btn btn--primary">
          Login
        </Link>
        <Link to="/register?type=pet_owner" className="btn btn--secondary">
          Create an account
        </Link>
      </div>
    </div>
  );
}

export function NoPetsPanel() {
  return (
    <div className="card empty-state">
      <div className="empty-state__icon" aria-hidden="true">
        <Icon name="paw" size={28} />
      </div>
      <h2 className="empty-state__title">{NO_PETS_TITLE}</h2>
      <p>{NO_PETS_TEXT}</p>
      <Link to="/dashboard?tab=pets" className="btn btn--primary">
        Add a pet in your dashboard
      </Link>
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
}: {
  id: string;
  name: string;
  value: string;
  checked: boolean;
  onChoose: () => void;
  title: string;
  detail: string;
}) {
  return (
    <div className="slot">
      <input type="radio" id={id} name={name} value={value} checked={checked} onChange={onChoose} />
      <label htmlFor={id}>
        <strong>{title}</strong>
        <span>{detail}</span>
      </label>
    </div>
  );
}
