/**
 * Notifications (migration 0028): the delivery log, one row per event, channel and recipient role
 * that was delivered, so a retried event never delivers the same message twice on a channel.
 */
import { pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';

export const deliveryLog = pgTable(
  'delivery_log',
  {
    /** The event's idempotency key (notificationEventKey), computed in TypeScript only. */
    eventKey: text('event_key').notNull(),
    /** 'email' today; webhooks and in-app notices add theirs. */
    channel: text('channel').notNull(),
    /** Who in the event it was for: 'owner', 'clinic'. */
    recipientRole: text('recipient_role').notNull(),
    /** Where it went, as the channel names it (an email address, a URL). */
    recipient: text('recipient').notNull(),
    /** What it was (an email's subject). */
    summary: text('summary').notNull(),
    /** The id the receiving end knows it by (an email's Message-ID), if any. */
    externalId: text('external_id'),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.eventKey, t.channel, t.recipientRole] })],
);
