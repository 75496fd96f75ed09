import { paths } from '../../../paths';
import type { ComposedEmail } from './compose-appointment';
import type { HoldFacts, VaccinationFacts } from './mail.repository';
import { formatDate, formatInstant, renderHtml, renderText, type MailBody } from './mail-layout';
import { placeLine, zoneWords } from './mail-words';
import { mailLocale, mailWordsIn } from './mail-i18n';

const composedEmail = (to: string, subject: string, body: MailBody): ComposedEmail => ({
  role: 'owner',
  to,
  subject,
  text: renderText(body),
  html: renderHtml(body),
});

/** The offer of a freed time to a waiting owner: held for them alone until it expires. */
export function composeOfferEmail(hold: HoldFacts, publicUrl: string): ComposedEmail {
  const { clinic } = hold;
  const locale = mailLocale(hold.owner.locale);
  const t = mailWordsIn(locale);
  const clinicName = clinic.name || t('offer.theClinic');
  const city = zoneWords(clinic.timeZone);
  const date = formatDate(hold.date, locale);
  // The booking screen opens on this date and time (and the service waited for).
  const query = new URLSearchParams({
    date: hold.date,
    time: hold.startTime,
    ...(hold.service ? { service: hold.service } : {}),
  });
  const bookUrl = `${publicUrl}${paths.bookAppointment(clinic.id, query)}`;
  const expiry = formatInstant(hold.expiresAt, clinic.timeZone, locale);
  return composedEmail(
    hold.owner.email,
    t('offer.subject', { clinic: clinicName, date, time: hold.startTime }),
    {
      locale,
      greeting: t('mail.greeting', { name: hold.owner.firstName }),
      paragraphs: [t('offer.goodNews', { clinic: clinicName }), t('offer.held', { expiry, city })],
      facts: [
        [t('fact.when'), t('offer.span', { date, start: hold.startTime, end: hold.endTime, city })],
        [t('fact.clinic'), placeLine(clinic)],
        ...(hold.petName ? [[t('fact.pet'), hold.petName] as [string, string]] : []),
        ...(hold.service ? [[t('fact.service'), hold.service] as [string, string]] : []),
        [t('offer.heldUntil'), expiry],
      ],
      action: { label: t('offer.book'), url: bookUrl },
    },
  );
}

/** The note that a pet's vaccination comes due soon. */
export function composeVaccinationEmail(
  vaccination: VaccinationFacts & { nextDueDate: string },
  publicUrl: string,
): ComposedEmail {
  const locale = mailLocale(vaccination.owner.locale);
  const t = mailWordsIn(locale);
  const due = formatDate(vaccination.nextDueDate, locale);
  const named = { pet: vaccination.petName, vaccine: vaccination.vaccineName, date: due };
  return composedEmail(vaccination.owner.email, t('vaccination.due.subject', named), {
    locale,
    greeting: t('mail.greeting', { name: vaccination.owner.firstName }),
    paragraphs: [t('vaccination.due.body', named), t('vaccination.due.advice')],
    facts: [
      [t('fact.pet'), vaccination.petName],
      [t('fact.vaccine'), vaccination.vaccineName],
      [t('fact.due'), due],
    ],
    action: { label: t('vaccination.due.findClinic'), url: `${publicUrl}${paths.search()}` },
  });
}
