import { eq } from 'drizzle-orm';
import { buildCalendar, placeLine } from '@petvet/shared/backend';
import { schema, type Database } from '@petvet/shared/server';
import { calendarWords } from '../calendar/calendar-words';
import type { CalendarAppointment } from './appointments.repository';

/** The stored language of the account asking; none (an account gone meanwhile) reads English. */
async function localeOf(db: Database, accountId: string): Promise<string | undefined> {
  const [row] = await db
    .select({ locale: schema.accounts.locale })
    .from(schema.accounts)
    .where(eq(schema.accounts.id, accountId))
    .limit(1);
  return row?.locale;
}

/**
 * An appointment as the iCalendar file its reader downloads. Its words are in the language of the
 * account asking for it; dates and times stay in the machine form calendars read.
 */
export async function appointmentCalendarFile(
  db: Database,
  readerId: string,
  appointment: CalendarAppointment,
  now: Date,
): Promise<{ filename: string; body: string }> {
  const words = calendarWords(await localeOf(db, readerId));
  const body = buildCalendar({
    uid: `${appointment.id}@petvet`,
    date: appointment.appointmentDate,
    time: appointment.appointmentTime,
    timeZone: appointment.timeZone,
    durationMinutes: appointment.duration,
    summary: words.ownerSummary({
      service: appointment.serviceType,
      pet: appointment.petName,
      clinic: appointment.businessName,
    }),
    // The address once, even when it already ends with the city and postcode.
    location: placeLine({
      name: appointment.businessName,
      address: appointment.address,
      city: appointment.city,
      postcode: appointment.postcode,
    }),
    description: appointment.notes,
    // A missed visit did not take place: calendars show it as cancelled.
    status: appointment.status === 'no_show' ? 'cancelled' : appointment.status,
    stamp: now,
  });
  return { filename: `appointment-${appointment.id}.ics`, body };
}
