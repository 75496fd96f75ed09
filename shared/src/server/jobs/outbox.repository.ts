import { randomUUID } from 'node:crypto';
import { and, asc, eq, isNull, lte, or, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client';
import * as schema from '../db/schema';

const outbox = schema.queueOutbox;

/** The database or an open transaction: outbox rows are written inside the caller's transaction. */
export type DbExecutor = Database | Parameters<Parameters<Database['transaction']>[0]>[0];

export interface OutboxMessage {
  queue: string;
  jobName: string;
  jobId: string;
  payload: Record<string, unknown>;
}

export interface ClaimedMessage extends OutboxMessage {
  id: number;
  /** Handler runs finished before this claim. */
  runs: number;
}

const leaseEnd = (leaseMs: number) => sql`now() + make_interval(secs => ${leaseMs / 1_000})`;

/** Undelivered and held by nobody (or by a runner whose deadline passed: it died). */
export const unheld = () =>
  and(
    isNull(outbox.deliveredAt),
    or(isNull(outbox.claimedUntil), lte(outbox.claimedUntil, sql`now()`)),
  );

/** Unheld, in the queue, and due. */
const claimable = (queue: string) =>
  and(eq(outbox.queue, queue), unheld(), lte(outbox.availableAt, sql`now()`));

/** What a runner or the relay reads of a row to run or hand over its job. */
export const messageColumns = {
  id: outbox.id,
  queue: outbox.queue,
  jobName: outbox.jobName,
  jobId: outbox.jobId,
  payload: outbox.payload,
  runs: outbox.runs,
};

/** A row as a message: the bigint id as a number, the JSON payload as an object. */
export const toMessage = <Row extends { id: number | bigint; payload: unknown }>(row: Row) => ({
  ...row,
  id: Number(row.id),
  payload: row.payload as Record<string, unknown>,
});

/** Changes the row while `owner` still holds its claim; false when the claim was lost. */
async function updateHeld(
  db: DbExecutor,
  id: number,
  owner: string,
  changes: PgUpdateSetSource<typeof outbox>,
): Promise<boolean> {
  const rows = await db
    .update(outbox)
    .set(changes)
    .where(and(eq(outbox.id, id), eq(outbox.claimedBy, owner), isNull(outbox.deliveredAt)))
    .returning({ id: outbox.id });
  return rows.length > 0;
}

export function createOutboxRepository(db: DbExecutor) {
  return {
    async insertOutboxMessage(message: OutboxMessage): Promise<number> {
      const [row] = await db
        .insert(outbox)
        .values(message)
        // A retried request for the same job is the same message.
        .onConflictDoUpdate({
          target: [outbox.queue, outbox.jobId],
          set: { payload: message.payload },
        })
        .returning({ id: outbox.id });
      if (!row) throw new Error('outbox insert returned no row');
      return Number(row.id);
    },

    /**
     * A debounced request: it joins the request with the same key still waiting to be taken, or
     * waits `delayMs` itself. A request made while one runs (claimed) leaves exactly one behind.
     */
    async insertDebouncedMessage(
      message: Omit<OutboxMessage, 'jobId'> & { dedupKey: string; delayMs: number },
    ): Promise<number | null> {
      const [row] = await db
        .insert(outbox)
        .values({
          queue: message.queue,
          jobName: message.jobName,
          jobId: `${message.dedupKey}-${randomUUID()}`,
          payload: message.payload,
          dedupKey: message.dedupKey,
          availableAt: sql`now() + make_interval(secs => ${message.delayMs / 1_000})`,
        })
        .onConflictDoNothing({
          target: [outbox.queue, outbox.dedupKey],
          where: sql`${outbox.dedupKey} is not null and ${outbox.deliveredAt} is null and ${outbox.claimedBy} is null`,
        })
        .returning({ id: outbox.id });
      // No row: the request joined the one still waiting under its key.
      return row ? Number(row.id) : null;
    },

    /**
     * Takes the oldest claimable row of a queue for `owner` until the lease ends. One guarded
     * statement, no transaction left open: the handler runs after it, holding no lock.
     */
    async claimNextMessage(
      queue: string,
      owner: string,
      leaseMs: number,
    ): Promise<ClaimedMessage | null> {
      const next = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(claimable(queue))
        .orderBy(asc(outbox.id))
        .limit(1)
        .for('update', { skipLocked: true });
      const [row] = await db
        .update(outbox)
        .set({ claimedBy: owner, claimedUntil: leaseEnd(leaseMs) })
        .where(and(eq(outbox.id, sql`(${next})`), claimable(queue)))
        .returning(messageColumns);
      return row ? toMessage(row) : null;
    },

    /** Keeps a running job's claim alive; false when the claim was lost (taken after its deadline). */
    async extendClaim(id: number, owner: string, leaseMs: number): Promise<boolean> {
      return updateHeld(db, id, owner, { claimedUntil: leaseEnd(leaseMs) });
    },

    /** Done for good (succeeded, or failed with `error`): the row is never relayed nor run again. */
    async finishClaim(id: number, owner: string, error: string | null): Promise<boolean> {
      return updateHeld(db, id, owner, {
        deliveredAt: sql`now()`,
        claimedUntil: null,
        runs: sql`${outbox.runs} + 1`,
        lastError: error?.slice(0, 500) ?? null,
      });
    },

    /**
     * Back to waiting, free for any transport, after `delayMs`. A failed run counts (`ran`); a job
     * released because its worker stops does not. It leaves the debounce key behind so it can never
     * collide with a newer request waiting under that key.
     */
    async unclaim(
      id: number,
      owner: string,
      options: { delayMs: number; ran: boolean; error?: string },
    ): Promise<void> {
      await updateHeld(db, id, owner, {
        claimedBy: null,
        claimedUntil: null,
        dedupKey: null,
        availableAt: leaseEnd(options.delayMs),
        runs: options.ran ? sql`${outbox.runs} + 1` : outbox.runs,
        ...(options.error === undefined ? {} : { lastError: options.error.slice(0, 500) }),
      });
    },
  };
}

export type OutboxRepository = ReturnType<typeof createOutboxRepository>;
