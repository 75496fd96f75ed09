import { and, isNotNull, lt } from 'drizzle-orm';
import type { Database } from '../db/client';
import * as schema from '../db/schema';
import type { Logger } from '../logger';

const outbox = schema.queueOutbox;

/**
 * How long a delivered outbox row is kept: long enough to look into a job that went wrong, and
 * to fold a late repeat of the same request into the row it already made. Waiting rows are kept
 * whatever their age.
 */
export const OUTBOX_RETENTION_MS = 7 * 24 * 3600_000;

/** Removes delivered rows older than the retention at `now`; returns how many went. */
export async function pruneDeliveredOutbox(
  db: Database,
  logger: Logger,
  now: Date,
  retentionMs = OUTBOX_RETENTION_MS,
): Promise<number> {
  const cutoff = new Date(now.getTime() - retentionMs);
  const removed = await db
    .delete(outbox)
    .where(and(isNotNull(outbox.deliveredAt), lt(outbox.deliveredAt, cutoff)))
    .returning({ id: outbox.id });
  if (removed.length > 0) logger.info({ removed: removed.length }, 'delivered outbox rows pruned');
  return removed.length;
}
