import { sql } from 'drizzle-orm';
import type { DbExecutor } from '../../server/jobs/outbox.repository';
import { BOOKING_DAY_LOCK } from './waitlist.repository';

/**
 * The day locks of bookable calendars, one namespace (BOOKING_DAY_LOCK) for bookings, moves,
 * cancellations, waitlist offers and closures. Each operation first takes its clinic's days
 * (`${clinicId} ${date}`) in shared mode, then each calendar day it reads or claims
 * (`${clinicianOrRoomId} ${date}`) in exclusive mode: bookings of different clinicians go side by
 * side, two claims of one clinician or room take turns, and a closure (which takes the clinic's
 * days exclusively) waits for them all and holds them all off. Keys are taken in one global order
 * (clinic keys by date, then calendar keys sorted), so two operations never wait on each other.
 */
export async function lockCalendarDays(
  db: DbExecutor,
  request: {
    clinicId: string;
    dates: readonly string[];
    /** Clinician and room ids whose days the operation reads or claims. */
    calendarIds: readonly string[];
    /** The whole clinic: nothing else on those days runs meanwhile (closures). */
    exclusive?: boolean;
  },
): Promise<void> {
  const dates = [...new Set(request.dates)].sort();
  const clinicLock = request.exclusive
    ? (key: string) => sql`select pg_advisory_xact_lock(${BOOKING_DAY_LOCK}, hashtext(${key}))`
    : (key: string) =>
        sql`select pg_advisory_xact_lock_shared(${BOOKING_DAY_LOCK}, hashtext(${key}))`;
  for (const date of dates) await db.execute(clinicLock(`${request.clinicId} ${date}`));
  const calendarKeys = new Set<string>();
  for (const id of request.calendarIds) for (const date of dates) calendarKeys.add(`${id} ${date}`);
  if (calendarKeys.size === 0) return;
  // One round trip for the calendars, taken in sorted order.
  await db.execute(sql`select pg_advisory_xact_lock(${BOOKING_DAY_LOCK}, hashtext(k))
    from unnest(${`{${[...calendarKeys]
      .sort()
      .map((k) => `"${k}"`)
      .join(',')}}`}::text[]) as k
    order by k`);
}
