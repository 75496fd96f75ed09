/**
 * A clinic's date as read from the database (published windows, live appointments, live holds,
 * clinicians), turned into the TeamDay the scheduling core computes from, for one viewer: their
 * own holds hide nothing from them, and an appointment being moved frees its own time.
 */
import type { AvailabilityWindow, MinuteRange } from '../availability';
import { reservedRanges } from '../drop-off-days';
import type { CalendarDay } from './calendar';
import type { TeamClinician, TeamDay } from './team';

export interface TeamWindow extends AvailabilityWindow {
  clinicianId: string;
}

export interface TeamAppointment extends MinuteRange {
  id?: string;
  clinicianId: string | null;
  roomId: string | null;
}

export interface TeamHold extends MinuteRange {
  id?: string;
  ownerId: string;
  clinicianId: string;
}

/** The rows of one clinic's date. */
export interface TeamFacts {
  clinicians: readonly TeamClinician[];
  windows: readonly TeamWindow[];
  appointments: readonly TeamAppointment[];
  holds: readonly TeamHold[];
  /** The date the rows are of: the theatre clinician's drop-off list is held on it. */
  date?: string;
}

/**
 * The time each theatre clinician keeps for the clinic's drop-off list on `date`, from admission
 * start to collection: busy time, so no consultation is offered or booked over the list.
 */
export function keptForDropOff(
  clinicians: readonly TeamClinician[],
  date: string | undefined,
): Array<{ clinicianId: string } & MinuteRange> {
  if (date === undefined) return [];
  return clinicians.flatMap((clinician) =>
    clinician.dropOff
      ? reservedRanges({ ...clinician.dropOff, clinicianId: clinician.id }, date)
      : [],
  );
}

/** The team's day as `viewer` sees it. */
export function teamDayOf(
  facts: TeamFacts,
  viewer: { ownerId?: string | undefined; movingId?: string | undefined; closed?: boolean } = {},
): TeamDay {
  const calendars = new Map<string, CalendarDay & { windows: TeamWindow[]; busy: MinuteRange[] }>();
  const calendar = (id: string) => {
    let day = calendars.get(id);
    if (!day) calendars.set(id, (day = { calendarId: id, windows: [], busy: [] }));
    return day;
  };
  for (const window of facts.windows) calendar(window.clinicianId).windows.push(window);
  const roomBusy = new Map<string, MinuteRange[]>();
  const bookings = new Map<string, number>();
  for (const visit of facts.appointments) {
    if (viewer.movingId !== undefined && visit.id === viewer.movingId) continue;
    const range = { start: visit.start, end: visit.end };
    if (visit.clinicianId !== null) {
      calendar(visit.clinicianId).busy.push(range);
      bookings.set(visit.clinicianId, (bookings.get(visit.clinicianId) ?? 0) + 1);
    }
    if (visit.roomId !== null)
      roomBusy.set(visit.roomId, [...(roomBusy.get(visit.roomId) ?? []), range]);
  }
  for (const hold of facts.holds) {
    if (viewer.ownerId !== undefined && hold.ownerId === viewer.ownerId) continue;
    calendar(hold.clinicianId).busy.push({ start: hold.start, end: hold.end });
  }
  for (const kept of keptForDropOff(facts.clinicians, facts.date)) {
    calendar(kept.clinicianId).busy.push({ start: kept.start, end: kept.end });
  }
  return {
    clinicians: facts.clinicians,
    calendars,
    roomBusy,
    bookings,
    ...(viewer.closed ? { closed: true } : {}),
  };
}
