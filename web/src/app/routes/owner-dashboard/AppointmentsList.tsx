import { paths } from '@petvet/shared';
import { Link, useSearchParams } from 'react-router';
import type { OwnerAppointment } from '@petvet/shared';
import { EmptyState } from '../../../components/ui/Feedback';
import { AppointmentCard } from '../../../features/appointments/components/AppointmentCard';
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
  // An email's "Cancel or change" link names the visit: it is marked in the list.
  const [params] = useSearchParams();
  const linked = params.get('appointment');
  if (appointments.length === 0) {
    return kind === 'upcoming' ? (
      <EmptyState icon="calendar" title="No upcoming appointments">
        <p>Find a clinic and book a time that suits you.</p>
        <Link to={paths.search()} className="btn btn--primary">
          Find Vets
        </Link>
      </EmptyState>
    ) : (
      <EmptyState icon="clipboard" title="No past appointments yet" />
    );
  }
  return (
    <ul
      className="list owner-appts"
      aria-label={kind === 'upcoming' ? 'Upcoming appointments' : 'Appointment history'}
    >
      {appointments.map((appointment) => (
        <AppointmentCard
          key={appointment.id}
          appointment={appointment}
          current={appointment.id === linked}
          statusLabel={ownerStatusWords(appointment.status)}
          actions={
            kind === 'upcoming' ? (
              <AppointmentActions appointment={appointment} now={now} />
            ) : appointment.status === 'completed' ? (
              reviewed?.has(appointment.id) ? (
                <span className="badge badge--success">Reviewed</span>
              ) : (
                <button
                  type="button"
                  className="btn btn--accent btn--sm"
                  onClick={() => onLeaveReview?.(appointment)}
                >
                  Leave Review
                </button>
              )
            ) : null
          }
        />
      ))}
    </ul>
  );
}
