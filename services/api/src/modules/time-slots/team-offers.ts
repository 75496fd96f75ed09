import {
  keptForDropOff,
  teamStarts,
  type MinuteRange,
  type ServiceRule,
  type TeamClinician,
  type TeamDay,
} from '@petvet/shared';
import type { DatedBusy, DatedWindow, Demand } from './availability-shapes';

/** A busy range of a clinic's date: whose (a clinician's, a room's, or the whole clinic's). */
export type TeamBusy = (DatedBusy | MinuteRange) & {
  clinicianId?: string | null;
  roomId?: string | null;
  /** Appointments count towards "any available"'s load; holds do not. */
  kind?: 'appointment' | 'hold';
};

// Rows read without a clinician (older callers, a clinic of one) are the clinic's one calendar.
const ONE_CALENDAR = '';

/**
 * The TeamDay of a clinic's date from its rows: each clinician's windows and busy ranges, the
 * rooms' busy ranges, each clinician's live bookings. Busy time that names no clinician takes
 * every calendar's time, as it took the clinic's before calendars were split. The theatre
 * clinician's drop-off list on `date` (by default the windows' date) is busy time too.
 */
export function teamDayFrom(
  windows: readonly DatedWindow[],
  busy: readonly TeamBusy[],
  clinicians: readonly TeamClinician[] | undefined,
  closed = false,
  date: string | undefined = windows[0]?.date,
): TeamDay {
  const calendars = new Map<
    string,
    { calendarId: string; windows: DatedWindow[]; busy: MinuteRange[] }
  >();
  const calendar = (id: string) => {
    let day = calendars.get(id);
    if (!day) calendars.set(id, (day = { calendarId: id, windows: [], busy: [] }));
    return day;
  };
  for (const window of windows) calendar(window.clinicianId ?? ONE_CALENDAR).windows.push(window);
  for (const clinician of clinicians ?? []) calendar(clinician.id);
  const roomBusy = new Map<string, MinuteRange[]>();
  const bookings = new Map<string, number>();
  for (const range of busy) {
    const span = { start: range.start, end: range.end };
    if (range.roomId) roomBusy.set(range.roomId, [...(roomBusy.get(range.roomId) ?? []), span]);
    if (range.clinicianId === null) continue;
    if (range.clinicianId === undefined) {
      for (const day of calendars.values()) day.busy.push(span);
      continue;
    }
    calendar(range.clinicianId).busy.push(span);
    if (range.kind !== 'hold') {
      bookings.set(range.clinicianId, (bookings.get(range.clinicianId) ?? 0) + 1);
    }
  }
  // The theatre clinician's drop-off list keeps their time (not a booking: no load).
  for (const kept of keptForDropOff(clinicians ?? [], date)) {
    calendar(kept.clinicianId).busy.push({ start: kept.start, end: kept.end });
  }
  const team: TeamClinician[] =
    clinicians && clinicians.length > 0
      ? [...clinicians]
      : [...calendars.keys()].map((id) => ({
          id,
          name: '',
          hiredAt: '',
          serviceIds: null,
          removed: false,
        }));
  return { clinicians: team, calendars, roomBusy, bookings, ...(closed ? { closed } : {}) };
}

/** The scheduling core's rule for a demand: a service, or published slots booked whole. */
export function ruleOfDemand(demand: Demand): ServiceRule {
  if (demand.kind === 'slots') return { serviceId: null, duration: 0, roomId: null, species: null };
  const { service } = demand;
  return {
    serviceId: service.id,
    duration: service.duration,
    roomId: service.roomId ?? null,
    species: service.species ?? null,
  };
}

/** Free starts of a demand on a team's date: one per start time, or one clinician's. */
export function demandStarts(
  windows: readonly DatedWindow[],
  busy: readonly TeamBusy[],
  demand: Demand,
  options: {
    clinicians?: readonly TeamClinician[] | undefined;
    clinicianId?: string | undefined;
    date?: string | undefined;
  },
) {
  // A drop-off is admitted by the day: it has no start times to offer.
  if (demand.kind === 'service' && demand.service.bookingMode === 'drop_off') return [];
  const wanted = demand.kind === 'slots' ? demand.serviceName?.trim().toLowerCase() : undefined;
  // Published slots booked whole: only those of the named service, not already booked.
  const usable =
    demand.kind === 'slots'
      ? windows.filter(
          (slot) =>
            !slot.isBooked &&
            (wanted === undefined || slot.service.trim().toLowerCase() === wanted),
        )
      : windows;
  const team = teamDayFrom(usable, busy, options.clinicians, false, options.date);
  return teamStarts(team, ruleOfDemand(demand), {
    clinicianId: options.clinicianId,
    wholeSlots: demand.kind === 'slots',
  });
}
