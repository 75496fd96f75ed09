import { JOBS } from '../../jobs/queues';
import type { NotificationEvent } from '../../jobs/notify-events';
import { enqueue } from '../../server/jobs/enqueue';
import type { DbExecutor } from '../../server/jobs/outbox.repository';

/**
 * Publishes a domain event (a booking made, a visit moved, an offer made...) inside the caller's
 * transaction: it is delivered on every channel once the transaction commits, and only then.
 * The event's key is its job id (the catalogue's deliver-notification job), so publishing the
 * same event twice delivers it once.
 */
export async function publishNotification(tx: DbExecutor, event: NotificationEvent): Promise<void> {
  await enqueue(tx, JOBS.deliverNotification, trimmed(event));
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
