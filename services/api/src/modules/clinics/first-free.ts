import {
  bookingWindowIn,
  fromMinutes,
  isLocalTimePast,
  type NextAvailable,
  type TeamClinician,
} from '@petvet/shared';
import { demandStarts } from '../time-slots/team-offers';
import { demandFor, type Demand } from '../time-slots/availability-plan';
import type { FactBusy, FactWindow, OneClinicNextFreeInput } from './next-free-facts';

export interface BookingWindow {
  first: string;
  last: string;
}

/** One date's published windows and busy ranges, as offersOn reads them. */
export interface FreeDay {
  date: string;
  windows: readonly (FactWindow & { service?: string })[];
  busy: readonly Omit<FactBusy, 'date'>[];
  /** The clinic's clinicians (left out: each calendar the windows name is one). */
  clinicians?: readonly TeamClinician[] | undefined;
}

/**
 * The first start of the demand on one date that can still be booked (the first offersOn would
 * give: the same scheduling core over the clinic's calendars), with the clinic's booking window
 * worked out once for all its dates.
 */
export function firstStartOn(
  day: FreeDay,
  demand: Demand,
  clock: { timeZone: string; now: Date; window: BookingWindow },
): number | undefined {
  const { first, last } = clock.window;
  if (day.date < first || day.date > last || day.windows.length === 0) return undefined;
  const ahead = (start: number) =>
    day.date > first || !isLocalTimePast(clock.timeZone, day.date, fromMinutes(start), clock.now);
  const windows = day.windows.map((window) => ({
    clinicId: '',
    service: '',
    duration: window.end - window.start,
    ...window,
  }));
  return demandStarts(windows, day.busy, demand, {
    clinicians: day.clinicians,
    date: day.date,
  }).find((fit) => ahead(fit.start))?.start;
}

/**
 * Booking windows by time zone for one moment: a page of clinics mostly shares a few zones, and
 * reading the wall clock of a zone is the dearest step of the check.
 */
export function bookingWindows(now: Date): (timeZone: string) => BookingWindow {
  const windows = new Map<string, BookingWindow>();
  return (timeZone) => {
    let window = windows.get(timeZone);
    if (!window) {
      window = bookingWindowIn(timeZone, now);
      windows.set(timeZone, window);
    }
    return window;
  };
}

/**
 * A clinic's next free time from its next-free data: the first start on its today, else on its next
 * date with published time; null when neither has one and no other date in the window has any time.
 * Undefined when that data cannot tell (a later date may still have room, or the database's today
 * is not the clinic's): the whole search must decide.
 */
export function nextFreeFrom(
  facts: OneClinicNextFreeInput,
  clock: { timeZone: string; now: Date; window: BookingWindow },
): NextAvailable | undefined {
  if (facts.today !== clock.window.first) return undefined;
  const demand = demandFor(facts.shortest ? [facts.shortest] : []);
  for (const date of [facts.today, facts.nextDate]) {
    if (date === null) continue;
    const day = {
      date,
      windows: facts.windows.filter((window) => window.date === date),
      busy: facts.busy.filter((range) => range.date === date),
      clinicians: facts.clinicians,
    };
    const start = firstStartOn(day, demand, clock);
    if (start !== undefined) return { date, startTime: fromMinutes(start) };
  }
  return facts.nextDate === null ? null : undefined;
}
