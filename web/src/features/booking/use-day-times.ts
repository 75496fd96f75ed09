import { useAvailableSlotsQuery } from '../../lib/api/free-times';
import type { BookingChoice } from './booking-params';
import { useFreeDays } from './free-days';
import type { PublicTimeSlot } from '@petvet/shared';
import type { teamChoice } from './team';

/**
 * The booking's day and its free times for the chosen service and clinician, and the time the
 * address names among them (absent when it is no longer free).
 */
export function useDayTimes({
  clinicId,
  choice,
  team,
  bookingWindow,
}: {
  clinicId: string;
  choice: BookingChoice;
  team: ReturnType<typeof teamChoice>;
  bookingWindow: { first: string; last: string };
}) {
  const { service } = team;
  const clinician = team.clinician?.id;
  const free = useFreeDays({
    clinicId,
    service: service || undefined,
    clinician,
    ...bookingWindow,
  });
  // Without a date of its own, the screen opens on the first day with a free time.
  const date =
    choice.date ||
    (free.known
      ? (free.firstFree ?? bookingWindow.first)
      : free.loading
        ? ''
        : bookingWindow.first);
  const dateValid = Boolean(date) && date >= bookingWindow.first && date <= bookingWindow.last;
  const slotsQuery = useAvailableSlotsQuery(
    { clinicId, date, service: service || undefined, ...(clinician && { clinician }) },
    { skip: !dateValid },
  );
  // A failed read is a failure, not an empty day: it is said, with the times last seen if any.
  const failed = slotsQuery.isError && !slotsQuery.isFetching;
  // Only times of this very day, service and clinician: the last answer may be another's.
  const slots: PublicTimeSlot[] = (slotsQuery.data ?? []).filter(
    (s) =>
      s.date === date &&
      (!service || s.service.toLowerCase() === service.toLowerCase()) &&
      team.allows(s),
  );
  const { time, slot: slotId } = choice;
  const slot: PublicTimeSlot | undefined = time
    ? (slots.find((s) => s.startTime === time && s.id === slotId) ??
      slots.find((s) => s.startTime === time && (!service || s.service === service)))
    : undefined;
  const slotsSettled = dateValid && !slotsQuery.isFetching && !slotsQuery.isUninitialized;
  return { free, date, dateValid, slotsQuery, failed, slots, slot, slotsSettled };
}
