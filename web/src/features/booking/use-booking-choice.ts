import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from '../../lib/router';
import { bookingPath, readBookingChoice, type BookingChoice } from './booking-params';

/**
 * The booking's choices live in the address, so the browser's Back, a reload and a copied link
 * all keep them. Picks replace the address; moving to the confirmation adds a history entry, so
 * Back (the browser's or the screen's) returns to step 1 with the choice kept.
 */
export function useBookingChoice() {
  const { pathname, search, state } = useLocation();
  const navigate = useNavigate();
  const choice = useMemo(() => readBookingChoice(new URLSearchParams(search)), [search]);

  const change = useCallback(
    (next: BookingChoice, how: 'replace' | 'push' = 'replace') =>
      navigate(bookingPath(pathname, search, next), {
        replace: how === 'replace',
        state: how === 'push' ? { confirmFromChoice: true } : null,
      }),
    [navigate, pathname, search],
  );

  const cameFromChoice = Boolean(
    (state as { confirmFromChoice?: boolean } | null)?.confirmFromChoice,
  );
  const backToChoice = useCallback(() => {
    if (cameFromChoice) void navigate(-1);
    else void change({ ...choice, step: undefined });
  }, [cameFromChoice, navigate, change, choice]);

  /** This address with some choices changed, for links that come back here (sign-in). */
  const hrefFor = useCallback(
    (next: BookingChoice) => bookingPath(pathname, search, next),
    [pathname, search],
  );

  return { choice, change, backToChoice, hrefFor };
}
