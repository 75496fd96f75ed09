import { UnrecoverableError } from 'bullmq';
import {
  notificationEventKey,
  notificationEventSchema,
  type NotificationEvent,
} from '../../jobs/notify-events';
import type { Database } from '../../server/db/client';
import type { Logger } from '../../server/logger';
import type { NotificationChannel } from './channel';
import { createDeliveryLog } from './delivery-log.repository';

export interface Dispatcher {
  db: Database;
  /** Every configured channel; each one gets every event. */
  channels: readonly NotificationChannel[];
  logger: Logger;
}

export interface DispatchResult {
  /** Deliveries made by this run, all channels together. */
  delivered: number;
  byChannel: Record<string, number>;
}

/**
 * The deliver-notification job: runs every channel on the event and delivers what the delivery
 * log does not hold yet for that event, channel and recipient role. A channel that fails (a relay
 * down, a webhook refusing) fails the job after the other channels ran, so the transport retries
 * it with backoff; what went out before is logged, so a retry sends only what failed.
 */
export async function deliverNotification(
  dispatcher: Dispatcher,
  payload: unknown,
  now: Date = new Date(),
): Promise<DispatchResult> {
  const parsed = notificationEventSchema.safeParse(payload);
  if (!parsed.success) throw new UnrecoverableError(`bad notification: ${parsed.error.message}`);
  const event = parsed.data;
  const key = notificationEventKey(event);
  const result: DispatchResult = { delivered: 0, byChannel: {} };
  const failures: unknown[] = [];
  for (const channel of dispatcher.channels) {
    const logger = dispatcher.logger.child({ notification: key, channel: channel.name });
    try {
      const count = await runChannel(dispatcher.db, channel, { key, now, logger }, event);
      result.byChannel[channel.name] = count;
      result.delivered += count;
    } catch (error) {
      logger.warn({ err: error }, 'channel failed; its undelivered messages wait for the retry');
      failures.push(error);
    }
  }
  if (failures.length > 0) throw failures[0];
  return result;
}

async function runChannel(
  db: Database,
  channel: NotificationChannel,
  context: { key: string; now: Date; logger: Logger },
  event: NotificationEvent,
): Promise<number> {
  const log = createDeliveryLog(db);
  const { deliveries, why } = await channel.deliver(event, { db, ...context });
  if (why) context.logger.info(`nothing to deliver: ${why}`);
  let count = 0;
  for (const delivery of deliveries) {
    if (await log.wasDelivered(context.key, channel.name, delivery.role)) continue;
    const { externalId } = await delivery.send();
    await log.record({
      eventKey: context.key,
      channel: channel.name,
      role: delivery.role,
      recipient: delivery.recipient,
      summary: delivery.summary,
      externalId,
    });
    count += 1;
  }
  return count;
}
