import {
  AppError,
  SLOT_IN_PAST_TEXT,
  SLOT_MAX_DAYS_AHEAD,
  SLOT_TOO_FAR_AHEAD_TEXT,
  addCalendarDays,
  clinicDateTimeAt,
} from '@petvet/shared';

interface DatedSlot {
  date: string;
  startTime: string;
}

/**
 * Slots start after the clinic's current time and at most a year ahead, both on the clinic's own
 * clock: a slot in the past can never be booked, and dates like 9999-12-31 are typing mistakes.
 * The first slot out of bounds is refused with the path of its date (YYYY-MM-DD and HH:MM compare
 * as text).
 */
export function checkSlotBounds(
  slots: readonly DatedSlot[],
  timeZone: string,
  now: Date,
  pathOf: (index: number) => string,
): void {
  const { date: today, time } = clinicDateTimeAt(timeZone, now);
  const last = addCalendarDays(today, SLOT_MAX_DAYS_AHEAD);
  slots.forEach((slot, index) => {
    const past = slot.date < today || (slot.date === today && slot.startTime <= time);
    const tooFar = slot.date > last;
    if (!past && !tooFar) return;
    const text = past ? SLOT_IN_PAST_TEXT : SLOT_TOO_FAR_AHEAD_TEXT;
    throw new AppError('VALIDATION_FAILED', text, [{ path: pathOf(index), message: text }]);
  });
}
