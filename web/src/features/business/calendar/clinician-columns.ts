import { addCalendarDays, toMinutes } from '@petvet/shared';
import type { CalendarEntry, CalendarSlot } from './calendar-model';

/** A bookable calendar drawn as a column: a clinician, or a room. */
export interface Bookable {
  id: string;
  name: string;
}

/** One column of the grid: one bookable calendar on one day. */
export interface Lane {
  key: string;
  date: string;
  bookable: Bookable;
}

export const ROW_MINUTES = 15;

/** The Monday of the week a date falls in (the clinic's weeks start on Monday). */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T00:00:00Z`).getUTCDay();
  return addCalendarDays(date, weekday === 0 ? -6 : 1 - weekday);
}

/** The dates a day or week view shows. */
export function viewDates(view: 'day' | 'week', anchor: string): string[] {
  if (view === 'day') return [anchor];
  const monday = mondayOf(anchor);
  return Array.from({ length: 7 }, (_, i) => addCalendarDays(monday, i));
}

/** Day by day, each day's bookable calendars side by side in their own order. */
export function lanesFor(dates: string[], bookables: Bookable[]): Lane[] {
  return dates.flatMap((date) =>
    bookables.map((bookable) => ({ key: `${date}|${bookable.id}`, date, bookable })),
  );
}

/** Where a span sits on the grid: its first 15-minute row (from 0) and how many rows it covers. */
export function rowsOf(start: string, end: string, gridStart: string) {
  const first = Math.floor((toMinutes(start) - toMinutes(gridStart)) / ROW_MINUTES);
  const span = Math.max(1, Math.ceil((toMinutes(end) - toMinutes(start)) / ROW_MINUTES));
  return { first, span };
}

export function rowCount(gridStart: string, gridEnd: string): number {
  return Math.ceil((toMinutes(gridEnd) - toMinutes(gridStart)) / ROW_MINUTES);
}

/**
 * Whose a slot is. The calendar's slots may not name their clinician yet: the clinic's own
 * time-slot list does, by id; a slot neither names is the clinic's first clinician's, as the
 * database's default says.
 */
export function clinicianOfSlot(
  slot: CalendarSlot & { clinicianId?: string | null },
  named: ReadonlyMap<string, string>,
  first: string | undefined,
): string | undefined {
  return slot.clinicianId ?? named.get(slot.id) ?? first;
}

/** The lane a visit belongs to: its clinician's, or in the rooms view its room's (by name). */
export function visitBookable(
  visit: CalendarEntry,
  by: 'clinicians' | 'rooms',
  rooms: Bookable[],
  first: string | undefined,
): string | undefined {
  if (by === 'rooms') return rooms.find((r) => r.name === visit.roomName)?.id;
  return visit.clinicianId ?? first;
}
