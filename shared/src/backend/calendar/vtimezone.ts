import { offsetMinutesAt } from '../../domain/booking-window';

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;
/** Observances from a year before to a year after the event: every calendar needs only those. */
const SPAN_DAYS = 366;

interface Transition {
  at: number;
  from: number;
  to: number;
}

const pad = (value: number, width = 2) => String(Math.abs(value)).padStart(width, '0');

/** +0100, -0800, +0530 as iCalendar writes UTC offsets. */
export function formatUtcOffset(minutes: number): string {
  const sign = minutes < 0 ? '-' : '+';
  return `${sign}${pad(Math.trunc(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;
}

/** Local wall time (YYYYMMDDTHHMMSS) of an instant at a given offset. */
function localStamp(at: number, offsetMinutes: number): string {
  return new Date(at + offsetMinutes * MINUTE_MS).toISOString().replace(/[-:]/g, '').slice(0, 15);
}

/** The offset changes of the zone within the span, found by day steps then narrowed to the minute. */
function transitionsAround(timeZone: string, instant: Date): { base: number; list: Transition[] } {
  const start = instant.getTime() - SPAN_DAYS * DAY_MS;
  const offsetAt = (ms: number) => offsetMinutesAt(timeZone, new Date(ms));
  const list: Transition[] = [];
  let previous = offsetAt(start);
  for (let day = 1; day <= 2 * SPAN_DAYS; day += 1) {
    const at = start + day * DAY_MS;
    const offset = offsetAt(at);
    if (offset === previous) continue;
    let low = at - DAY_MS;
    let high = at;
    while (high - low > MINUTE_MS) {
      const mid = low + Math.floor((high - low) / 2 / MINUTE_MS) * MINUTE_MS;
      if (offsetAt(mid) === previous) low = mid;
      else high = mid;
    }
    list.push({ at: high, from: previous, to: offset });
    previous = offset;
  }
  return { base: offsetAt(start), list };
}

/**
 * A VTIMEZONE for the zone as the tz database has it around the event, written as one-off
 * observances (no RRULE), so any calendar reads the event's local time exactly.
 */
export function vtimezoneLines(timeZone: string, instant: Date): string[] {
  const { base, list } = transitionsAround(timeZone, instant);
  const offsets = [base, ...list.map((t) => t.to)];
  const standardOffset = Math.min(...offsets);
  const kind = (offset: number) => (offset > standardOffset ? 'DAYLIGHT' : 'STANDARD');
  const observance = (at: number, from: number, to: number) => [
    `BEGIN:${kind(to)}`,
    `DTSTART:${localStamp(at, from)}`,
    `TZOFFSETFROM:${formatUtcOffset(from)}`,
    `TZOFFSETTO:${formatUtcOffset(to)}`,
    `END:${kind(to)}`,
  ];
  const spanStart = instant.getTime() - SPAN_DAYS * DAY_MS;
  return [
    'BEGIN:VTIMEZONE',
    `TZID:${timeZone}`,
    ...observance(spanStart - (spanStart % MINUTE_MS), base, base),
    ...list.flatMap((t) => observance(t.at, t.from, t.to)),
    'END:VTIMEZONE',
  ];
}
