import { useEffect, useRef, type ReactNode } from 'react';
import type { OwnerAppointment } from '@petvet/shared';
import { StatusBadge } from '../../../components/ui/Feedback';
import { formatDate } from '../../../lib/dates';
import '../appointments.css';

function dateParts(date: string) {
  const d = new Date(`${date}T00:00:00`);
  if (Number.isNaN(d.getTime())) return { day: '', month: '' };
  return { day: String(d.getDate()), month: d.toLocaleDateString('en-GB', { month: 'short' }) };
}

export function AppointmentCard({
  appointment,
  actions,
  statusLabel,
  current = false,
}: {
  appointment: OwnerAppointment;
  actions?: ReactNode;
  /** The status in the reader's words; the raw status when not given. */
  statusLabel?: string;
  /** The visit a link (an email's "Cancel or change") opened: marked and scrolled to. */
  current?: boolean;
}) {
  const { day, month } = dateParts(appointment.appointmentDate);
  const item = useRef<HTMLLIElement>(null);
  useEffect(() => {
    if (current) item.current?.scrollIntoView?.({ block: 'center' });
  }, [current]);
  return (
    <li
      ref={item}
      className={current ? 'card appt appt--current' : 'card appt'}
      data-testid="appointment"
      aria-current={current ? 'true' : undefined}
    >
      <div className="appt__date" aria-hidden="true">
        <span className="appt__day">{day}</span>
        <span className="appt__month">{month}</span>
      </div>
      <div>
        <p className="appt__title">{appointment.businessName}</p>
        <p className="appt__meta">
          {appointment.serviceType} for {appointment.petName}
          {appointment.species ? ` (${appointment.species})` : ''}
        </p>
        <p className="appt__meta">
          {formatDate(appointment.appointmentDate)} at {appointment.appointmentTime.slice(0, 5)}
          {appointment.clinicianName ? ` with ${appointment.clinicianName}` : ''}
          {appointment.duration ? ` · ${appointment.duration} min` : ''}
          {appointment.address ? ` · ${appointment.address}` : ''}
        </p>
        {appointment.notes && <p className="appt__meta">Notes: {appointment.notes}</p>}
      </div>
      <div className="appt__side">
        <StatusBadge status={appointment.status} label={statusLabel} />
        {actions}
      </div>
    </li>
  );
}
