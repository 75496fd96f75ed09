import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import { schema, type DbExecutor, type OutboxMessage } from '@petvet/shared/server';

// Written inside the caller's transaction; the workers' in-process runner writes the same table.
export { insertOutboxMessage, type DbExecutor, type OutboxMessage } from '@petvet/shared/server';

const outbox = schema.queueOutbox;

export interface PendingOutboxRow extends OutboxMessage {
  id: number;
  /** Runs the in-process runner already made (a retry keeps the attempts it has left). */
  runs: number;
  /** Milliseconds until the row is due (a debounce or a retry's backoff), 0 when due. */
  dueInMs: number;
}

/**
 * Undelivered rows, locked for this transaction. SKIP LOCKED lets several API instances relay at
 * once without taking the same row twice; a row the in-process runner holds is left to it (it
 * finishes there), unless its claim outlived its deadline (that runner died).
 */
export async function lockPendingMessages(
  tx: DbExecutor,
  limit: number,
  onlyId?: number,
): Promise<PendingOutboxRow[]> {
  const rows = await tx
    .select({
      id: outbox.id,
      queue: outbox.queue,
      jobName: outbox.jobName,
      jobId: outbox.jobId,
      payload: outbox.payload,
      runs: outbox.runs,
      dueInMs: sql<number>`greatest(0, extract(epoch from ${outbox.availableAt} - now()) * 1000)::int`,
    })
    .from(outbox)
    .where(
      and(
        isNull(outbox.deliveredAt),
        or(isNull(outbox.claimedUntil), lte(outbox.claimedUntil, sql`now()`)),
        onlyId === undefined ? undefined : eq(outbox.id, onlyId),
      ),
    )
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
    dueInMs: Number(row.dueInMs),
    payload: row.payload as Record<string, unknown>,
  }));
}

export async function markDelivered(tx: DbExecutor, id: number): Promise<void> {
  await tx
    .update(outbox)
    .set({ deliveredAt: sql`now()`, attempts: sql`${outbox.attempts} + 1`, lastError: null })
    .where(eq(outbox.id, id));
}

export async function markFailed(tx: DbExecutor, id: number, error: string): Promise<void> {
  await tx
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, lastError: error.slice(0, 500) })
    .where(eq(outbox.id, id));
}
