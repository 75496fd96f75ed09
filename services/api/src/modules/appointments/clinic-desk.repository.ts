import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@petvet/shared/server';
import { UNCLAIMED_PASSWORD_HASH } from '@petvet/shared/backend';
import type { AppointmentStatus, OwnerLookup } from '@petvet/shared';
import type { BookingPet } from './booking.repository';

export interface ClinicHeldAppointment {
  id: string;
  ownerId: string;
  status: AppointmentStatus;
  date: string;
  time: string;
  duration: number;
  serviceId: string | null;
  clinicianId: string | null;
  roomId: string | null;
}

export interface NewClient {
  email: string;
  firstName: string;
  lastName: string;
  phone: string;
  petName: string;
  species: string;
}

/** What the clinic's front desk reads and writes for phone bookings and moves. */
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

    /** Whether any account (owner or business) has this address, in any letter case. */
    async accountExists(email: string): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`select id from accounts where lower(email) = lower(${email}) limit 1`),
      );
      return rows.length > 0;
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

    /**
     * A caller without an account: an owner account with no password yet (it cannot sign in until
     * claimed) and the pet, in the booking's transaction. The unique address index refuses an
     * email that already has an account.
     */
    async createClient(client: NewClient): Promise<{ ownerId: string; pet: BookingPet }> {
      const [account] = rowsOf<{ id: string }>(
        await db.execute(sql`insert into accounts
            (email, password_hash, first_name, last_name, phone, user_type)
          values (${client.email}, ${UNCLAIMED_PASSWORD_HASH}, ${client.firstName},
            ${client.lastName}, ${client.phone}, 'pet_owner')
          returning id`),
      );
      const [pet] = rowsOf<BookingPet>(
        await db.execute(sql`insert into pets (owner_id, name, species)
          values (${account!.id}, ${client.petName}, ${client.species})
          returning id, name, species, breed`),
      );
      return { ownerId: account!.id, pet: pet! };
    },

    /** The claim of an account made at the front desk; its token is made when the email is sent. */
    async createClaim(accountId: string, expiresAt: Date): Promise<string> {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`insert into account_claims (account_id, expires_at)
          values (${accountId}, ${expiresAt.toISOString()}) returning id`),
      );
      return row!.id;
    },

    /** Locks one of the clinic's appointments for a move. */
    async lockForClinic(clinicId: string, id: string): Promise<ClinicHeldAppointment | null> {
      const [row] = rowsOf<Omit<ClinicHeldAppointment, 'status'> & { status: string }>(
        await db.execute(sql`select id, owner_id as "ownerId", status, appointment_date::text as date,
            to_char(appointment_time, 'HH24:MI') as time, duration, service_id as "serviceId",
            clinician_id as "clinicianId", room_id as "roomId"
          from appointments where id = ${id} and clinic_id = ${clinicId} for update`),
      );
      return row ? { ...row, status: row.status as AppointmentStatus } : null;
    },
  };
}
