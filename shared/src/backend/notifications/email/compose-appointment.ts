import { hasRealEmail } from '../../../contracts/clinic-desk';
import { formatPriceRange } from '../../../domain/currency';
import { paths } from '../../../paths';
import type { CalendarMethod } from '../../calendar/calendar-ics';
import { appointmentCalendar, type CalendarContext } from './appointment-calendar';
import type { AppointmentFacts } from './mail.repository';
import { placeLine, timeInZone } from './mail-words';
import type { Locale } from '../../../i18n/locales';
import {
  mailLocale,
  mailText,
  mailWordsIn,
  type MailMessageKey,
  type MailValues,
} from './mail-i18n';
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

/** "Friday 20 March 2026 at 10:30 London time", in the reader's language. */
const when = (a: { date: string; time: string }, timeZone: string, locale: Locale) =>
  mailText(locale, 'appointment.when', {
    date: formatDate(a.date, locale),
    time: timeInZone(a.time, timeZone, locale),
  });

/** A price in the reader's language: English keeps "£45 - £60", others write "45–60 €". */
function priceIn(locale: Locale, min: number, max: number, currency: string): string {
  if (locale === 'en') return formatPriceRange(min, max, currency);
  const whole = [min, max].every((amount) => Number.isInteger(Math.round(amount * 100) / 100));
  const format = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    ...(whole ? { minimumFractionDigits: 0, maximumFractionDigits: 0 } : {}),
  });
  return max > min ? format.formatRange(min, max) : format.format(min);
}

