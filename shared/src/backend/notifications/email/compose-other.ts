import { paths } from '../../../paths';
import type { ComposedEmail } from './compose-appointment';
import type { HoldFacts, VaccinationFacts } from './mail.repository';
import { formatDate, formatInstant, renderHtml, renderText, type MailBody } from './mail-layout';
import { placeLine, zoneWords } from './mail-words';

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
  const clinicName = clinic.name || 'The clinic';
  // The booking screen opens on this date and time (and the service waited for).
  const query = new URLSearchParams({
    date: hold.date,
    time: hold.startTime,
    ...(hold.service ? { service: hold.service } : {}),
  });
  const bookUrl = `${publicUrl}${paths.bookAppointment(clinic.id, query)}`;
  const expiry = formatInstant(hold.expiresAt, clinic.timeZone);
  return composedEmail(
    hold.owner.email,
    `A time came free at ${clinicName}: ${formatDate(hold.date)} at ${hold.startTime}`,
    {
      greeting: `Hello ${hold.owner.firstName},`,
      paragraphs: [
        `Good news: a time came free at ${clinicName} on the day you are waiting for.`,
        `We are holding it for you alone until ${expiry} (${zoneWords(clinic.timeZone)} time). After that it goes to the next owner in line.`,
      ],
      facts: [
        [
          'When',
          `${formatDate(hold.date)}, ${hold.startTime} to ${hold.endTime} ${zoneWords(clinic.timeZone)} time`,
        ],
        ['Clinic', placeLine(clinic)],
        ...(hold.petName ? [['Pet', hold.petName] as [string, string]] : []),
        ...(hold.service ? [['Service', hold.service] as [string, string]] : []),
        ['Held until', expiry],
      ],
      action: { label: 'Book this time', url: bookUrl },
    },
  );
}

/** The note that a pet's vaccination comes due soon. */
export function composeVaccinationEmail(
  vaccination: VaccinationFacts & { nextDueDate: string },
  publicUrl: string,
): ComposedEmail {
  const due = formatDate(vaccination.nextDueDate);
  return composedEmail(
    vaccination.owner.email,
    `${vaccination.petName}'s ${vaccination.vaccineName} vaccination is due on ${due}`,
    {
      greeting: `Hello ${vaccination.owner.firstName},`,
      paragraphs: [
        `${vaccination.petName}'s ${vaccination.vaccineName} vaccination is due on ${due}.`,
        'Book a visit with your clinic in good time to keep the protection going.',
      ],
      facts: [
        ['Pet', vaccination.petName],
        ['Vaccine', vaccination.vaccineName],
        ['Due', due],
      ],
      action: { label: 'Find a clinic', url: `${publicUrl}${paths.search()}` },
    },
  );
}
