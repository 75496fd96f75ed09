import { StatusBadge } from '../../../components/ui/Feedback';

/** The status badge, with a no-show in its own grey-red and written as people say it. */
export function AppointmentStatus({ status }: { status: string }) {
  if (status === 'no_show') return <span className="status status--no-show">No-show</span>;
  return <StatusBadge status={status} />;
}
