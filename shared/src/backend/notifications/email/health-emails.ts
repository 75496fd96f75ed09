import type { NotificationEvent } from '../../../jobs/notify-events';
import type { DbExecutor } from '../../../server/jobs/outbox.repository';
import {
  certificateFileName,
  readCertificateFacts,
} from '../../certificate/certificate.repository';
import { renderCertificatePdf } from '../../certificate/certificate-pdf';
import type { ComposedEmail } from './compose-appointment';
import {
  composeCertificateEmail,
  composeRecordWrittenEmail,
  composeReminderEmail,
} from './compose-health';
import { createHealthMailRepository } from './health-mail.repository';

type HealthEvent = Extract<
  NotificationEvent,
  { kind: 'vaccination-reminder' | 'record-written' | 'certificate-email' }
>;

/** The emails of the health record's events, read from the database as it is at sending. */
export async function healthEmailsFor(
  db: DbExecutor,
  event: HealthEvent,
  now: Date,
  publicUrl: string,
): Promise<{ emails: ComposedEmail[]; why?: string }> {
  const repository = createHealthMailRepository(db);
  const today = now.toISOString().slice(0, 10);
  switch (event.kind) {
    case 'vaccination-reminder': {
      const facts = await repository.reminder(event.vaccinationId, event.ruleId);
      if (!facts || facts.hidden || facts.nextDueDate !== event.dueDate)
        return { emails: [], why: 'the vaccination or its due date changed' };
      if (!facts.rule) return { emails: [], why: "the clinic's reminder rule is gone" };
      const { rule } = facts;
      return {
        emails: [
          composeReminderEmail({ ...facts, nextDueDate: event.dueDate, rule }, today, publicUrl),
        ],
      };
    }
    case 'record-written': {
      const facts = await repository.recordWritten(event.entryKind, event.entryId);
      return facts
        ? { emails: [composeRecordWrittenEmail(facts, publicUrl)] }
        : { emails: [], why: 'the entry is gone or hidden' };
    }
    case 'certificate-email': {
      const facts = await readCertificateFacts(db, event.petId);
      if (!facts) return { emails: [], why: 'the pet is gone' };
      // The certificate goes to the owner: the email and the PDF it carries speak their language.
      const { locale } = facts.owner;
      const pdf = await renderCertificatePdf(facts, today, locale);
      return {
        emails: [
          composeCertificateEmail(
            facts,
            pdf,
            certificateFileName(facts.pet.name, locale),
            publicUrl,
            locale,
          ),
        ],
      };
    }
  }
}
