import { addCalendarDays, todayIn, type BusinessAppointment } from '@petvet/shared';
import { localIsoDate } from '../../../lib/dates';

export type AppointmentFilter = 'all' | 'today' | 'week' | 'pending' | 'confirmed';
export const APPOINTMENT_FILTERS: Array<[AppointmentFilter, string]> = [
  ['all', 'All'],
  ['today', 'Today'],
  ['week', 'This Week'],
  ['pending', 'Pending'],
  ['confirmed', 'Confirmed'],
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
