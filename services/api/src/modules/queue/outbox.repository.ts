import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { schema, type Database } from '@petvet/shared/server';

const outbox = schema.queueOutbox;

/** The database or an open transaction: outbox rows are written inside the caller's transaction. */
export type DbExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface OutboxMessage {
  queue: string;
  jobName: string;
  jobId: string;
  payload: Record<string, unknown>;
}

export interface PendingOutboxRow extends OutboxMessage {
  id: number;
}

export async function insertOutboxMessage(db: DbExecutor, message: OutboxMessage): Promise<number> {
  const [row] = await db
    .insert(outbox)
    .values(message)
    // A retried request for the same job is the same message.
    .onConflictDoUpdate({ target: [outbox.queue, outbox.jobId], set: { payload: message.payload } })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return Number(row.id);
}

/**
 * Undelivered rows, locked for this transaction. SKIP LOCKED lets several API instances relay at
 * once without taking the same row twice.
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
    })
    .from(outbox)
    .where(
      and(isNull(outbox.deliveredAt), onlyId === undefined ? undefined : eq(outbox.id, onlyId)),
    )
    .orderBy(asc(outbox.id))
    .limit(limit)
    .for('update', { skipLocked: true });
  return rows.map((row) => ({
    ...row,
    id: Number(row.id),
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
