import type { JobsOptions, Queue } from 'bullmq';
import type { JobName, PayloadOf } from '../../jobs/catalogue';
import { AppError } from '../../errors/error-codes';
import type { Database } from '../db/client';
import { withTimeout } from '../time-limit';
import { enqueue, type EnqueueJobOptions } from './enqueue';
import { jobOptionsFor } from './job-options';
import { createOutboxRelayRepository } from './outbox-relay.repository';
import type { OutboxMessage } from './outbox.repository';

export interface HandOverExtra {
  /** What is left of the row's wait (a debounce or a retry's backoff). */
  delayMs?: number;
  /** Runs an in-process runner already made: the job keeps the attempts it has left. */
  attemptsMade?: number;
}

/** The catalogue's options for the job, less what the in-process runner already spent. */
export function handOverOptions(
  queue: string,
  jobName: string,
  extra: HandOverExtra = {},
): JobsOptions {
  const options = jobOptionsFor(queue, jobName);
  const attempts = Math.max((options.attempts ?? 1) - (extra.attemptsMade ?? 0), 1);
  const delay = Math.max(extra.delayMs ?? 0, options.delay ?? 0);
  return { ...options, attempts, ...(delay > 0 ? { delay } : {}) };
}

/**
 * Hands an outbox message to BullMQ under its own job id, which makes it idempotent: BullMQ
 * ignores an id it already holds. Only messages already written to the outbox come here (by
 * enqueue()): this is relaying, never a way to send a job.
 */
export async function handOverToBull(
  queue: Queue,
  message: Omit<OutboxMessage, 'queue'>,
  extra: HandOverExtra = {},
): Promise<void> {
  await queue.add(message.jobName, message.payload, {
    ...handOverOptions(queue.name, message.jobName, extra),
    jobId: message.jobId,
  });
}

/**
 * enqueue() with the fast path, for a producer that holds a BullMQ queue and sees Redis answer:
 * the row is written and handed to BullMQ in one transaction, so no relay or runner ever sees it
 * waiting. If BullMQ does not answer in time the transaction is undone and the caller writes the
 * row alone (the relay hands it on later). Returns whether BullMQ took it (or it joined a request
 * still waiting).
 */
export async function enqueueHandedOver<Name extends JobName>(
  db: Database,
  queue: Queue,
  name: Name,
  payload: PayloadOf<Name>,
  options: EnqueueJobOptions & { timeoutMs?: number } = {},
): Promise<boolean> {
  try {
    await db.transaction(async (tx) => {
      const id = await enqueue(tx, name, payload, options);
      if (id === null) return;
      const outbox = createOutboxRelayRepository(tx);
      const [row] = await outbox.lockPendingMessages(1, id);
      if (!row) return;
      const extra = { delayMs: row.dueInMs, attemptsMade: row.runs };
      await withTimeout(handOverToBull(queue, row, extra), options.timeoutMs ?? 3_000);
      await outbox.markDelivered(row.id);
    });
    return true;
  } catch (error) {
    if (error instanceof AppError) throw error;
    return false;
  }
}
