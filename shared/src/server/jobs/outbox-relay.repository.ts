import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import * as schema from '../db/schema';
import {
  messageColumns,
  toMessage,
  unheld,
  type DbExecutor,
  type OutboxMessage,
} from './outbox.repository';

const outbox = schema.queueOutbox;

export interface PendingOutboxRow extends OutboxMessage {
  id: number;
  /** Runs an in-process runner already made (a retry keeps the attempts it has left). */
  runs: number;
  /** Milliseconds until the row is due (a debounce or a retry's backoff), 0 when due. */
  dueInMs: number;
}

export function createOutboxRelayRepository(db: DbExecutor) {
  return {
    /**
     * Undelivered rows, locked for this transaction, for the relay to hand to the queue. SKIP LOCKED
     * lets several API instances relay at once without taking the same row twice; a row an in-process
     * runner holds is left to it (it finishes there), unless its claim outlived its deadline.
     */
    async lockPendingMessages(limit: number, onlyId?: number): Promise<PendingOutboxRow[]> {
      const dueInMs = sql<number>`greatest(0, extract(epoch from ${outbox.availableAt} - now()) * 1000)::int`;
      const rows = await db
        .select({ ...messageColumns, dueInMs })
        .from(outbox)
        .where(and(unheld(), onlyId === undefined ? undefined : eq(outbox.id, onlyId)))
        .orderBy(asc(outbox.id))
        .limit(limit)
        .for('update', { skipLocked: true });
      return rows.map((row) => ({ ...toMessage(row), dueInMs: Number(row.dueInMs) }));
    },

    /** Handed to the queue: the relay and the runners leave it alone from now on. */
    async markDelivered(id: number): Promise<void> {
      await db
        .update(outbox)
        .set({ deliveredAt: sql`now()`, attempts: sql`${outbox.attempts} + 1`, lastError: null })
        .where(and(eq(outbox.id, id), isNull(outbox.deliveredAt)));
    },

    /** The queue refused it: it stays pending for the next relay pass. */
    async markFailed(id: number, error: string): Promise<void> {
      await db
        .update(outbox)
        .set({ attempts: sql`${outbox.attempts} + 1`, lastError: error.slice(0, 500) })
        .where(eq(outbox.id, id));
    },
  };
}

export type OutboxRelayRepository = ReturnType<typeof createOutboxRelayRepository>;
