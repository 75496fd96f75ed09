import { JOBS, QUEUES } from '../../jobs/queues';
import {
  notificationEventKey,
  notificationEventSchema,
  type NotificationEvent,
} from '../../jobs/notify-events';
import { createOutboxRepository, type DbExecutor } from '../../server/jobs/outbox.repository';

/**
 * Publishes a domain event (a booking made, a visit moved, an offer made...) inside the caller's
 * transaction: it is delivered on every channel once the transaction commits, and only then.
 * The event's key is its job id, so publishing the same event twice delivers it once.
 */
export async function publishNotification(tx: DbExecutor, event: NotificationEvent): Promise<void> {
  const payload = notificationEventSchema.parse(trimmed(event));
  await createOutboxRepository(tx).insertOutboxMessage({
    queue: QUEUES.notify,
    jobName: JOBS.deliverNotification,
    jobId: notificationEventKey(payload),
    payload,
  });
}

/** A free-text reason is cut to what the event carries, and absent fields stay absent. */
function trimmed(event: NotificationEvent): NotificationEvent {
  const defined = Object.fromEntries(
    Object.entries(event).filter(([, value]) => value !== undefined),
  ) as NotificationEvent;
  if ('reason' in defined && typeof defined.reason === 'string')
    return { ...defined, reason: defined.reason.slice(0, 500) };
  return defined;
}
