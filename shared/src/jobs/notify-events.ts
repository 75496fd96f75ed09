import type { JobsOptions } from 'bullmq';
import { z } from 'zod';

/**
 * What a send-mail job carries: ids and the few facts the database no longer holds at send time
 * (a cancellation's reason, a reschedule's old time). Addresses and texts are read when sending.
 */
const localTime = z.object({ date: z.string(), time: z.string() });

export const notificationEventSchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.enum(['booked', 'confirmed', 'cancelled', 'rescheduled']),
    appointmentId: z.string().uuid(),
    reason: z.string().max(500).optional(),
    cancelledBy: z.enum(['owner', 'clinic']).optional(),
    previous: localTime.optional(),
    movedBy: z.enum(['owner', 'clinic']).optional(),
  }),
  /** The day-before reminder of the visit at `at` (a moved visit gets its own). */
  z.object({ kind: z.literal('reminder'), appointmentId: z.string().uuid(), at: localTime }),
  z.object({ kind: z.literal('waitlist-offer'), holdId: z.string().uuid() }),
  /** The "set your password" link of an account the clinic's desk made. */
  z.object({ kind: z.literal('account-claim'), claimId: z.string().uuid() }),
  /** A staff invitation's link (its token is made at sending). */
  z.object({ kind: z.literal('staff-invitation'), invitationId: z.string().uuid() }),
  /** The desk booked for an existing account by email: the holder is asked to confirm. */
  z.object({ kind: z.literal('owner-confirm'), appointmentId: z.string().uuid() }),
  /** Once per vaccination and due date. */
  z.object({
    kind: z.literal('vaccination-due'),
    vaccinationId: z.string().uuid(),
    dueDate: z.string(),
  }),
]);
export type NotificationEvent = z.infer<typeof notificationEventSchema>;

/**
 * The event's idempotency key: the job id in the outbox and in BullMQ, and the key of the mail
 * log, so one event makes one email however often it is queued or retried. BullMQ refuses most
 * custom ids with a colon, so the parts are joined with dashes and a time loses its colon.
 */
export function notificationEventKey(job: NotificationEvent): string {
  const at = (when: { date: string; time: string } | undefined) =>
    when ? `${when.date}T${when.time.slice(0, 5).replace(':', '')}` : '';
  switch (job.kind) {
    case 'waitlist-offer':
      return `offer-${job.holdId}`;
    case 'account-claim':
      return `claim-${job.claimId}`;
    case 'staff-invitation':
      return `invitation-${job.invitationId}`;
    case 'owner-confirm':
      return `owner-confirm-${job.appointmentId}`;
    case 'vaccination-due':
      return `vaccination-due-${job.vaccinationId}-${job.dueDate}`;
    case 'reminder':
      return `reminder-${job.appointmentId}-${at(job.at)}`;
    case 'rescheduled':
      return `rescheduled-${job.appointmentId}-${at(job.previous)}`;
    default:
      return `${job.kind}-${job.appointmentId}`;
  }
}

/**
 * A relay that is down delays mail but never loses it: a failed send is retried for about a day
 * (30 s doubling to about 8.5 h), on either transport.
 */
export const NOTIFY_JOB_OPTIONS: JobsOptions = {
  attempts: 12,
  backoff: { type: 'exponential', delay: 30_000 },
  removeOnComplete: { age: 24 * 3600, count: 1000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};
