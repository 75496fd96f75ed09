import { buildCalendar, type CalendarMethod } from '../../calendar/calendar-ics';
import type { Locale } from '../../../i18n/locales';
import { mailLocale, mailWordsIn } from './mail-i18n';
import type { AppointmentFacts } from './mail.repository';
import { placeLine } from './mail-words';
import { visitPageUrl } from './visit-links';

export interface CalendarContext {
  publicUrl: string;
  now: Date;
  /** The organizer's address when the clinic has none (the sender's). */
  fromAddress: string;
  /** The event's revision: how many times the visit was moved (see mail.repository). */
  sequence: number;
}

/**
 * One visit as an iCalendar object: the invitation an email carries and the file its "Add to
 * calendar" link downloads are the same event (one UID), so adding both leaves one entry. Its
 * summary speaks the reader's language: the owner's unless told (the clinic's invitation).
 */
export function appointmentCalendar(
  appointment: AppointmentFacts,
  context: CalendarContext,
  method: CalendarMethod,
  locale: Locale = mailLocale(appointment.owner.locale),
): string {
  const { clinic, owner } = appointment;
  const t = mailWordsIn(locale);
  let summary = t('calendar.summary', { service: appointment.service, pet: appointment.petName });
  if (appointment.clinicianName)
    summary = t('calendar.withClinician', { summary, clinician: appointment.clinicianName });
  if (clinic.name) summary = t('calendar.atClinic', { summary, clinic: clinic.name });
  return buildCalendar(
    {
      uid: `${appointment.id}@petvet`,
      date: appointment.date,
      time: appointment.time,
      timeZone: clinic.timeZone,
      durationMinutes: appointment.duration,
      summary,
      location: placeLine(clinic),
      description: appointment.notes,
      status: appointment.status,
      stamp: context.now,
      sequence: context.sequence,
      organizer: { name: clinic.name || 'PetVet', email: clinic.email || context.fromAddress },
      attendee: { name: `${owner.firstName} ${owner.lastName}`.trim(), email: owner.email },
      url: visitPageUrl(context.publicUrl, appointment.id, appointment.status === 'cancelled'),
    },
    method,
  );
}