function calendarOf(
  appointment: AppointmentFacts,
  context: ComposeContext,
  method: CalendarMethod,
  locale: Locale,
): NonNullable<ComposedEmail['calendar']> {
  const content = appointmentCalendar(appointment, context, method, locale);
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

/** An appointment's words in one language: the owner's and the clinic's may differ. */
function appointmentWords(appointment: AppointmentFacts, context: ComposeContext, locale: Locale) {
  const { clinic } = appointment;
  const t = mailWordsIn(locale);
  const zone = clinic.timeZone;
  const at = appointment.clinicianName
    ? t('appointment.withClinician', {
        when: when(appointment, zone, locale),
        clinician: appointment.clinicianName,
      })
    : when(appointment, zone, locale);
  const facts: Array<[string, string]> = [
    [t('fact.when'), t('appointment.duration', { at, duration: appointment.duration })],
    [t('fact.where'), placeLine(clinic)],
    [t('fact.pet'), appointment.petName],
    [t('fact.service'), appointment.service],
    ...(clinic.phone
      ? [[t('appointment.fact.clinicPhone'), clinic.phone] as [string, string]]
      : []),
  ];
  // Every appointment email links to the visit and to its calendar file (the clinic's to the latter).
  const cancelled = appointment.status === 'cancelled';
  const manage = {
    label: t('appointment.link.manage'),
    url: visitPageUrl(context.publicUrl, appointment.id, cancelled),
  };
  const addToCalendar = {
    label: t('appointment.link.addToCalendar'),
    url: context.linkSecret
      ? visitCalendarUrl(context.publicUrl, context.linkSecret, appointment.id)
      : `${context.publicUrl}${paths.dashboard('tab=appointments')}`,
  };
  const clinicDashboard = {
    label: t('appointment.link.clinicDashboard'),
    url: `${context.publicUrl}${paths.clinicDashboard()}`,
  };
  // A booking's confirmations say what a consultation costs and where the whole list is.
  const { price } = appointment;
  const priceFacts: Array<[string, string]> = [
    ...(price
      ? [
          [
            t(
              price.firstConsultation
                ? 'appointment.fact.consultationPrice'
                : 'appointment.fact.price',
            ),
            t('appointment.includingVat', {
              price: priceIn(locale, price.min, price.max, price.currency),
            }),
          ] as [string, string],
        ]
      : []),
    [t('appointment.fact.priceList'), `${context.publicUrl}${paths.clinicPrices(clinic.id)}`],
  ];
  return {
    t,
    at,
    clinicName: clinic.name || t('appointment.theClinic'),
    visit: t('appointment.visit', { service: appointment.service, pet: appointment.petName }),
    previous: (previous: { date: string; time: string }) => when(previous, zone, locale),
    facts,
    manage,
    addToCalendar,
    clinicDashboard,
    priceFacts,
  };
}

/**
 * The emails of one appointment event: the owner's always, the clinic's when it must act or know;
 * each in its reader's language (the owner's account's, the clinic account's), calendar file too.
 */
export function composeAppointmentEmails(
  job: AppointmentJob,
  appointment: AppointmentFacts,
  context: ComposeContext,
): ComposedEmail[] {
  const { clinic, owner } = appointment;
  const ownerLocale = mailLocale(owner.locale);
  const clinicLocale = mailLocale(clinic.locale);
  const mine = appointmentWords(appointment, context, ownerLocale);
  const theirs = appointmentWords(appointment, context, clinicLocale);
  const ownerName = `${owner.firstName} ${owner.lastName}`.trim();
  const forClinic = (
    compose: (words: typeof theirs) => { subject: string; paragraphs: string[] },
    method: CalendarMethod,
  ) => {
    if (!clinic.email) return [];
    const { subject, paragraphs } = compose(theirs);
    const { t } = theirs;
    return [
      composedEmail(
        'clinic',
        clinic.email,
        subject,
        {
          locale: clinicLocale,
          greeting: t('mail.greeting', { name: theirs.clinicName }),
          paragraphs,
          // A desk-made or closed account's address receives nothing: the name alone.
          facts: [
            ...theirs.facts,
            [
              t('appointment.fact.owner'),
              hasRealEmail(owner.email) ? `${ownerName} <${owner.email}>` : ownerName,
            ],
          ],
          action: theirs.clinicDashboard,
          links: [theirs.addToCalendar],
        },
        calendarOf(appointment, context, method, clinicLocale),
      ),
    ];
  };
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
        locale: ownerLocale,
        greeting: mine.t('mail.greeting', { name: owner.firstName }),
        paragraphs,
        facts: [...mine.facts, ...extra],
        action: mine.manage,
        links: [mine.addToCalendar],
      },
      calendarOf(appointment, context, method, ownerLocale),
    );
  const { t, visit, at, clinicName } = mine;

  switch (job.kind) {
    case 'booked':
      return [
        forOwner(
          t('appointment.booked.subject', { visit, clinic: clinicName, at }),
          [
            t(
              appointment.status === 'pending'
                ? 'appointment.booked.pending'
                : 'appointment.booked.confirmed',
              { clinic: clinicName },
            ),
            t('appointment.booked.invitation'),
          ],
          'REQUEST',
          mine.priceFacts,
        ),
        ...forClinic(
          (w) => ({
            subject: w.t('appointment.booked.clinicSubject', { visit: w.visit, at: w.at }),
            paragraphs: [
              w.t('appointment.booked.clinicBody', { owner: ownerName, visit: w.visit }),
              ...(appointment.notes
                ? [w.t('appointment.booked.notes', { notes: appointment.notes })]
                : []),
            ],
          }),
          'REQUEST',
        ),
      ];
    case 'confirmed':
      return [
        forOwner(
          t('appointment.confirmed.subject', { visit, clinic: clinicName, at }),
          [t('appointment.confirmed.body', { clinic: clinicName })],
          'REQUEST',
          mine.priceFacts,
        ),
      ];
    case 'cancelled': {
      const byClinic = job.cancelledBy === 'clinic';
      const reason = (w: typeof mine) =>
        job.reason ? [w.t('appointment.cancelled.reason', { reason: job.reason })] : [];
      return [
        forOwner(
          t('appointment.cancelled.subject', { visit, clinic: clinicName, at }),
          [
            byClinic
              ? clinic.phone
                ? t('appointment.cancelled.byClinicPhone', {
                    clinic: clinicName,
                    phone: clinic.phone,
                  })
                : t('appointment.cancelled.byClinic', { clinic: clinicName })
              : t('appointment.cancelled.byOwner'),
            ...reason(mine),
            t('appointment.cancelled.bookAgain'),
          ],
          'CANCEL',
        ),
        ...(byClinic
          ? []
          : forClinic(
              (w) => ({
                subject: w.t('appointment.cancelled.clinicSubject', { visit: w.visit, at: w.at }),
                paragraphs: [
                  w.t('appointment.cancelled.clinicBody', { owner: ownerName }),
                  ...reason(w),
                ],
              }),
              'CANCEL',
            )),
      ];
    }
    case 'rescheduled': {
      const { previous } = job;
      const moved = (
        w: typeof mine,
        fromTo: MailMessageKey,
        to: MailMessageKey,
        values: MailValues = {},
      ) =>
        previous
          ? w.t(fromTo, {
              ...values,
              previous: w.previous({ date: previous.date, time: previous.time }),
              at: w.at,
            })
          : w.t(to, { ...values, at: w.at });
      // The clinic's own move: told as the clinic's, its status kept, and no email to the clinic.
      if (job.movedBy === 'clinic') {
        return [
          forOwner(
            t('appointment.moved.byClinicSubject', { clinic: clinicName, visit, at }),
            [
              moved(mine, 'appointment.moved.byClinicFromTo', 'appointment.moved.byClinicTo', {
                clinic: clinicName,
              }),
              t('appointment.moved.invitation'),
            ],
            'REQUEST',
          ),
        ];
      }
      return [
        forOwner(
          t('appointment.moved.subject', { visit, clinic: clinicName, at }),
          [
            moved(mine, 'appointment.moved.fromTo', 'appointment.moved.to'),
            appointment.status === 'pending'
              ? t('appointment.moved.awaiting')
              : t('appointment.moved.invitation'),
          ],
          'REQUEST',
        ),
        ...forClinic(
          (w) => ({
            subject: w.t('appointment.moved.clinicSubject', { visit: w.visit, at: w.at }),
            paragraphs: [
              moved(w, 'appointment.moved.clinicFromTo', 'appointment.moved.clinicTo', {
                owner: ownerName,
              }),
            ],
          }),
          'REQUEST',
        ),
      ];
    }
    case 'reminder':
      return [
        forOwner(
          t('appointment.reminder.subject', { visit, clinic: clinicName, at }),
          [
            t('appointment.reminder.body', { pet: appointment.petName, clinic: clinicName, at }),
            appointment.status === 'pending'
              ? t('appointment.reminder.pending')
              : t('appointment.reminder.confirmed'),
          ],
          'REQUEST',
        ),
      ];
  }
}
