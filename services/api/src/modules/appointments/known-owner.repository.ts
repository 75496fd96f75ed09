import { sql } from 'drizzle-orm';
import { rowsOf, type Database } from '@petvet/shared/server';
import type { BookingPet } from './booking.repository';

/**
 * The front desk's owner lookup sees only this clinic's own clients: owners who booked with it
 * before (any appointment, whatever became of it) or who shared their pet with it by joining its
 * waitlist. Anyone else reads as unknown, so an email address alone never tells a clinic who
 * someone is or which pets they have; the front desk books such a caller as a new client.
 */
export function createKnownOwnerRepository(db: Database) {
  return {
    async knownOwnerByEmail(
      clinicId: string,
      email: string,
    ): Promise<{ id: string; name: string } | null> {
      const [row] = rowsOf<{ id: string; name: string }>(
        await db.execute(sql`select o.id, trim(o.first_name || ' ' || o.last_name) as name
          from accounts o
          where lower(o.email) = lower(${email}) and o.user_type = 'pet_owner'
            and (exists (select 1 from appointments a where a.owner_id = o.id
                  and a.clinic_id = ${clinicId})
              or exists (select 1 from waitlist_entries w where w.owner_id = o.id
                  and w.clinic_id = ${clinicId}))
          limit 1`),
      );
      return row ?? null;
    },

    /** Any owner's account by email, for the front desk's new-client booking only (never sent). */
    async ownerAccountByEmail(email: string): Promise<{ id: string } | null> {
      const [row] = rowsOf<{ id: string }>(
        await db.execute(sql`select id from accounts
          where lower(email) = lower(${email}) and user_type = 'pet_owner' limit 1`),
      );
      return row ?? null;
    },

    /** The owner's pet of this name and species, else a new one in their account. */
    async petFor(ownerId: string, name: string, species: string): Promise<BookingPet> {
      const [found] = rowsOf<BookingPet>(
        await db.execute(sql`select id, name, species, breed from pets
          where owner_id = ${ownerId} and lower(name) = lower(${name})
            and lower(species) = lower(${species})
          order by created_at limit 1`),
      );
      if (found) return found;
      const [made] = rowsOf<BookingPet>(
        await db.execute(sql`insert into pets (owner_id, name, species)
          values (${ownerId}, ${name}, ${species}) returning id, name, species, breed`),
      );
      return made!;
    },

    /**
     * Marks a front desk booking for an existing account as awaiting its holder: pending (it keeps
     * its time; the clinic cannot confirm it), the booking email withdrawn (it would say "booked"),
     * and the "was this you?" email queued instead.
     */
    async awaitOwner(appointmentId: string, now: Date): Promise<void> {
      await db.execute(sql`update appointments set status = 'pending',
          awaiting_owner_since = ${now.toISOString()}, updated_at = now()
        where id = ${appointmentId}`);
      await db.execute(sql`delete from queue_outbox
        where job_id = ${`booked-${appointmentId}`} and delivered_at is null`);
    },

    async isAwaitingOwner(clinicId: string, appointmentId: string): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`select id from appointments where id = ${appointmentId}
          and clinic_id = ${clinicId} and awaiting_owner_since is not null`),
      );
      return rows.length > 0;
    },

    /** The holder confirms: the visit is confirmed and counts. Null: nothing of theirs awaits. */
    async ownerConfirms(ownerId: string, appointmentId: string): Promise<boolean> {
      const rows = rowsOf<{ id: string }>(
        await db.execute(sql`update appointments set awaiting_owner_since = null,
            status = 'confirmed', updated_at = now()
          where id = ${appointmentId} and owner_id = ${ownerId}
            and awaiting_owner_since is not null and status = 'pending'
          returning id`),
      );
      return rows.length > 0;
    },
  };
}
