import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@petvet/shared/server';

export interface UpcomingVisit {
  id: string;
  date: string;
  time: string;
  petName: string;
  ownerName: string;
  service: string;
}

export type RemovalOutcome =
  | { kind: 'removed' }
  | { kind: 'missing' }
  | { kind: 'stale' }
  | { kind: 'last' }
  | { kind: 'booked'; visits: UpcomingVisit[] };

/**
 * Takes a clinician off the team, in one transaction. Every live clinician of the clinic is locked
 * first: two removals at once cannot leave the clinic with none, and a booking being written for
 * this clinician (its foreign key takes a share lock on the row) either commits before the check
 * sees it or waits until the clinician is gone.
 */
export function removeClinician(
  db: Database,
  at: { clinicId: string; id: string; version?: string; now: Date },
): Promise<RemovalOutcome> {
  return db.transaction(async (tx) => {
    const team = rowsOf<{ id: string; version: string }>(
      await tx.execute(sql`select id, xmin::text as version from clinicians
        where clinic_id = ${at.clinicId} and removed_at is null
        order by id for update`),
    );
    const target = team.find((clinician) => clinician.id === at.id);
    if (!target) return { kind: 'missing' };
    if (at.version !== undefined && target.version !== at.version) return { kind: 'stale' };
    if (team.length === 1) return { kind: 'last' };
    const local = sql`(${at.now.toISOString()}::timestamptz at time zone c.time_zone)`;
    const visits = rowsOf<UpcomingVisit>(
      await tx.execute(sql`select a.id, a.appointment_date::text as date,
          to_char(a.appointment_time, 'HH24:MI') as time, a.pet_name as "petName",
          trim(o.first_name || ' ' || o.last_name) as "ownerName", a.service_type as service
        from appointments a
        join clinics c on c.id = a.clinic_id
        join accounts o on o.id = a.owner_id
        where a.clinician_id = ${at.id} and a.status in ('pending', 'confirmed')
          and a.appointment_date + a.appointment_time + a.duration * interval '1 minute' > ${local}
        order by a.appointment_date, a.appointment_time, a.id`),
    );
    if (visits.length > 0) return { kind: 'booked', visits };
    await tx.execute(
      sql`update clinicians set removed_at = ${at.now.toISOString()}::timestamptz where id = ${at.id}`,
    );
    // Their free time to come is no longer bookable; what they did keeps their name.
    await tx.execute(sql`delete from time_slots s using clinics c
      where c.id = s.clinic_id and s.clinician_id = ${at.id} and not s.is_booked
        and s.date + s.start_time > ${local}`);
    // An owner waiting for them now waits for anyone at the clinic.
    await tx.execute(
      sql`update waitlist_entries set clinician_id = null where clinician_id = ${at.id}`,
    );
    return { kind: 'removed' };
  });
}
