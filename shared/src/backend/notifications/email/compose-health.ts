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
  const locale = mailLocale(facts.owner.locale);
  const t = mailWordsIn(locale);
  const by = facts.staffName
    ? t('record.by', { staff: facts.staffName, clinic: facts.clinicName })
    : facts.clinicName;
  const named = { pet: facts.petName, clinic: facts.clinicName, by, title: facts.title ?? '' };
  return ownerEmail(
    facts.owner.email,
    t(facts.title ? 'record.subject' : 'record.subjectWeight', named),
    {
      locale,
      greeting: t('mail.greeting', { name: facts.owner.firstName }),
      paragraphs: [t(facts.title ? 'record.body' : 'record.bodyWeight', named), t('record.seeIt')],
      facts: [
        [t('fact.pet'), facts.petName],
        [t('fact.entry'), facts.title ?? t('record.weight')],
        [t('fact.date'), formatDate(facts.date, locale)],
        [t('fact.writtenBy'), by],
      ],
      action: { label: t('record.openPets'), url: `${publicUrl}${paths.pets()}` },
    },
  );
}

/** The certificate the owner asked for, attached. */
export function composeCertificateEmail(
  facts: CertificateFacts,
  pdf: Buffer,
  fileName: string,
  publicUrl: string,
  locale: Locale = 'en',
): ComposedEmail {
  const t = mailWordsIn(locale);
  return {
    ...ownerEmail(facts.owner.email, t('certificate.subject', { pet: facts.pet.name }), {
      locale,
      greeting: t('mail.greeting', { name: facts.owner.firstName }),
      paragraphs: [t('certificate.attached', { pet: facts.pet.name }), t('certificate.lists')],
      facts: [
        [t('fact.pet'), facts.pet.name],
        [t('fact.vaccinations'), String(facts.vaccinations.length)],
      ],
      action: { label: t('record.openPets'), url: `${publicUrl}${paths.pets()}` },
    }),
    attachments: [{ filename: fileName, content: pdf, contentType: 'application/pdf' }],
  };
}
