import { paths } from '@petvet/shared';
import type { ReactNode } from 'react';
import { Link } from '../../../lib/router';
import { Icon } from '../../../components/ui/Icon';
import { useT } from '../../../i18n';
import { richText } from '../../../i18n/rich-text';

/** Sign-in or registration that comes back to this booking, with the chosen time kept. */
export function LoginRequiredPanel({ next, intro }: { next: string; intro?: string }) {
  const t = useT();
  const back = encodeURIComponent(next);
  return (
    <div className="card empty-state" data-testid="login-required">
      <div className="empty-state__icon" aria-hidden="true">
        <Icon name="lock" size={28} />
      </div>
      <p className="empty-state__title">
        <strong>{t('booking.gate.loginRequired')}</strong>
      </p>
      <p className="muted">{intro ?? t('booking.gate.kept')}</p>
      <div className="button-row button-row--center">
        <Link to={paths.login(`next=${back}`)} className="btn btn--primary">
          {t('booking.gate.login')}
        </Link>
        <Link to={paths.register(`type=pet_owner&next=${back}`)} className="btn btn--secondary">
          {t('booking.gate.register')}
        </Link>
      </div>
    </div>
  );
}

/** The spec's no-pets panel; the pet can be added right here without leaving the booking. */
export function NoPetsPanel({ children }: { children?: ReactNode }) {
  const t = useT();
  return (
    <div className="card empty-state no-pets" data-testid="no-pets">
      <div className="empty-state__icon" aria-hidden="true">
        <Icon name="paw" size={28} />
      </div>
      <h2 className="empty-state__title">{t('booking.gate.noPetsTitle')}</h2>
      <p>{t('booking.gate.noPetsText')}</p>
      {children}
      <p className="small muted">
        {richText(t('booking.gate.addInDashboard'), {
          link: (text) => <Link to={paths.dashboard('tab=pets')}>{text}</Link>,
        })}
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
