/**
 * Times of day as the product writes them: "HH:MM" on the wire, "HH:MM:SS" as PostgreSQL reads a
 * `time` back, and minutes since midnight for arithmetic ("08:30" is 510). Pure and browser-safe,
 * so the API, the workers and the web app count minutes the same way.
 */

export const MINUTES_PER_DAY = 24 * 60;
/** 23:59: the latest start a time inside one day can have. */
export const LAST_MINUTE_OF_DAY = MINUTES_PER_DAY - 1;

const ZERO = 48;
const COLON = 58;
const digitAt = (time: string, index: number) => {
  const digit = time.charCodeAt(index) - ZERO;
  return digit >= 0 && digit <= 9 ? digit : Number.NaN;
};

/**
 * Minutes since midnight of "HH:MM" or "HH:MM:SS" (seconds are dropped): "08:30" → 510,
 * "24:00" → 1440. Search reads thousands of times per request, so the usual two-digit shape is
 * read digit by digit; any other shape ("8:30") is split at its colons.
 */
export function toMinutes(time: string): number {
  const twoDigitShape =
    time.length >= 5 &&
    time.charCodeAt(2) === COLON &&
    (time.length === 5 || time.charCodeAt(5) === COLON);
  if (twoDigitShape) {
    const minutes =
      (digitAt(time, 0) * 10 + digitAt(time, 1)) * 60 + digitAt(time, 3) * 10 + digitAt(time, 4);
    if (!Number.isNaN(minutes)) return minutes;
  }
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  return hours * 60 + minutes;
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** "HH:MM" of minutes since midnight: 510 → "08:30", 1440 → "24:00" (a day's end). */
export const fromMinutes = (total: number): string =>
  `${twoDigits(Math.floor(total / 60))}:${twoDigits(total % 60)}`;

/** "HH:MM" of a time read back from PostgreSQL as "HH:MM:SS"; an "HH:MM" stays as it is. */
export const withoutSeconds = (time: string): string => time.slice(0, 5);

/** The time `minutes` later: "09:00" + 30 → "09:30" (past midnight it reads "24:15"). */
export const addMinutes = (time: string, minutes: number): string =>
  fromMinutes(toMinutes(time) + minutes);

/** The time `minutes` later, but never past 23:59: the end of a span drawn inside one day. */
export const addMinutesWithinDay = (time: string, minutes: number): string =>
  fromMinutes(Math.min(toMinutes(time) + minutes, LAST_MINUTE_OF_DAY));

/**
 * Whether two spans of minutes [start, end) share a minute. Spans that only touch (one ends as
 * the next starts) do not overlap: back-to-back visits and slots are allowed everywhere.
 */
export const rangesOverlap = (
  a: { start: number; end: number },
  b: { start: number; end: number },
): boolean => a.start < b.end && b.start < a.end;

/** "8:00 AM", "12:30 PM", "12:00 AM" (a day closing at 24:00 closes at midnight). */
export function twelveHourTime(time: string): string {
  const total = toMinutes(time) % MINUTES_PER_DAY;
  const hours = Math.floor(total / 60);
  const suffix = hours < 12 ? 'AM' : 'PM';
  const shown = hours % 12 === 0 ? 12 : hours % 12;
  return `${shown}:${twoDigits(total % 60)} ${suffix}`;
}
