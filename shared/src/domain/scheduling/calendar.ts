/**
 * One bookable calendar's day (a clinician's, or a room's busy time): where a visit fits and
 * whether a chosen span can be claimed. Pure minutes-of-the-day arithmetic over the rules of
 * domain/availability (contiguous published windows, a fixed step from each stretch's start,
 * busy ranges that only touch do not meet).
 */
import {
  AVAILABILITY_STEP_MINUTES,
  fittingStarts,
  spanIsPublished,
  startIsOnStep,
  type AvailabilityWindow,
  type FittingStart,
  type MinuteRange,
} from '../availability';
import { rangesOverlap } from '../time-of-day';

/** A calendar's published time and the time already taken on one date. */
export interface CalendarDay {
  /** The clinician the calendar belongs to. */
  calendarId: string;
  windows: readonly AvailabilityWindow[];
  /** Its live appointments and others' live holds, as minute ranges. */
  busy: readonly MinuteRange[];
}

/** What a service asks of a calendar: its length, the step of its starts, a room, species. */
export interface ServiceRule {
  /** Null: a clinic that lists no services (each slot is booked whole). */
  serviceId: string | null;
  duration: number;
  step?: number;
  /** The room it needs for its whole span; null: none. */
  roomId: string | null;
  /** The species it is for; null: any. */
  species: readonly string[] | null;
}

/** Why a span cannot be claimed on a calendar: off the start grid, outside its time, taken. */
export type ClaimRefusal = 'off_grid' | 'unpublished' | 'busy';

/** Every start on the calendar where the service fits, soonest first. */
export function freeStarts(
  day: CalendarDay,
  rule: Pick<ServiceRule, 'duration' | 'step'>,
  notBefore?: number,
): FittingStart[] {
  return fittingStarts({
    windows: day.windows,
    busy: day.busy,
    duration: rule.duration,
    step: rule.step ?? AVAILABILITY_STEP_MINUTES,
    ...(notBefore === undefined ? {} : { notBefore }),
  });
}

/** The calendar's first free start for the service, or null. */
export function firstFreeStart(
  day: CalendarDay,
  rule: Pick<ServiceRule, 'duration' | 'step'>,
  notBefore?: number,
): FittingStart | null {
  return freeStarts(day, rule, notBefore)[0] ?? null;
}

/**
 * A clinic without services books its published slots whole: the free ones, soonest first, each
 * a visit of the slot's own length.
 */
export function freeWholeSlots(day: CalendarDay, notBefore?: number): FittingStart[] {
  return [...day.windows]
    .sort((a, b) => a.start - b.start)
    .filter((slot) => notBefore === undefined || slot.start >= notBefore)
    .filter((slot) => !day.busy.some((range) => rangesOverlap(range, slot)))
    .map(({ slotId, start, end }) => ({ slotId, start, end }));
}

/** The window a start falls in (the slot a booking there names), if any. */
export function windowAt(day: CalendarDay, start: number): AvailabilityWindow | undefined {
  return day.windows.find((w) => start >= w.start && start < w.end);
}

/**
 * Whether [start, start + duration) can be claimed on the calendar: on its step grid, inside
 * contiguous published time, clear of every busy range. Null when it can.
 */
export function claimRefusal(
  day: CalendarDay,
  span: { start: number; duration: number; step?: number },
): ClaimRefusal | null {
  if (!startIsOnStep(day.windows, span.start, span.step ?? AVAILABILITY_STEP_MINUTES)) {
    return 'off_grid';
  }
  if (!spanIsPublished(day.windows, span.start, span.duration)) return 'unpublished';
  const range = { start: span.start, end: span.start + span.duration };
  return day.busy.some((busy) => rangesOverlap(busy, range)) ? 'busy' : null;
}
