import { and, eq } from 'drizzle-orm';
import { deliveryLog } from '../../server/db/schema-notifications';
import type { DbExecutor } from '../../server/jobs/outbox.repository';

export interface DeliveryEntry {
  eventKey: string;
  channel: string;
  role: string;
  recipient: string;
  summary: string;
  externalId?: string;
}

/** One row per event, channel and recipient role that was delivered: a retry skips them. */
export function createDeliveryLog(db: DbExecutor) {
  return {
    async wasDelivered(eventKey: string, channel: string, role: string): Promise<boolean> {
      const [row] = await db
        .select({ key: deliveryLog.eventKey })
        .from(deliveryLog)
        .where(
          and(
            eq(deliveryLog.eventKey, eventKey),
            eq(deliveryLog.channel, channel),
            eq(deliveryLog.recipientRole, role),
          ),
        )
        .limit(1);
      return Boolean(row);
    },

    async record(entry: DeliveryEntry): Promise<void> {
      await db
        .insert(deliveryLog)
        .values({
          eventKey: entry.eventKey,
          channel: entry.channel,
          recipientRole: entry.role,
          recipient: entry.recipient,
          summary: entry.summary,
          externalId: entry.externalId ?? null,
        })
        .onConflictDoNothing();
    },
  };
}

export type DeliveryLog = ReturnType<typeof createDeliveryLog>;
