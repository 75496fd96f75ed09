import { sql } from 'drizzle-orm';
import { QUEUES } from '@petvet/shared';
import { rowsOf, type DbExecutor } from '@petvet/shared/server';
import {
  REMINDER_LEAD_MS,
  VACCINATION_NOTICE_DAYS,
  notificationEventKey,
  publishNotification,
  type NotificationEvent,
} from '@petvet/shared/backend';

type Releasable = Extract<
  NotificationEvent,
  { kind: 'reminder' | 'waitlist-offer' | 'vaccination-due' | 'vaccination-reminder' }
>;

/** A clinic's reminder whose day is more than this long past no longer asks anything timely. */
const SERIES_REMINDER_FRESH_DAYS = 30;

/**
 * The account's mail that may have waited for its address to be verified and still matters now:
 * reminders of visits starting within the coming day, offers still held, vaccinations coming due,
 * and the clinic reminder series' steps sent in the last 30 days.
 */
async function stillRelevant(tx: DbExecutor, accountId: string, now: Date): Promise<Releasable[]> {
  const at = now.toISOString();
  const until = new Date(now.getTime() + REMINDER_LEAD_MS).toISOString();
  const today = at.slice(0, 10);
  const reminders = rowsOf<{ id: string; date: string; time: string }>(
    await tx.execute(sql`select a.id, a.appointment_date::text as date,
        to_char(a.appointment_time, 'HH24:MI') as time
      from appointments a join clinics c on c.id = a.clinic_id
      where a.owner_id = ${accountId} and a.status in ('pending', 'confirmed')
        and ((a.appointment_date + a.appointment_time) at time zone c.time_zone)
          between ${at}::timestamptz and ${until}::timestamptz`),
  );
  const offers = rowsOf<{ id: string }>(
    await tx.execute(sql`select id from slot_holds
      where owner_id = ${accountId} and expires_at > ${at}::timestamptz`),
  );
  const vaccinations = rowsOf<{ id: string; dueDate: string }>(
    await tx.execute(sql`select v.id, v.next_due_date::text as "dueDate"
      from vaccinations v join pets p on p.id = v.pet_id
      where p.owner_id = ${accountId} and v.next_due_date
        between ${today}::date and ${today}::date + ${VACCINATION_NOTICE_DAYS}::int`),
  );
  // A clinic's reminder series step is published by the sweep on its own day; the ones this
  // account's pets were sent lately are read back from the outbox, each as it was published.
  const seriesSteps = rowsOf<{ payload: Releasable }>(
    await tx.execute(sql`select o.payload from queue_outbox o
      where o.queue = ${QUEUES.notify} and o.payload->>'kind' = 'vaccination-reminder'
        and o.payload->>'afterVerification' is null
        and (o.payload->>'dueDate')::date - (o.payload->>'offsetDays')::int
          >= ${today}::date - ${SERIES_REMINDER_FRESH_DAYS}::int
        and exists (select 1 from vaccinations v join pets p on p.id = v.pet_id
          where v.id::text = o.payload->>'vaccinationId' and p.owner_id = ${accountId})`),
  ).map((row) => row.payload);
  return [
    ...seriesSteps,
    ...reminders.map((r): Releasable => ({
      kind: 'reminder',
      appointmentId: r.id,
      at: { date: r.date, time: r.time },
    })),
    ...offers.map((o): Releasable => ({ kind: 'waitlist-offer', holdId: o.id })),
    ...vaccinations.map((v): Releasable => ({
      kind: 'vaccination-due',
      vaccinationId: v.id,
      dueDate: v.dueDate,
    })),
  ];
}

/**
 * Publishes again, in the verification's transaction, the mail that waited for it: each event
 * whose first publication was handled (its outbox row done) and never delivered goes out once
 * more under its own key. One still waiting in the outbox is left to go out on its own, now that
 * the address is verified; one never published yet is the scheduled sweep's.
 */
export async function releaseWithheldMail(
  tx: DbExecutor,
  accountId: string,
  now: Date,
): Promise<number> {
  const events = await stillRelevant(tx, accountId, now);
  if (events.length === 0) return 0;
  const keys = events.map(notificationEventKey);
  const withheld = new Set(
    rowsOf<{ key: string }>(
      await tx.execute(sql`select o.job_id as key from queue_outbox o
        where o.queue = ${QUEUES.notify} and o.delivered_at is not null and o.job_id in ${keys}
          and not exists (select 1 from delivery_log d where d.event_key = o.job_id)`),
    ).map((row) => row.key),
  );
  const released = events.filter((event) => withheld.has(notificationEventKey(event)));
  for (const event of released)
    await publishNotification(tx, { ...event, afterVerification: true });
  return released.length;
}
