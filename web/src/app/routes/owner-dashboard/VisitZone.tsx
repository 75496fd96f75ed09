import type { OwnerAppointment } from '@petvet/shared';
import { useLocale } from '../../../i18n';
import { zonedTimeLabel } from '../../../lib/zone-label';

/**
 * A visit's start on the clinic's clock and the owner's, when they differ ("09:00 Tokyo time,
 * 00:00 your time"); nothing when both read the same. The card above it already shows the
 * clinic's own time; this line says whose clock that is.
 */
export function VisitZone({
  appointment,
  timeZone,
}: {
  appointment: Pick<OwnerAppointment, 'appointmentDate' | 'appointmentTime'>;
  timeZone: string | undefined;
}) {
  // Read so that a change of language renders the line again.
  useLocale();
  const time = appointment.appointmentTime.slice(0, 5);
  const input = { zone: timeZone, date: appointment.appointmentDate, time };
  const label = zonedTimeLabel(input);
  return label === time ? null : <p className="small appt-zone">{label}</p>;
}
