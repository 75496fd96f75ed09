import { JOBS, QUEUES } from '../../../jobs/queues';
import {
  notificationEventKey,
  notificationEventSchema,
  type NotificationEvent,
} from '../../../jobs/notify-events';
import { createOutboxRepository, type DbExecutor } from '../../../server/jobs/outbox.repository';

export type AppointmentMailKind = 'booked' | 'confirmed' | 'cancelled' | 'rescheduled';

export interface AppointmentMail {
  kind: AppointmentMailKind;
  appointmentId: string;
  reason?: string;
  cancelledBy?: 'owner' | 'clinic';
  /** The time the appointment had before a reschedule, in the clinic's zone. */
  previous?: { date: string; time: string };
  /** Who moved it: the clinic's move is told as the clinic's, and not to the clinic itself. */
  movedBy?: 'owner' | 'clinic';
}

/** Queues one email event inside the caller's transaction. */
export async function queueMailJob(tx: DbExecutor, job: NotificationEvent): Promise<void> {
  const payload = notificationEventSchema.parse(job);
  await createOutboxRepository(tx).insertOutboxMessage({
    queue: QUEUES.notify,
    jobName: JOBS.sendMail,
    jobId: notificationEventKey(payload),
    payload,
  });
}

/** The email(s) an appointment change sends, queued in the same transaction as the change. */
export async function queueAppointmentMail(tx: DbExecutor, mail: AppointmentMail): Promise<void> {
  await queueMailJob(tx, {
    kind: mail.kind,
    appointmentId: mail.appointmentId,
    ...(mail.reason ? { reason: mail.reason.slice(0, 500) } : {}),
    ...(mail.cancelledBy ? { cancelledBy: mail.cancelledBy } : {}),
    ...(mail.previous ? { previous: mail.previous } : {}),
    ...(mail.movedBy ? { movedBy: mail.movedBy } : {}),
  });
}

/** The offer email of a waitlist hold, queued in the transaction that made the hold. */
export async function queueWaitlistOfferMail(
  tx: DbExecutor,
  offer: { holdId: string },
): Promise<void> {
  await queueMailJob(tx, { kind: 'waitlist-offer', holdId: offer.holdId });
}

export {
  notificationEventKey,
  notificationEventSchema,
  NOTIFY_JOB_OPTIONS,
  type NotificationEvent,
} from '../../../jobs/notify-events';
