import { UnrecoverableError } from 'bullmq';
import { hasRealEmail } from '../../../contracts/clinic-desk';
import { addCalendarDays } from '../../../domain/booking-window';
import type { Database } from '../../../server/db/client';
import type { Logger } from '../../../server/logger';
import { composeAppointmentLetters, isStale, type Letter } from './compose-appointment';
import { composeClaimLetter } from './compose-claim';
import { composeInvitationLetter, composeOwnerConfirmLetter } from './compose-staff';
import { composeOfferLetter, composeVaccinationLetter } from './compose-other';
import { createMailRepository } from './mail.repository';
import type { MailTransport } from './mail-transport';
import {
  notificationEventKey,
  queueMailJob,
  notificationEventSchema,
  type NotificationEvent,
} from './queue-mail';

export interface MailSender {
  db: Database;
  transport: MailTransport;
  /** Links start with it (PUBLIC_URL, no trailing slash). */
  publicUrl: string;
  /** Signs the "Add to calendar" links (the API's secret); read per email, may be undefined. */
  linkSecret?: () => string | undefined;
  /** The From header (MAIL_FROM). */
  from: string;
  logger: Logger;
}

/** The bare address of "Name <address>" or of an address alone. */
const addressOf = (from: string) => /<([^>]+)>/.exec(from)?.[1] ?? from.trim();

async function lettersFor(
  sender: MailSender,
  job: NotificationEvent,
  now: Date,
): Promise<{ letters: Letter[]; why?: string }> {
  const repository = createMailRepository(sender.db);
  switch (job.kind) {
    case 'waitlist-offer': {
      const hold = await repository.hold(job.holdId);
      if (!hold || hold.expiresAt <= now) return { letters: [], why: 'the offer has ended' };
      return { letters: [composeOfferLetter(hold, sender.publicUrl)] };
    }
    case 'account-claim': {
      const claim = await composeClaimLetter(sender.db, job.claimId, sender.publicUrl, now);
      return claim ? { letters: [claim] } : { letters: [], why: 'the account was claimed' };
    }
    case 'staff-invitation': {
      const letter = await composeInvitationLetter(
        sender.db,
        job.invitationId,
        sender.publicUrl,
        now,
      );
      return letter ? { letters: [letter] } : { letters: [], why: 'the invitation has ended' };
    }
    case 'owner-confirm': {
      const letter = await composeOwnerConfirmLetter(
        sender.db,
        job.appointmentId,
        sender.publicUrl,
      );
      return letter ? { letters: [letter] } : { letters: [], why: 'nothing awaits the owner' };
    }
    case 'vaccination-due': {
      const vaccination = await repository.vaccination(job.vaccinationId);
      if (!vaccination || vaccination.nextDueDate !== job.dueDate)
        return { letters: [], why: 'the vaccination or its due date changed' };
      return {
        letters: [
          composeVaccinationLetter({ ...vaccination, nextDueDate: job.dueDate }, sender.publicUrl),
        ],
      };
    }
    default: {
      const appointment = await repository.appointment(job.appointmentId);
      if (!appointment) return { letters: [], why: 'the appointment is gone' };
      if (isStale(job, appointment)) return { letters: [], why: 'the appointment changed since' };
      const moves = await repository.reschedules(appointment.id);
      return {
        letters: composeAppointmentLetters(job, appointment, {
          publicUrl: sender.publicUrl,
          linkSecret: sender.linkSecret?.(),
          now,
          fromAddress: addressOf(sender.from),
          // A cancellation outranks every version of the event the calendar has seen.
          sequence: job.kind === 'cancelled' ? moves + 1 : moves,
        }),
      };
    }
  }
}

/**
 * The send-mail job: renders the event's emails from the database as it is now and sends each
 * one not yet in the mail log. A relay that refuses fails the job (the transport retries it with
 * backoff); what was sent before the failure is logged, so a retry sends only the rest.
 */
export async function sendMailEvent(
  sender: MailSender,
  payload: unknown,
  now: Date = new Date(),
): Promise<{ sent: number }> {
  const parsed = notificationEventSchema.safeParse(payload);
  if (!parsed.success) throw new UnrecoverableError(`bad send-mail job: ${parsed.error.message}`);
  const job = parsed.data;
  const key = notificationEventKey(job);
  const log = sender.logger.child({ mail: key });
  const repository = createMailRepository(sender.db);
  const { letters, why } = await lettersFor(sender, job, now);
  if (why) log.info(`no email: ${why}`);
  let sent = 0;
  for (const letter of letters) {
    // A caller who gave the desk no email has an address that can never receive mail.
    if (!hasRealEmail(letter.to)) continue;
    const logKey = `${key}/${letter.role}`;
    if (await repository.wasSent(logKey)) continue;
    const messageId = `<${logKey.replace('/', '.')}@petvet.mail>`;
    await sender.transport.send({ ...letter, messageId });
    await repository.recordSent({
      key: logKey,
      recipient: letter.to,
      subject: letter.subject,
      messageId,
    });
    sent += 1;
  }
  return { sent };
}

/** Visits starting within this window ahead of "24 hours from now" get their reminder. */
export const REMINDER_LEAD_MS = 24 * 3600_000;
export const REMINDER_WINDOW_MS = 3600_000;
/** Owners hear of a vaccination coming due this many days ahead. */
export const VACCINATION_NOTICE_DAYS = 14;

/**
 * The scheduled sweep: queues the day-before reminder of every live visit starting 23 to 24 hours
 * from now, and the notice of every vaccination due within 14 days. Each is queued once (its job
 * id names the visit's time, or the vaccination's due date); a visit moved later gets its own.
 */
export async function queueDueReminders(
  db: Database,
  now: Date,
  logger: Logger,
): Promise<{ reminders: number; vaccinations: number }> {
  const repository = createMailRepository(db);
  const to = new Date(now.getTime() + REMINDER_LEAD_MS);
  const from = new Date(to.getTime() - REMINDER_WINDOW_MS);
  const visits = await repository.visitsToRemind(from, to);
  const today = now.toISOString().slice(0, 10);
  const due = await repository.vaccinationsComingDue(
    today,
    addCalendarDays(today, VACCINATION_NOTICE_DAYS),
  );
  await db.transaction(async (tx) => {
    for (const visit of visits) {
      await queueMailJob(tx, {
        kind: 'reminder',
        appointmentId: visit.id,
        at: { date: visit.date, time: visit.time },
      });
    }
    for (const vaccination of due) {
      await queueMailJob(tx, {
        kind: 'vaccination-due',
        vaccinationId: vaccination.id,
        dueDate: vaccination.dueDate,
      });
    }
  });
  const result = { reminders: visits.length, vaccinations: due.length };
  if (visits.length + due.length > 0) logger.info(result, 'reminder emails queued');
  return result;
}
