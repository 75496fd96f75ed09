import { sql } from 'drizzle-orm';
import { closedAccountEmail } from '@petvet/shared';
import { rowsOf, type Database } from '@petvet/shared/server';

/** A live visit that starts after `now` on its clinic's own clock. */
const upcoming = (now: Date) => sql`a.status in ('pending', 'confirmed')
  and (a.appointment_date + a.appointment_time) at time zone c.time_zone > ${now.toISOString()}::timestamptz`;

export interface CancelledVisit {
  id: string;
  clinicId: string;
  date: string;
}

/** The statements of closing an account; every one runs in the caller's one transaction. */
export function createAccountCloseRepository(tx: Database) {
  return {
    /** The account's sign-in facts, read before the transaction to check the password. */
    async passwordHashOf(accountId: string): Promise<string | null> {
      const [row] = rowsOf<{ hash: string }>(
        await tx.execute(sql`select password_hash as hash from accounts
          where id = ${accountId} and deleted_at is null`),
      );
      return row?.hash ?? null;
    },

    /** Locks the live account row: a second close, or a sign-in change, waits for this one. */
    /** Locks the live account row and answers its version; null when it is closed or gone. */
    async lockLive(accountId: string): Promise<string | null> {
      const [row] = rowsOf<{ version: string }>(
        await tx.execute(sql`select xmin::text as version from accounts
          where id = ${accountId} and deleted_at is null for update`),
      );
      return row?.version ?? null;
    },

    /** The clinics the account runs: its own (the clinic's account) and any it is owner of. */
    async clinicsRunBy(accountId: string): Promise<Array<{ id: string; own: boolean }>> {
      return rowsOf<{ id: string; own: boolean }>(
        await tx.execute(sql`select c.id, c.account_id = ${accountId} as own from clinics c
          where c.account_id = ${accountId}
            or c.id in (select s.clinic_id from clinic_staff s where s.account_id = ${accountId}
              and s.role = 'owner' and s.removed_at is null)
          for update`),
      );
    },

    async hasUpcomingVisits(clinicId: string, now: Date): Promise<boolean> {
      const rows = rowsOf(
        await tx.execute(sql`select 1 from appointments a join clinics c on c.id = a.clinic_id
          where a.clinic_id = ${clinicId} and ${upcoming(now)} limit 1`),
      );
      return rows.length > 0;
    },

    /** Cancels the owner's visits still to come; past ones stay, for the clinics' records. */
    async cancelUpcoming(ownerId: string, now: Date): Promise<CancelledVisit[]> {
      return rowsOf<CancelledVisit>(
        await tx.execute(sql`update appointments a set status = 'cancelled', updated_at = now()
          from clinics c
          where c.id = a.clinic_id and a.owner_id = ${ownerId} and ${upcoming(now)}
          returning a.id, a.clinic_id as "clinicId", a.appointment_date::text as date`),
      );
    },

    /**
     * Deletes what is the account's alone. Pets take their medical records, vaccinations and
     * waitlist entries with them (foreign keys cascade); an appointment keeps its pet's name.
     */
    async deleteOwned(accountId: string): Promise<void> {
      await tx.execute(sql`delete from slot_holds where owner_id = ${accountId}`);
      await tx.execute(sql`delete from waitlist_entries where owner_id = ${accountId}`);
      await tx.execute(sql`delete from pets where owner_id = ${accountId}`);
      await tx.execute(sql`delete from calendar_feeds where account_id = ${accountId}`);
      await tx.execute(sql`delete from account_links where account_id = ${accountId}`);
      await tx.execute(sql`delete from recovery_codes where account_id = ${accountId}`);
      await tx.execute(sql`delete from account_claims where account_id = ${accountId}`);
      // Proving control of a practice's site is the person's: the practice's prices stay.
      await tx.execute(sql`delete from practice_claims where account_id = ${accountId}`);
      // Stored answers of creating requests hold personal data (a booked pet, a note).
      await tx.execute(sql`delete from idempotency_keys where user_id = ${accountId}`);
    },

    /** A staff member's place in a clinic ends; the row stays for the clinic's audit. */
    async endMemberships(accountId: string): Promise<void> {
      await tx.execute(sql`update clinic_staff set removed_at = now()
        where account_id = ${accountId} and removed_at is null`);
    },

    /**
     * The clinic of a closed practice-owner account leaves PetVet: unpublished (out of search, its
     * public profile answers 404), its team's access and open invitations ended. Its past appointments and reviews stay, as the clinic's records.
     */
    async withdrawClinic(clinicId: string): Promise<void> {
      await tx.execute(sql`update clinics set profile_saved_at = null, updated_at = now()
        where id = ${clinicId}`);
      await tx.execute(sql`update clinic_staff set removed_at = now()
        where clinic_id = ${clinicId} and removed_at is null`);
      await tx.execute(sql`update staff_invitations set revoked_at = now()
        where clinic_id = ${clinicId} and accepted_at is null and revoked_at is null`);
    },

    /**
     * Reviews stay, read as "Deleted account" from the tombstone. Rewriting them in place changes
     * nothing but bumps the clinics' data version, so no cached page keeps showing the old name.
     */
    async touchReviews(accountId: string): Promise<void> {
      await tx.execute(sql`update reviews set rating = rating where owner_id = ${accountId}`);
    },

    /**
     * The row stays, as a closed account: appointments and reviews point at it (NOT NULL). Its name
     * reads "Deleted account", its address is on a reserved domain that frees the real one, and
     * nothing it held can sign in (no password hash matches '!deleted', no second factor).
     */
    async markClosed(accountId: string): Promise<void> {
      await tx.execute(sql`update accounts set first_name = 'Deleted', last_name = 'account',
          email = ${closedAccountEmail(accountId)}, phone = null, password_hash = '!deleted',
          email_verified_at = null, deleted_at = now(), totp_secret = null,
          totp_enabled_at = null, totp_last_step = null, totp_failures = 0,
          totp_locked_until = null
        where id = ${accountId}`);
    },
  };
}
