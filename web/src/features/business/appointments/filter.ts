import { addCalendarDays, todayIn, type BusinessAppointment } from '@petvet/shared';
import { localIsoDate } from '../../../lib/dates';
import { translate, type MessageKey } from '../../../i18n';

export type AppointmentFilter = 'all' | 'today' | 'week' | 'pending' | 'confirmed';

/** A [filter, label] pair whose label is read when shown, so it follows a language switch. */
function filterEntry(filter: AppointmentFilter, key: MessageKey): [AppointmentFilter, string] {
  const entry = [filter] as unknown as [AppointmentFilter, string];
  Object.defineProperty(entry, 1, { get: () => translate(key), enumerable: true });
  return entry;
}

export const APPOINTMENT_FILTERS: Array<[AppointmentFilter, string]> = [
  filterEntry('all', 'clinic.filter.all'),
  filterEntry('today', 'clinic.filter.today'),
  filterEntry('week', 'clinic.filter.week'),
  filterEntry('pending', 'clinic.filter.pending'),
  filterEntry('confirmed', 'clinic.filter.confirmed'),
];

/**
 * Narrows the list the server ordered (upcoming newest first, then past); the order is kept.
 * Today and this week are the clinic's own when its time zone is known.
 */
export function filterAppointments(
  list: BusinessAppointment[],
  filter: AppointmentFilter,
  now = new Date(),
  timeZone?: string,
): BusinessAppointment[] {
  const today = timeZone ? todayIn(timeZone, now) : localIsoDate(now);
  const weekEnd = addCalendarDays(today, 6);
  switch (filter) {
    case 'today':
      return list.filter((a) => a.date === today);
    case 'week':
      return list.filter((a) => a.date >= today && a.date <= weekEnd);
    case 'pending':
    case 'confirmed':
      return list.filter((a) => a.status === filter);
    default:
      return list;
  }
}
