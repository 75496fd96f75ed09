import { sql } from 'drizzle-orm';
import { rowsOf } from '../../server/db/client';
import { appointments, clinics } from '../../server/db/schema';
import type { DbExecutor } from '../../server/jobs/outbox.repository';

/** Limits a run to one owner's or one clinic's appointments; empty means all of them. */
export interface CompletionScope {
  ownerId?: string;
  clinicId?: string;
}

/**
 * Confirmed appointments whose end (local date and time in the clinic's own zone, plus the
 * duration) is at or before `now` become completed, so their owners can review them: one ending
 * exactly now has ended. A request the clinic never confirmed is not known to have happened, so
 * it stays pending. The clock is the caller's, so every process applies the same instant rule
 * and tests can pin it. Idempotent: a repeated run completes nothing new.
 */
export async function completeEndedAppointments(
  db: DbExecutor,
  now: Date,
  scope: CompletionScope = {},
): Promise<number> {
  const result = await db.execute(sql`
    update ${appointments} a
       set status = 'completed', updated_at = now()
      from ${clinics} c
     where c.id = a.clinic_id
       and a.status = 'confirmed'
       ${scope.ownerId ? sql`and a.owner_id = ${scope.ownerId}` : sql``}
       ${scope.clinicId ? sql`and a.clinic_id = ${scope.clinicId}` : sql``}
       and ((a.appointment_date + a.appointment_time) at time zone c.time_zone)
           + make_interval(mins => a.duration) <= ${now.toISOString()}::timestamptz
    returning a.id`);
  return rowsOf(result).length;
}
