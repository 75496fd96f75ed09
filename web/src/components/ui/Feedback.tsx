import type { ReactNode } from 'react';
import { useT } from '../../i18n';
import { formatLocale } from '../../lib/format-locale';
import { Icon, type IconName } from './Icon';
import { numberFormat } from '@petvet/shared';

export function Spinner({ label }: { label?: string }) {
  const t = useT();
  return (
    <div className="loading" role="status">
      <span className="spinner" aria-hidden="true" />
      <span>{label ?? t('core.loading')}</span>
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
  const t = useT();
  const rounded = Math.round(rating);
  // "4.0" in English, "4,0" in German: one decimal, in the reader's own style.
  const shown = numberFormat(formatLocale(), {
    minimumFractionDigits: 1,
    maximumFractionDigits: 1,
  }).format(rating);
  return (
    <span className="stars" role="img" aria-label={t('core.ui.stars', { rating: shown, max })}>
      {Array.from({ length: max }, (_, i) => (
        <span key={i} aria-hidden="true" className={i < rounded ? 'star star--on' : 'star'}>
          ★
        </span>
      ))}
    </span>
  );
}
