import type { OwnerAppointment } from '@petvet/shared';
import { zonedTimeLabel } from '../../../lib/zone-label';

/**
 * A visit's start on the clinic's clock and the owner's, when they differ ("09:00 Tokyo time,
 * 00:00 your time"); nothing when both read the same.
 */
export function VisitZone({
  appointment,
  timeZone,
}: {
  appointment: Pick<OwnerAppointment, 'appointmentDate' | 'appointmentTime'>;
  timeZone: string | undefined;
}) {
  const time = appointment.appointmentTime.slice(0, 5);
  const label = zonedTimeLabel({ zone: timeZone, date: appointment.appointmentDate, time });
  if (label === time) return null;
  return <p className="small appt-zone">{label}</p>;
}
