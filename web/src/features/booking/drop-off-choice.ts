import type { PublicService } from '@petvet/shared';
import { readBookingChoice } from './booking-params';

/** The drop-off service the booking's address names, if it names one: the screen books a day. */
export function dropOffServiceOf(
  services: PublicService[] | undefined,
  search: string,
): PublicService | undefined {
  const name = readBookingChoice(new URLSearchParams(search)).service?.trim().toLowerCase();
  if (!name) return undefined;
  return services?.find(
    (s) => s.bookingMode === 'drop_off' && s.name.trim().toLowerCase() === name,
  );
}
