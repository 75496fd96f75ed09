import { BOOKING_WINDOW_DAYS } from '../constants';

/**
 * The booking window and "already past" rules, decided in the clinic's own IANA time zone.
 * Pure functions over an instant, so the browser and the server agree and tests can fix the clock.
 * Only Intl.DateTimeFormat is used: it carries the tz database, daylight saving included.
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

export function isKnownTimeZone(timeZone: string): boolean {
  try {
    formatterFor(timeZone);
    return true;
  } catch {
    return false;
  }
}

interface WallClock {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

function wallClockAt(timeZone: string, instant: Date): WallClock {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

/** The zone's offset from UTC at that instant, in minutes (London summer: 60, Los Angeles winter: -480). */
export function offsetMinutesAt(timeZone: string, instant: Date): number {
  const wall = wallClockAt(timeZone, instant);
  const asUtc = Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
  const whole = Math.floor(instant.getTime() / 1000) * 1000;
  return Math.round((asUtc - whole) / MINUTE_MS);
}

/** The local date (YYYY-MM-DD) and time (HH:MM) in the zone at that instant. */
export function clinicDateTimeAt(timeZone: string, instant: Date): { date: string; time: string } {
  const wall = wallClockAt(timeZone, instant);
  return {
    date: `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`,
    time: `${pad(wall.hour)}:${pad(wall.minute)}`,
  };
}

/** Today's date in the zone: the clinic's "today", which may differ from the caller's. */
export function todayIn(timeZone: string, instant: Date): string {
  return clinicDateTimeAt(timeZone, instant).date;
}

/** Calendar arithmetic on YYYY-MM-DD, independent of any zone. */
export function addCalendarDays(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number);
  const moved = new Date(Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1) + days * DAY_MS);
  return moved.toISOString().slice(0, 10);
}

/** First and last bookable dates (inclusive) for a clinic at that instant. */
export function bookingWindowIn(
  timeZone: string,
  instant: Date,
  days: number = BOOKING_WINDOW_DAYS,
): { first: string; last: string } {
  const first = todayIn(timeZone, instant);
  return { first, last: addCalendarDays(first, days) };
}

/** Whether a local date lies within today..today+60 in the clinic's zone. */
export function isDateInBookingWindow(
  timeZone: string,
  date: string,
  instant: Date,
  days: number = BOOKING_WINDOW_DAYS,
): boolean {
  const { first, last } = bookingWindowIn(timeZone, instant, days);
  // YYYY-MM-DD strings order like the dates they name.
  return date >= first && date <= last;
}

/**
 * The instant a local wall-clock time names in the zone. Like Temporal's "compatible" choice:
 * a time repeated when clocks go back means its first occurrence; a time skipped when clocks go
 * forward is read with the offset before the change (01:30 on London's spring day is 02:30 BST).
 */
export function zonedTimeToInstant(timeZone: string, date: string, time: string): Date {
  const [year, month, day] = date.split('-').map(Number);
  const [hour, minute] = time.split(':').map(Number);
  const wallAsUtc = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1, hour ?? 0, minute ?? 0);
  // One day either side of the wall time brackets any single daylight-saving change.
  const offsetBefore = offsetMinutesAt(timeZone, new Date(wallAsUtc - DAY_MS));
  const offsetAfter = offsetMinutesAt(timeZone, new Date(wallAsUtc + DAY_MS));
  const matches = [offsetBefore, offsetAfter]
    .map((offset) => wallAsUtc - offset * MINUTE_MS)
    .filter((candidate) => {
      const wall = clinicDateTimeAt(timeZone, new Date(candidate));
      return wall.date === date && wall.time === time.slice(0, 5);
    })
    .sort((a, b) => a - b);
  const chosen = matches[0] ?? wallAsUtc - offsetBefore * MINUTE_MS;
  return new Date(chosen);
}

/** Whether a local date and time in the zone has already begun at that instant. */
export function isLocalTimePast(
  timeZone: string,
  date: string,
  time: string,
  instant: Date,
): boolean {
  return zonedTimeToInstant(timeZone, date, time).getTime() <= instant.getTime();
}

export type BookabilityVerdict = 'bookable' | 'past' | 'beyond_window';

/** The whole booking-time rule for one slot: not begun yet and inside the 60-day window. */
export function bookabilityOf(
  timeZone: string,
  date: string,
  time: string,
  instant: Date,
  days: number = BOOKING_WINDOW_DAYS,
): BookabilityVerdict {
  const { first, last } = bookingWindowIn(timeZone, instant, days);
  if (date < first || isLocalTimePast(timeZone, date, time, instant)) return 'past';
  if (date > last) return 'beyond_window';
  return 'bookable';
}
