import { useEffect, useRef, type ReactNode } from 'react';
import type { OwnerAppointment } from '@petvet/shared';
import { useT } from '../../../i18n';
import { formatLocale } from '../../../lib/format-locale';
import { StatusBadge } from '../../../components/ui/Feedback';
import { formatDate } from '../../../lib/dates';
import '../appointments.css';

function dateParts(date: string) {
  const d = new Date(`${date}T00:00:00`);
  if (Number.isNaN(d.getTime())) return { day: '', month: '' };
  return {
    day: String(d.getDate()),
    month: d.toLocaleDateString(formatLocale(), { month: 'short' }),
  };
}

export function AppointmentCard({
  appointment,
  actions,
  statusLabel,
  speciesLabel,
  current = false,
}: {
  appointment: OwnerAppointment;
  actions?: ReactNode;
  /** The status in the reader's words; the raw status when not given. */
  statusLabel?: string;
  /** The species in the reader's words; the stored species when not given. */
  speciesLabel?: string;
  /** The visit a link (an email's "Cancel or change") opened: marked and scrolled to. */
  current?: boolean;
}) {
  const t = useT();
  const { day, month } = dateParts(appointment.appointmentDate);
  const a = appointment;
  const service = { service: a.serviceType, pet: a.petName };
  const when = { date: formatDate(a.appointmentDate), time: a.appointmentTime.slice(0, 5) };
  // The date, the clinician, the length and the address, each only when known.
  const whenLine = [
    a.clinicianName
      ? t('owner.appointment.whenWith', { ...when, clinician: a.clinicianName })
      : t('owner.appointment.when', when),
    a.duration ? t('owner.appointment.minutes', { duration: a.duration }) : '',
    a.address ?? '',
  ]
    .filter(Boolean)
    .join(' · ');
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
          {a.species
            ? t('owner.appointment.serviceForSpecies', {
                ...service,
                species: speciesLabel ?? a.species,
              })
            : t('owner.appointment.serviceFor', service)}
        </p>
        <p className="appt__meta">{whenLine}</p>
        {a.notes && (
          <p className="appt__meta">{t('owner.appointment.notes', { notes: a.notes })}</p>
        )}
      </div>
      <div className="appt__side">
        <StatusBadge status={appointment.status} label={statusLabel} />
        {actions}
      </div>
    </li>
  );
}
