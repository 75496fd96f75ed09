import {
  AppError,
  SLOT_IN_PAST_TEXT,
  SLOT_MAX_DAYS_AHEAD,
  SLOT_TOO_FAR_AHEAD_TEXT,
  addCalendarDays,
  todayIn,
} from '@petvet/shared';

interface DatedSlot {
  date: string;
}

/**
 * Slots are dated from the clinic's today to a year ahead, on its own calendar: a date in the
 * past can never be booked, and dates like 9999-12-31 are typing mistakes. Today's hours that
 * have passed are not refused: the browser that generates them may run a few minutes behind, and
 * availability never offers a slot whose start has passed. The first slot out of bounds is
 * refused with the path of its date (YYYY-MM-DD compares as text).
 */
export function checkSlotBounds(
  slots: readonly DatedSlot[],
  timeZone: string,
  now: Date,
  pathOf: (index: number) => string,
): void {
  const today = todayIn(timeZone, now);
  const last = addCalendarDays(today, SLOT_MAX_DAYS_AHEAD);
  slots.forEach((slot, index) => {
    if (slot.date >= today && slot.date <= last) return;
    const text = slot.date < today ? SLOT_IN_PAST_TEXT : SLOT_TOO_FAR_AHEAD_TEXT;
    throw new AppError('VALIDATION_FAILED', text, [{ path: pathOf(index), message: text }]);
  });
}
