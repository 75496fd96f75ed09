import type { OwnerAppointment } from '@petvet/shared';
import { useT } from '../../../i18n';
import { viewerTimeOf } from '../../../lib/zone-label';
import { zoneCityName } from './zone-city-name';

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
  const t = useT();
  const time = appointment.appointmentTime.slice(0, 5);
  const mine = viewerTimeOf({ zone: timeZone, date: appointment.appointmentDate, time });
  if (!mine || !timeZone) return null;
  const values = { time, city: zoneCityName(timeZone), viewerTime: mine.time };
  const label = mine.day
    ? t('owner.zone.timesOtherDay', { ...values, viewerDay: mine.day })
    : t('owner.zone.times', values);
  return <p className="small appt-zone">{label}</p>;
}
