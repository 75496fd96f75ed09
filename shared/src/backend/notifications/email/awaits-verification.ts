import { sql } from 'drizzle-orm';
import type { NotificationEvent } from '../../../jobs/notify-events';
import type { Database } from '../../../server/db/client';
import { rowsOf } from '../../../server/db/client';
import { UNCLAIMED_PASSWORD_HASH } from './compose-claim';

/**
 * Whether the event is a reminder, an offer or a vaccination notice for an owner whose address is
 * not verified yet: such mail waits, and the verification publishes it again. Nothing is sent and
 * nothing logged as delivered, so the released event goes out. An account the clinic's front desk
 * made and nobody claimed yet counts as verified: the clinic took the address from its client.
 */
export async function awaitsVerification(db: Database, event: NotificationEvent): Promise<boolean> {
  const owner =
    event.kind === 'reminder'
      ? sql`select owner_id from appointments where id = ${event.appointmentId}`
      : event.kind === 'waitlist-offer'
        ? sql`select owner_id from slot_holds where id = ${event.holdId}`
        : event.kind === 'vaccination-due' || event.kind === 'vaccination-reminder'
          ? sql`select p.owner_id from vaccinations v join pets p on p.id = v.pet_id
              where v.id = ${event.vaccinationId}`
          : null;
  if (!owner) return false;
  const rows = rowsOf<{ waits: boolean }>(
    await db.execute(sql`select (a.email_verified_at is null
        and a.password_hash <> ${UNCLAIMED_PASSWORD_HASH}) as waits
      from accounts a where a.id = (${owner})`),
  );
  return rows[0]?.waits === true;
}
