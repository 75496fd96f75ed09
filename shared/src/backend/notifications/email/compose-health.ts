import type { CertificateFacts } from '../../certificate/certificate-pdf';
import { paths } from '../../../paths';
import type { ComposedEmail } from './compose-appointment';
import type { RecordWrittenFacts, ReminderFacts } from './health-mail.repository';
import { formatDate, renderHtml, renderText, type MailBody } from './mail-layout';

const ownerEmail = (to: string, subject: string, body: MailBody): ComposedEmail => ({
  role: 'owner',
  to,
  subject,
  text: renderText(body),
  html: renderHtml(body),
});

/** "12 March": the day and month the subject names (the body gives the whole date). */
const dayAndMonth = (date: string) =>
  new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', timeZone: 'UTC' }).format(
    new Date(`${date}T00:00:00Z`),
  );

/**
 * One reminder of a clinic's series: "is due on" before the due date, "was due on" after it, with
 * "Book now" opening that clinic's booking screen on the rule's service (the screen reads the
 * service by its name).
 */
export function composeReminderEmail(
  facts: ReminderFacts & { nextDueDate: string; rule: NonNullable<ReminderFacts['rule']> },
  today: string,
  publicUrl: string,
): ComposedEmail {
  const { rule } = facts;
  const past = facts.nextDueDate < today;
  const verb = past ? 'was due' : 'is due';
  const query = rule.serviceName ? new URLSearchParams({ service: rule.serviceName }) : undefined;
  const bookUrl = `${publicUrl}${paths.book(rule.clinicId, query)}`;
  return ownerEmail(
    facts.owner.email,
    `${facts.petName}'s ${facts.vaccineName} ${verb} on ${dayAndMonth(facts.nextDueDate)}`,
    {
      greeting: `Hello ${facts.owner.firstName},`,
      paragraphs: [
        `${facts.petName}'s ${facts.vaccineName} ${verb} on ${formatDate(facts.nextDueDate)}.`,
        past
          ? `${rule.clinicName} advises booking the visit soon to keep the protection going.`
          : `${rule.clinicName} advises booking the visit in good time.`,
      ],
      facts: [
        ['Pet', facts.petName],
        ['Vaccine', facts.vaccineName],
        ['Due', formatDate(facts.nextDueDate)],
        ['Clinic', rule.clinicName],
        ...(rule.serviceName ? [['Service', rule.serviceName] as [string, string]] : []),
      ],
      action: { label: 'Book now', url: bookUrl },
      footer: 'Booking the visit stops the rest of these reminders.',
    },
  );
}

/** The owner told that a clinic added an entry to the pet's record. */
export function composeRecordWrittenEmail(
  facts: RecordWrittenFacts,
  publicUrl: string,
): ComposedEmail {
  const what = facts.title ? `${facts.petName}'s ${facts.title}` : `${facts.petName}'s weight`;
  const by = facts.staffName ? `${facts.staffName} at ${facts.clinicName}` : facts.clinicName;
  return ownerEmail(facts.owner.email, `${facts.clinicName} added ${what}`, {
    greeting: `Hello ${facts.owner.firstName},`,
    paragraphs: [
      `${by} added ${what} to ${facts.petName}'s health record.`,
      'You can see it in My Pets, marked with the clinic. You may hide it there; the clinic corrects its own entries.',
    ],
    facts: [
      ['Pet', facts.petName],
      ['Entry', facts.title ?? 'Weight'],
      ['Date', formatDate(facts.date)],
      ['Written by', by],
    ],
    action: { label: 'Open My Pets', url: `${publicUrl}${paths.pets()}` },
  });
}

/** The certificate the owner asked for, attached. */
export function composeCertificateEmail(
  facts: CertificateFacts,
  pdf: Buffer,
  fileName: string,
  publicUrl: string,
): ComposedEmail {
  return {
    ...ownerEmail(facts.owner.email, `${facts.pet.name}'s vaccination certificate`, {
      greeting: `Hello ${facts.owner.firstName},`,
      paragraphs: [
        `${facts.pet.name}'s vaccination certificate is attached as a PDF, as you asked.`,
        'It lists every vaccination in the health record, with the clinic that recorded it.',
      ],
      facts: [
        ['Pet', facts.pet.name],
        ['Vaccinations', String(facts.vaccinations.length)],
      ],
      action: { label: 'Open My Pets', url: `${publicUrl}${paths.pets()}` },
    }),
    attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
  };
}
