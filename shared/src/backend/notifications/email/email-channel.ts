import { hasRealEmail } from '../../../contracts/clinic-desk';
import type { NotificationEvent } from '../../../jobs/notify-events';
import type { Database } from '../../../server/db/client';
import type { Logger } from '../../../server/logger';
import { composeAppointmentEmails, isStale, type ComposedEmail } from './compose-appointment';
import { composeClaimEmail } from './compose-claim';
import { composeInvitationEmail, composeOwnerConfirmEmail } from './compose-staff';
import { composeOfferEmail, composeVaccinationEmail } from './compose-other';
import { composeEmailChangeNotice, composeVerificationEmail } from './compose-verification';
import { composePasswordResetEmail } from './compose-password-reset';
import { composePracticeClaimEmail } from './compose-practice-claim';
import { awaitsVerification } from './awaits-verification';
import { healthEmailsFor } from './health-emails';
import { createMailRepository } from './mail.repository';
import type { MailTransport } from './mail-transport';
import type { NotificationChannel } from '../channel';
import { deliverNotification } from '../dispatch';

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

async function emailsFor(
  sender: MailSender,
  event: NotificationEvent,
  now: Date,
): Promise<{ emails: ComposedEmail[]; why?: string }> {
  const repository = createMailRepository(sender.db);
  if (await awaitsVerification(sender.db, event))
    return { emails: [], why: "it waits until the owner's address is verified" };
  switch (event.kind) {
    case 'verify-email': {
      const email = await composeVerificationEmail(sender.db, event.linkId, sender.publicUrl, now);
      return email ? { emails: [email] } : { emails: [], why: 'the link was used' };
    }
    case 'password-reset': {
      const email = await composePasswordResetEmail(sender.db, event.linkId, sender.publicUrl, now);
      return email ? { emails: [email] } : { emails: [], why: 'the link was used' };
    }
    case 'practice-claim-code': {
      const email = await composePracticeClaimEmail(
        sender.db,
        event.claimId,
        sender.publicUrl,
        now,
      );
      return email
        ? { emails: [email] }
        : { emails: [], why: 'the claim no longer waits for a code' };
    }
    case 'email-change-notice': {
      const email = await composeEmailChangeNotice(sender.db, event.linkId);
      return email ? { emails: [email] } : { emails: [], why: 'the change is gone' };
    }
    case 'waitlist-offer': {
      const hold = await repository.hold(event.holdId);
      if (!hold || hold.expiresAt <= now) return { emails: [], why: 'the offer has ended' };
      return { emails: [composeOfferEmail(hold, sender.publicUrl)] };
    }
    case 'account-claim': {
      const claim = await composeClaimEmail(sender.db, event.claimId, sender.publicUrl, now);
      return claim ? { emails: [claim] } : { emails: [], why: 'the account was claimed' };
    }
    case 'staff-invitation': {
      const email = await composeInvitationEmail(
        sender.db,
        event.invitationId,
        sender.publicUrl,
        now,
      );
      return email ? { emails: [email] } : { emails: [], why: 'the invitation has ended' };
    }
    case 'owner-confirm': {
      const email = await composeOwnerConfirmEmail(
        sender.db,
        event.appointmentId,
        sender.publicUrl,
      );
      return email ? { emails: [email] } : { emails: [], why: 'nothing awaits the owner' };
    }
    case 'vaccination-due': {
      const vaccination = await repository.vaccination(event.vaccinationId);
      if (!vaccination || vaccination.nextDueDate !== event.dueDate)
        return { emails: [], why: 'the vaccination or its due date changed' };
      return {
        emails: [
          composeVaccinationEmail({ ...vaccination, nextDueDate: event.dueDate }, sender.publicUrl),
        ],
      };
    }
    case 'vaccination-reminder':
    case 'record-written':
    case 'certificate-email':
      return healthEmailsFor(sender.db, event, now, sender.publicUrl);
    default: {
      const appointment = await repository.appointment(event.appointmentId);
      if (!appointment) return { emails: [], why: 'the appointment is gone' };
      if (isStale(event, appointment)) return { emails: [], why: 'the appointment changed since' };
      const moves = await repository.reschedules(appointment.id);
      return {
        emails: composeAppointmentEmails(event, appointment, {
          publicUrl: sender.publicUrl,
          linkSecret: sender.linkSecret?.(),
          now,
          fromAddress: addressOf(sender.from),
          // A cancellation outranks every version of the event the calendar has seen.
          sequence: event.kind === 'cancelled' ? moves + 1 : moves,
        }),
      };
    }
  }
}

/**
 * The email channel: renders the event's emails from the database as it is now, one per recipient
 * role, each sent with a Message-ID made from the event's key so a relay sees a resend as the same
 * message.
 */
export function createEmailChannel(sender: MailSender): NotificationChannel {
  return {
    name: 'email',
    async deliver(event, context) {
      const { emails, why } = await emailsFor(sender, event, context.now);
      const deliveries = emails
        // A caller who gave the front desk no email has an address that can never receive mail.
        .filter((email) => hasRealEmail(email.to))
        .map((email) => {
          const messageId = `<${context.key}.${email.role}@petvet.mail>`;
          return {
            role: email.role,
            recipient: email.to,
            summary: email.subject,
            async send() {
              await sender.transport.send({ ...email, messageId });
              return { externalId: messageId };
            },
          };
        });
      return { deliveries, why };
    },
  };
}

/** The event delivered by email alone (the tests that read what an event's emails say). */
export async function sendMailEvent(
  sender: MailSender,
  payload: unknown,
  now: Date = new Date(),
): Promise<{ sent: number }> {
  const channels = [createEmailChannel(sender)];
  const { delivered } = await deliverNotification(
    { db: sender.db, channels, logger: sender.logger },
    payload,
    now,
  );
  return { sent: delivered };
}
