import type { CertificateFacts } from '../../certificate/certificate-pdf';
import { paths } from '../../../paths';
import type { ComposedEmail } from './compose-appointment';
import type { RecordWrittenFacts, ReminderFacts } from './health-mail.repository';
import type { Locale } from '../../../i18n/locales';
import { mailLocale, mailWordsIn } from './mail-i18n';
import { formatDate, renderHtml, renderText, type MailBody } from './mail-layout';

const ownerEmail = (to: string, subject: string, body: MailBody): ComposedEmail => ({
  role: 'owner',
  to,
  subject,
  text: renderText(body),
  html: renderHtml(body),
});

/** "12 March" ("12. März"...): the day and month the subject names (the body gives the whole date). */
const dayAndMonth = (date: string, locale: Locale) =>
  new Intl.DateTimeFormat(locale === 'en' ? 'en-GB' : locale, {
    day: 'numeric',
    month: 'long',
    timeZone: 'UTC',
  }).format(new Date(`${date}T00:00:00Z`));

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
  const locale = mailLocale(facts.owner.locale);
  const t = mailWordsIn(locale);
  const past = facts.nextDueDate < today;
  const due = formatDate(facts.nextDueDate, locale);
  const named = { pet: facts.petName, vaccine: facts.vaccineName };
  const query = rule.serviceName ? new URLSearchParams({ service: rule.serviceName }) : undefined;
  const bookUrl = `${publicUrl}${paths.book(rule.clinicId, query)}`;
  return ownerEmail(
    facts.owner.email,
    t(past ? 'vaccination.reminder.subjectPast' : 'vaccination.reminder.subjectDue', {
      ...named,
      day: dayAndMonth(facts.nextDueDate, locale),
    }),
    {
      locale,
      greeting: t('mail.greeting', { name: facts.owner.firstName }),
      paragraphs: [
        t(past ? 'vaccination.reminder.past' : 'vaccination.reminder.due', { ...named, date: due }),
        t(past ? 'vaccination.reminder.adviseSoon' : 'vaccination.reminder.adviseInTime', {
          clinic: rule.clinicName,
        }),
      ],
      facts: [
        [t('fact.pet'), facts.petName],
        [t('fact.vaccine'), facts.vaccineName],
        [t('fact.due'), due],
        [t('fact.clinic'), rule.clinicName],
        ...(rule.serviceName ? [[t('fact.service'), rule.serviceName] as [string, string]] : []),
      ],
      action: { label: t('vaccination.reminder.book'), url: bookUrl },
      footer: t('vaccination.reminder.footer'),
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
