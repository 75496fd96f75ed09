import { StatusBadge } from '../../../components/ui/Feedback';
import { useT, type MessageKey } from '../../../i18n';

const LABELS: Record<string, MessageKey> = {
  pending: 'clinic.status.pending',
  confirmed: 'clinic.status.confirmed',
  cancelled: 'clinic.status.cancelled',
  completed: 'clinic.status.completed',
};

/** The status badge, with a no-show in its own grey-red and written as people say it. */
export function AppointmentStatus({ status }: { status: string }) {
  const t = useT();
  if (status === 'no_show') {
    return <span className="status status--no-show">{t('clinic.status.noShow')}</span>;
  }
  const label = LABELS[status];
  return <StatusBadge status={status} {...(label ? { label: t(label) } : {})} />;
}
