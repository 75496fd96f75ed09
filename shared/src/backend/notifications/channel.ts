import type { NotificationEvent } from '../../jobs/notify-events';
import type { Database } from '../../server/db/client';
import type { Logger } from '../../server/logger';

/** What a channel is told besides the event: the event's key, the database and the clock. */
export interface DeliveryContext {
  db: Database;
  /** The event's idempotency key (notificationEventKey): with the channel and role it keys the log. */
  key: string;
  now: Date;
  logger: Logger;
}

/**
 * One message a channel would deliver for an event: one per recipient role (the owner, the
 * clinic, ...). The dispatcher sends it only when the delivery log has no entry for the event,
 * channel and role yet, and logs it once it went out.
 */
export interface Delivery {
  role: string;
  /** Where it goes, as the channel names it (an address, a URL, an account id). */
  recipient: string;
  /** A line saying what it was (an email's subject), kept in the log. */
  summary: string;
  /** Sends it; the id the receiving end gave it (a Message-ID), if any, is logged. */
  send(): Promise<{ externalId?: string }>;
}

export interface ChannelDeliveries {
  deliveries: Delivery[];
  /** Why nothing is delivered (the appointment changed since, the offer ended...), for the log. */
  why?: string;
}

/**
 * A way notifications reach people: email today, webhooks and in-app notices next. A channel
 * reads the database as it is now and says what it would deliver for the event; it never decides
 * whether it delivered before (the dispatcher and its log do), so a new channel is this interface
 * alone and the events do not change.
 */
export interface NotificationChannel {
  readonly name: string;
  deliver(event: NotificationEvent, context: DeliveryContext): Promise<ChannelDeliveries>;
}
