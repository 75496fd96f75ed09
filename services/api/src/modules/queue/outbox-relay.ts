import {
  createOutboxRelayRepository,
  withTimeout,
  type Database,
  type Logger,
} from '@petvet/shared/server';
import type { JobQueue } from '../../deps';

export interface OutboxRelayDeps {
  db: Database;
  jobs: JobQueue;
  logger: Logger;
}

export interface RelayOptions {
  /** Pause between passes while nothing is left to deliver. */
  intervalMs?: number;
  batchSize?: number;
}

export interface RelayPass {
  delivered: number;
  failed: number;
  /** More rows may be waiting (a full batch went out). */
  more: boolean;
}

const ENQUEUE_TIMEOUT_MS = 3_000;

/**
 * One pass: take undelivered rows (locked), hand each to BullMQ under its own job id, mark it.
 * BullMQ ignores a job id it already holds, so a row delivered twice (a crash between the add and
 * the commit) still makes one job. The first failure ends the pass: Redis is likely down.
 */
export async function relayOutboxOnce(
  deps: OutboxRelayDeps,
  options: { batchSize?: number; onlyId?: number } = {},
): Promise<RelayPass> {
  const batchSize = options.batchSize ?? 100;
  // Ask first, outside any transaction: row locks (and PGlite's single connection) must never be
  // held waiting for a Redis that is away. Under the in-process transport nothing failed: the
  // row waits for this process's runner.
  if (deps.jobs.transport() === 'in-process' || !(await deps.jobs.isUp())) {
    if (options.onlyId !== undefined && deps.jobs.transport() === 'bullmq')
      await createOutboxRelayRepository(deps.db).markFailed(options.onlyId, 'queue unavailable');
    return { delivered: 0, failed: 1, more: false };
  }
  return deps.db.transaction(async (tx) => {
    const outbox = createOutboxRelayRepository(tx);
    const rows = await outbox.lockPendingMessages(batchSize, options.onlyId);
    let delivered = 0;
    for (const row of rows) {
      try {
        await withTimeout(
          deps.jobs.enqueue(row.queue, row.jobName, row.jobId, row.payload, {
            delayMs: row.dueInMs,
            attemptsMade: row.runs,
          }),
          ENQUEUE_TIMEOUT_MS,
          'queue',
        );
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        await outbox.markFailed(row.id, message);
        deps.logger.warn(
          { outboxId: row.id, jobId: row.jobId, err: message },
          'outbox delivery failed',
        );
        return { delivered, failed: 1, more: false };
      }
      await outbox.markDelivered(row.id);
      delivered += 1;
    }
    return { delivered, failed: 0, more: rows.length === batchSize };
  });
}

/**
 * Delivers queue requests written while Redis was away. Started by the API process; every
 * instance may run one. Returns the function that stops it (waiting for a pass in progress).
 */
export function startOutboxRelay(
  deps: OutboxRelayDeps,
  options: RelayOptions = {},
): () => Promise<void> {
  const intervalMs = options.intervalMs ?? 3_000;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();

  const pass = async () => {
    let again = true;
    while (again && !stopped) {
      const result = await relayOutboxOnce(deps, { batchSize: options.batchSize ?? 100 });
      if (result.delivered > 0) deps.logger.info({ delivered: result.delivered }, 'outbox relayed');
      again = result.more;
    }
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => {
      running = pass()
        .catch((error: unknown) => deps.logger.error({ err: error }, 'outbox relay pass failed'))
        .finally(schedule);
    }, intervalMs);
    timer.unref();
  };
  schedule();

  return async () => {
    stopped = true;
    if (timer) clearTimeout(timer);
    await running;
  };
}
