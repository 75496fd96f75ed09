import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@petvet/shared/server';
import type { AppointmentStatus, OwnerLookup } from '@petvet/shared';

export interface ClinicHeldAppointment {
  id: string;
  ownerId: string;
  status: AppointmentStatus;
  date: string;
  time: string;
  duration: number;
}

/** What the clinic's desk reads and writes for phone-in bookings and moves. */
export function createClinicDeskRepository(db: Database) {
  return {
    /** A pet owner's account by email (any letter case); business accounts are never answered. */
    async ownerByEmail(email: string): Promise<{ id: string; name: string } | null> {
      const [row] = rowsOf<{ id: string; name: string }>(
        await db.execute(sql`select id, trim(first_name || ' ' || last_name) as name from accounts
          where lower(email) = lower(${email}) and user_type = 'pet_owner' limit 1`),
      );
      return row ?? null;
    },

    async petsOf(ownerId: string): Promise<OwnerLookup['pets']> {
      return rowsOf<OwnerLookup['pets'][number]>(
        await db.execute(sql`select id, name, species from pets where owner_id = ${ownerId}
          order by name, id`),
      );
    },

    async setStatus(id: string, status: AppointmentStatus): Promise<void> {
      await db.execute(sql`update appointments set status = ${status}, updated_at = now()
        where id = ${id}`);
    },

    /** Locks one of the clinic's appointments for a move. */
    async lockForClinic(clinicId: string, id: string): Promise<ClinicHeldAppointment | null> {
      const [row] = rowsOf<Omit<ClinicHeldAppointment, 'status'> & { status: string }>(
        await db.execute(sql`select id, owner_id as "ownerId", status, appointment_date::text as date,
            to_char(appointment_time, 'HH24:MI') as time, duration
          from appointments where id = ${id} and clinic_id = ${clinicId} for update`),
      );
      return row ? { ...row, status: row.status as AppointmentStatus } : null;
    },
  };
}
