/**
 * Where a service of some length fits in a clinic's day. Pure minutes-of-the-day arithmetic, so
 * the server, the waitlist and tests agree on one rule:
 * - published time is the clinic's windows (its time slots, which never overlap); windows that
 *   touch (one ends as the next starts) form one stretch of contiguous time;
 * - a visit of D minutes starting at s covers [s, s + D) and must lie inside one stretch;
 * - starts run on a fixed step from the stretch's start, so a 60-minute service in 09:00-12:00
 *   can start at 09:00, 09:15, ... 11:00;
 * - a start is refused when its span meets any busy range (live appointments, others' holds);
 *   ranges that only touch do not meet.
 */
import { rangesOverlap } from './time-of-day';

/** Minutes since the day's midnight; `end` is exclusive. */
export interface MinuteRange {
  start: number;
  end: number;
}

/** One published window of the clinic (a time slot) and the id a booking inside it names. */
export interface AvailabilityWindow extends MinuteRange {
  slotId: string;
}

/** A start where the service fits, with the published window it starts in. */
export interface FittingStart {
  slotId: string;
  start: number;
  end: number;
}

/** The default step between offered start times, in minutes. */
export const AVAILABILITY_STEP_MINUTES = 15;

/** Windows sorted by start and joined where they touch; each part keeps its own slot id. */
export function contiguousStretches(
  windows: readonly AvailabilityWindow[],
): AvailabilityWindow[][] {
  const sorted = [...windows].filter((w) => w.end > w.start).sort((a, b) => a.start - b.start);
  const stretches: AvailabilityWindow[][] = [];
  for (const window of sorted) {
    const current = stretches[stretches.length - 1];
    const last = current?.[current.length - 1];
    if (current && last && window.start <= last.end) current.push(window);
    else stretches.push([window]);
  }
  return stretches;
}

/**
 * Every start where a visit of `duration` minutes fits, soonest first. `notBefore` (minutes)
 * drops starts earlier than it, e.g. those already past today.
 */
export function fittingStarts(input: {
  windows: readonly AvailabilityWindow[];
  busy: readonly MinuteRange[];
  duration: number;
  step?: number;
  notBefore?: number;
}): FittingStart[] {
  const { busy, duration } = input;
  const step = input.step ?? AVAILABILITY_STEP_MINUTES;
  if (!(duration > 0) || !(step > 0)) return [];
  const starts: FittingStart[] = [];
  for (const stretch of contiguousStretches(input.windows)) {
    const first = stretch[0];
    const last = stretch[stretch.length - 1];
    if (!first || !last) continue;
    const stretchEnd = Math.max(...stretch.map((w) => w.end));
    for (let start = first.start; start + duration <= stretchEnd; start += step) {
      if (input.notBefore !== undefined && start < input.notBefore) continue;
      const span = { start, end: start + duration };
      if (busy.some((range) => rangesOverlap(span, range))) continue;
      const home = stretch.find((w) => start >= w.start && start < w.end);
      if (home) starts.push({ slotId: home.slotId, ...span });
    }
  }
  return starts;
}

/** Whether [start, start + duration) lies inside contiguous published time (busy ranges aside). */
export function spanIsPublished(
  windows: readonly AvailabilityWindow[],
  start: number,
  duration: number,
): boolean {
  return contiguousStretches(windows).some((stretch) => {
    const first = stretch[0];
    const end = Math.max(...stretch.map((w) => w.end));
    return first !== undefined && start >= first.start && start + duration <= end;
  });
}

/** Whether a start lies on the step grid of the stretch it falls in. */
export function startIsOnStep(
  windows: readonly AvailabilityWindow[],
  start: number,
  step: number = AVAILABILITY_STEP_MINUTES,
): boolean {
  return contiguousStretches(windows).some((stretch) => {
    const first = stretch[0];
    const end = Math.max(...stretch.map((w) => w.end));
    return (
      first !== undefined &&
      start >= first.start &&
      start < end &&
      (start - first.start) % step === 0
    );
  });
}
