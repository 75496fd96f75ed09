import { paths } from '@petvet/shared';
import { Link, useSearchParams } from '../../../lib/router';
import type { OwnerAppointment } from '@petvet/shared';
import { useT } from '../../../i18n';
import { EmptyState } from '../../../components/ui/Feedback';
import { AppointmentCard } from '../../../features/appointments/components/AppointmentCard';
import { speciesName } from '../../../features/pets/pet-display';
import { AppointmentActions } from './AppointmentActions';
import { ownerStatusWords } from './status-words';
import './owner-dashboard.css';

interface AppointmentsListProps {
  kind: 'upcoming' | 'history';
  appointments: OwnerAppointment[];
  reviewed?: Set<string | null>;
  onLeaveReview?: (appointment: OwnerAppointment) => void;
  /** The clock the clinic's cut-off is read against. */
  now?: Date;
}

export function AppointmentsList({
  kind,
  appointments,
  reviewed,
  onLeaveReview,
  now = new Date(),
}: AppointmentsListProps) {
  const t = useT();
  // An email's "Cancel or change" link names the visit: it is marked in the list.
  const [params] = useSearchParams();
  const linked = params.get('appointment');
  if (appointments.length === 0) {
    return kind === 'upcoming' ? (
      <EmptyState icon="calendar" title={t('owner.appointments.noUpcoming')}>
        <p>{t('owner.appointments.noUpcomingHint')}</p>
        <Link to={paths.search()} className="btn btn--primary">
          {t('owner.appointments.findVets')}
        </Link>
      </EmptyState>
    ) : (
      <EmptyState icon="clipboard" title={t('owner.appointments.noPast')} />
    );
  }
  return (
    <ul
      className="list owner-appts"
      aria-label={t(
        kind === 'upcoming' ? 'owner.appointments.upcomingList' : 'owner.appointments.historyList',
      )}
    >
      {appointments.map((appointment) => (
        <AppointmentCard
          key={appointment.id}
          appointment={appointment}
          current={appointment.id === linked}
          statusLabel={ownerStatusWords(appointment.status)}
          speciesLabel={appointment.species ? speciesName(appointment.species) : undefined}
          actions={
            kind === 'upcoming' ? (
              <AppointmentActions appointment={appointment} now={now} />
            ) : appointment.status === 'completed' ? (
              reviewed?.has(appointment.id) ? (
                <span className="badge badge--success">{t('owner.appointments.reviewed')}</span>
              ) : (
                <button
                  type="button"
                  className="btn btn--accent btn--sm"
                  onClick={() => onLeaveReview?.(appointment)}
                >
                  {t('owner.appointments.leaveReview')}
                </button>
              )
            ) : null
          }
        />
      ))}
    </ul>
  );
}
