import type { ReactNode } from 'react';
import { Icon, type IconName } from './Icon';

export function Spinner({ label = 'Loading…' }: { label?: string }) {
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label}</span>
    </div>
  );
}

export function ErrorBlock({ children }: { children: ReactNode }) {
  return (
    <div className="alert alert--error" role="alert">
      {children}
    </div>
  );
}

export function EmptyState({
  icon,
  title,
  children,
}: {
  icon?: IconName;
  title?: string;
  children?: ReactNode;
}) {
  return (
    <div className="empty-state">
      {icon && (
        <div className="empty-state__icon" aria-hidden="true">
          <Icon name={icon} size={28} />
        </div>
      )}
      {title && <h3 className="empty-state__title">{title}</h3>}
      {children}
    </div>
  );
}

const STATUS_CLASSES: Record<string, string> = {
  confirmed: 'status--confirmed',
  pending: 'status--pending',
  cancelled: 'status--cancelled',
  completed: 'status--completed',
};

/** Appointment status colours: confirmed green, pending amber, cancelled red, completed grey, else blue. */
export function StatusBadge({ status, label }: { status: string; label?: string }) {
  return (
    <span className={`status ${STATUS_CLASSES[status] ?? 'status--other'}`}>{label ?? status}</span>
  );
}

export function Stars({ rating, max = 5 }: { rating: number; max?: number }) {
  const rounded = Math.round(rating);
  return (
    <span className="stars" role="img" aria-label={`${rating.toFixed(1)} out of ${max} stars`}>
      {Array.from({ length: max }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < rounded ? 'star star--on' : 'star'}>
          ★
        </span>
      ))}
    </span>
  );
}
