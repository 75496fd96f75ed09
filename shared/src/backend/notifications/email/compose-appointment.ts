import { hasRealEmail } from '../../../contracts/clinic-desk';
import { formatPriceRange } from '../../../domain/currency';
import { paths } from '../../../paths';
import type { CalendarMethod } from '../../calendar/calendar-ics';
import { appointmentCalendar, type CalendarContext } from './appointment-calendar';
import type { AppointmentFacts } from './mail.repository';
import { placeLine, timeInZone } from './mail-words';
import { visitCalendarUrl, visitPageUrl } from './visit-links';
import { formatDate, renderHtml, renderText, type MailBody } from './mail-layout';
import type { NotificationEvent } from '../../../jobs/notify-events';

/** One email of an event: who it is for (its role keys the delivery log), and what it says. */
export interface ComposedEmail {
  role: 'owner' | 'clinic';
  to: string;
  subject: string;
  text: string;
  html: string;
  calendar?: { method: CalendarMethod; content: string; filename: string };
  /** Files sent with it (a vaccination certificate's PDF). */
  attachments?: MailAttachment[];
}

export interface MailAttachment {
  filename: string;
  content: Buffer;
  contentType: string;
}

export type AppointmentJob = Exclude<
  Extract<NotificationEvent, { appointmentId: string }>,
  // The front desk's "confirm it was you" email is composed on its own (compose-staff).
  { kind: 'owner-confirm' }
>;

export interface ComposeContext extends CalendarContext {
  /** Signs the "Add to calendar" address; without it the link opens the dashboard's calendar. */
  linkSecret?: string;
}

const when = (a: { date: string; time: string }, timeZone: string) =>
  `${formatDate(a.date)} at ${timeInZone(a.time, timeZone)}`;

function calendarOf(
  appointment: AppointmentFacts,
  context: ComposeContext,
  method: CalendarMethod,
): NonNullable<ComposedEmail['calendar']> {
  const content = appointmentCalendar(appointment, context, method);
  return { method, content, filename: 'appointment.ics' };
}

function composedEmail(
  role: ComposedEmail['role'],
  to: string,
  subject: string,
  body: MailBody,
  calendar: ComposedEmail['calendar'],
): ComposedEmail {
  return { role, to, subject, text: renderText(body), html: renderHtml(body), calendar };
}

/** Whether the event still tells the truth: a visit cancelled or moved since says nothing more. */
export function isStale(job: AppointmentJob, appointment: AppointmentFacts): boolean {
  if (job.kind === 'cancelled') return appointment.status !== 'cancelled';
  if (appointment.status === 'cancelled') return true;
  if (job.kind === 'confirmed') return appointment.status === 'pending';
  if (job.kind === 'reminder')
    return job.at.date !== appointment.date || job.at.time.slice(0, 5) !== appointment.time;
  return false;
}

