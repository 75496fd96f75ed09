import type { JobsOptions } from 'bullmq';
import { z } from 'zod';

/**
 * The notification events: domain events people hear of, whatever the channel (email today,
 * webhooks and in-app notices next). An event carries ids and the few facts the database no
 * longer holds when it is delivered (a cancellation's reason, a move's old time); addresses and
 * texts are read by each channel at delivery.
 */
const localTime = z.object({ date: z.string(), time: z.string() });
/**
 * Set on a reminder, offer or vaccination notice withheld while the owner's address was not
 * verified and published again by the verification: its own key, so it is delivered once more.
 */
const afterVerification = z.literal(true).optional();

/** An appointment booked, confirmed, cancelled or moved ('rescheduled'). */
export const appointmentEventSchema = z.object({
  kind: z.enum(['booked', 'confirmed', 'cancelled', 'rescheduled']),
  appointmentId: z.string().uuid(),
  reason: z.string().max(500).optional(),
  cancelledBy: z.enum(['owner', 'clinic']).optional(),
  /** The time the appointment had before a move, in the clinic's zone. */
  previous: localTime.optional(),
  /** Who moved it: the clinic's move is told as the clinic's, and not to the clinic itself. */
  movedBy: z.enum(['owner', 'clinic']).optional(),
});
export type AppointmentEvent = z.infer<typeof appointmentEventSchema>;

export const notificationEventSchema = z.discriminatedUnion('kind', [
  appointmentEventSchema,
  /** The day-before reminder of the visit at `at` (a moved visit gets its own). */
  z.object({
    kind: z.literal('reminder'),
    appointmentId: z.string().uuid(),
    at: localTime,
    afterVerification,
  }),
  z.object({ kind: z.literal('waitlist-offer'), holdId: z.string().uuid(), afterVerification }),
  /** The "set your password" link of an account the clinic's front desk made. */
  z.object({ kind: z.literal('account-claim'), claimId: z.string().uuid() }),
  /** A staff invitation's link (its token is made at sending). */
  z.object({ kind: z.literal('staff-invitation'), invitationId: z.string().uuid() }),
  /** The front desk booked for an existing account by email: the holder is asked to confirm. */
  z.object({ kind: z.literal('owner-confirm'), appointmentId: z.string().uuid() }),
  /** Once per vaccination and due date. */
  z.object({
    kind: z.literal('vaccination-due'),
    vaccinationId: z.string().uuid(),
    dueDate: z.string(),
    afterVerification,
  }),
  /**
   * One reminder of a clinic's rule for a vaccination coming due or overdue: `offsetDays` before
   * the due date (negative: after it). Once per vaccination, due date and day of the series.
   */
  z.object({
    kind: z.literal('vaccination-reminder'),
    vaccinationId: z.string().uuid(),
    dueDate: z.string(),
    ruleId: z.string().uuid(),
    offsetDays: z.number().int(),
    afterVerification,
  }),
  /** A clinic wrote an entry in a pet's health record: the owner hears of it once. */
  z.object({
    kind: z.literal('record-written'),
    entryKind: z.enum(['medical_record', 'vaccination', 'weight']),
    entryId: z.string().uuid(),
  }),
  /** The owner asked for the pet's vaccination certificate by email (the PDF is made at sending). */
  z.object({
    kind: z.literal('certificate-email'),
    petId: z.string().uuid(),
    requestId: z.string().uuid(),
  }),
  /** The link that proves an address: a new account's, or the new one of a change (its purpose). */
  z.object({ kind: z.literal('verify-email'), linkId: z.string().uuid() }),
  /** The old address told that the account's address is being changed to the link's. */
  z.object({ kind: z.literal('email-change-notice'), linkId: z.string().uuid() }),
  /** A password-reset link (its token is made at sending). */
  z.object({ kind: z.literal('password-reset'), linkId: z.string().uuid() }),
  /** The code that proves a claimant reads mail at a directory practice's own domain (made at sending). */
  z.object({ kind: z.literal('practice-claim-code'), claimId: z.string().uuid() }),
]);
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/**
 * The event's idempotency key: the job id in the outbox and in BullMQ, and the event's key in the
 * delivery log, so one event is delivered once per channel and recipient however often it is
 * published or retried. Never change the key of an existing kind: events in flight across an
 * upgrade would be delivered again. BullMQ refuses most
 * custom ids with a colon, so the parts are joined with dashes and a time loses its colon.
 */
export function notificationEventKey(event: NotificationEvent): string {
  const key = eventKey(event);
  return 'afterVerification' in event && event.afterVerification ? `${key}-verified` : key;
}

function eventKey(event: NotificationEvent): string {
  const at = (when: { date: string; time: string } | undefined) =>
    when ? `${when.date}T${when.time.slice(0, 5).replace(':', '')}` : '';
  switch (event.kind) {
    case 'waitlist-offer':
      return `offer-${event.holdId}`;
    case 'account-claim':
      return `claim-${event.claimId}`;
    case 'staff-invitation':
      return `invitation-${event.invitationId}`;
    case 'owner-confirm':
      return `owner-confirm-${event.appointmentId}`;
    case 'verify-email':
      return `verify-email-${event.linkId}`;
    case 'email-change-notice':
      return `email-change-notice-${event.linkId}`;
    case 'password-reset':
      return `password-reset-${event.linkId}`;
    case 'practice-claim-code':
      return `practice-claim-code-${event.claimId}`;
    case 'vaccination-due':
      return `vaccination-due-${event.vaccinationId}-${event.dueDate}`;
    case 'vaccination-reminder':
      return `vaccination-reminder-${event.vaccinationId}-${event.dueDate}-${event.offsetDays}`;
    case 'record-written':
      return `record-written-${event.entryKind}-${event.entryId}`;
    case 'certificate-email':
      return `certificate-${event.requestId}`;
    case 'reminder':
      return `reminder-${event.appointmentId}-${at(event.at)}`;
    case 'rescheduled':
      return `rescheduled-${event.appointmentId}-${at(event.previous)}`;
    default:
      return `${event.kind}-${event.appointmentId}`;
  }
}

/**
 * A channel that is down (a mail relay, a webhook receiver) delays a notification but never loses
 * it: a failed delivery is retried for about a day (30 s doubling to about 8.5 h), on either
 * transport.
 */
export const NOTIFY_JOB_OPTIONS: JobsOptions = {
  attempts: 12,
  backoff: { type: 'exponential', delay: 30_000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};
