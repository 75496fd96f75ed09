import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@petvet/shared/server';

/**
 * Confirmed appointments whose end (local date and time in the clinic's own zone, plus the
 * duration) has passed become completed, so their owners can review them. A request the clinic
 * never confirmed is not known to have happened, so it stays pending.
 */
export async function completeEndedAppointments(db: Database): Promise<number> {
  const result = await db.execute(sql`
    update appointments a
    set status = 'completed', updated_at = now()
    from clinics c
    where c.id = a.clinic_id
      and a.status = 'confirmed'
      and ((a.appointment_date + a.appointment_time) at time zone c.time_zone)
          + make_interval(mins => a.duration) < now()
    returning a.id`);
  return rowsOf(result).length;
}