/** The emails of one appointment event: the owner's always, the clinic's when it must act or know. */
export function composeAppointmentEmails(
  job: AppointmentJob,
  appointment: AppointmentFacts,
  context: ComposeContext,
): ComposedEmail[] {
  const { clinic, owner } = appointment;
  const clinicName = clinic.name || 'the clinic';
  const visit = `${appointment.service} for ${appointment.petName}`;
  const zone = clinic.timeZone;
  const at = `${when(appointment, zone)}${appointment.clinicianName ? ` with ${appointment.clinicianName}` : ''}`;
  const facts: Array<[string, string]> = [
    ['When', `${at} (${appointment.duration} minutes)`],
    ['Where', placeLine(clinic)],
    ['Pet', appointment.petName],
    ['Service', appointment.service],
    ...(clinic.phone ? [['Clinic phone', clinic.phone] as [string, string]] : []),
  ];
  // Every appointment email links to the visit and to its calendar file (the clinic's to the latter).
  const cancelled = appointment.status === 'cancelled';
  const manage = {
    label: 'Cancel or change',
    url: visitPageUrl(context.publicUrl, appointment.id, cancelled),
  };
  const addToCalendar = {
    label: 'Add to calendar',
    url: context.linkSecret
      ? visitCalendarUrl(context.publicUrl, context.linkSecret, appointment.id)
      : `${context.publicUrl}${paths.dashboard('tab=appointments')}`,
  };
  const clinicDashboard = {
    label: 'Open your clinic dashboard',
    url: `${context.publicUrl}${paths.clinicDashboard()}`,
  };
  const ownerName = `${owner.firstName} ${owner.lastName}`.trim();
  const forClinic = (subject: string, paragraphs: string[], method: CalendarMethod) =>
    clinic.email
      ? [
          composedEmail(
            'clinic',
            clinic.email,
            subject,
            {
              greeting: `Hello ${clinicName},`,
              paragraphs,
              // A desk-made or closed account's address receives nothing: the name alone.
              facts: [
                ...facts,
                ['Owner', hasRealEmail(owner.email) ? `${ownerName} <${owner.email}>` : ownerName],
              ],
              action: clinicDashboard,
              links: [addToCalendar],
            },
            calendarOf(appointment, context, method),
          ),
        ]
      : [];
  // A booking's confirmations say what a consultation costs and where the whole list is.
  const { price } = appointment;
  const priceFacts: Array<[string, string]> = [
    ...(price
      ? [
          [
            price.firstConsultation ? 'Consultation price' : 'Price',
            `${formatPriceRange(price.min, price.max, price.currency)} including VAT`,
          ] as [string, string],
        ]
      : []),
    ['Price list', `${context.publicUrl}${paths.clinicPrices(clinic.id)}`],
  ];
  const forOwner = (
    subject: string,
    paragraphs: string[],
    method: CalendarMethod,
    extra: Array<[string, string]> = [],
  ) =>
    composedEmail(
      'owner',
      owner.email,
      subject,
      {
        greeting: `Hello ${owner.firstName},`,
        paragraphs,
        facts: [...facts, ...extra],
        action: manage,
        links: [addToCalendar],
      },
      calendarOf(appointment, context, method),
    );

  switch (job.kind) {
    case 'booked':
      return [
        forOwner(
          `Booking received: ${visit} at ${clinicName}, ${at}`,
          [
            appointment.status === 'pending'
              ? `${clinicName} has received your booking. It is awaiting confirmation by the clinic: we will email you as soon as they confirm.`
              : `${clinicName} has received your booking and already confirmed it.`,
            'The attached calendar invitation keeps the time in your calendar.',
          ],
          'REQUEST',
          priceFacts,
        ),
        ...forClinic(
          `New booking: ${visit}, ${at}`,
          [
            `${ownerName} booked ${visit}. Please confirm it (or cancel it) in your dashboard.`,
            ...(appointment.notes ? [`Notes from the owner: ${appointment.notes}`] : []),
          ],
          'REQUEST',
        ),
      ];
    case 'confirmed':
      return [
        forOwner(
          `Confirmed: ${visit} at ${clinicName}, ${at}`,
          [`${clinicName} has confirmed your appointment. See you there!`],
          'REQUEST',
          priceFacts,
        ),
      ];
    case 'cancelled': {
      const byClinic = job.cancelledBy === 'clinic';
      const reason = job.reason ? [`Reason given: ${job.reason}`] : [];
      return [
        forOwner(
          `Cancelled: ${visit} at ${clinicName}, ${at}`,
          [
            byClinic
              ? `${clinicName} has cancelled your appointment.${clinic.phone ? ` You can reach them on ${clinic.phone}.` : ''}`
              : 'Your appointment is cancelled, as you asked.',
            ...reason,
            'You can book another time on PetVet whenever you like.',
          ],
          'CANCEL',
        ),
        ...(byClinic
          ? []
          : forClinic(
              `Cancelled by the owner: ${visit}, ${at}`,
              [`${ownerName} has cancelled this appointment; the time is free again.`, ...reason],
              'CANCEL',
            )),
      ];
    }
    case 'rescheduled': {
      const moved = job.previous
        ? `Your appointment has moved from ${when({ date: job.previous.date, time: job.previous.time }, zone)} to ${at}.`
        : `Your appointment has moved to ${at}.`;
      // The clinic's own move: told as the clinic's, its status kept, and no email to the clinic.
      if (job.movedBy === 'clinic') {
        return [
          forOwner(
            `Moved by ${clinicName}: ${visit}, now ${at}`,
            [
              moved.replace(
                'Your appointment has moved',
                `${clinicName} has moved your appointment`,
              ),
              'The attached invitation updates the time in your calendar.',
            ],
            'REQUEST',
          ),
        ];
      }
      return [
        forOwner(
          `Moved: ${visit} at ${clinicName}, now ${at}`,
          [
            moved,
            appointment.status === 'pending'
              ? 'It is awaiting confirmation by the clinic.'
              : 'The attached invitation updates the time in your calendar.',
          ],
          'REQUEST',
        ),
        ...forClinic(
          `Moved by the owner: ${visit}, now ${at}`,
          [moved.replace('Your appointment', `${ownerName}'s appointment`)],
          'REQUEST',
        ),
      ];
    }
    case 'reminder':
      return [
        forOwner(
          `Reminder: ${visit} at ${clinicName}, ${at}`,
          [
            `A reminder that ${appointment.petName} has an appointment at ${clinicName} in about 24 hours: ${at}.`,
            appointment.status === 'pending'
              ? 'The clinic has not confirmed it yet; call them if you are unsure.'
              : 'If you cannot make it, please cancel or move it from your dashboard so the time goes to someone else.',
          ],
          'REQUEST',
        ),
      ];
  }
}
