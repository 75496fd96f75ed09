import { Queue, type Worker } from 'bullmq';
import type { RecurringJob } from '../../jobs/recurring-jobs';
import type { Logger } from '../logger';
import { createWorkerConnection } from '../redis';
import { consumeJobs, type LocalJobs } from './consume-jobs';
import type { JobHandler } from './job-context';
import { runRecurringJobs } from './recurring';

export interface QueueServiceOptions {
  queue: string;
  concurrency: number;
  handle: JobHandler;
  redisUrl: string;
  queuePrefix: string;
  logger: Logger;
  /** The embedded default: jobs from the database outbox, and timers, while Redis is away. */
  local?: LocalJobs;
  /** The queue's recurring jobs, or none (tests that run them by hand). */
  recurring: readonly RecurringJob[] | false;
  /** How often the schedules are looked for in Redis (tests shorten it). */
  scheduleCheckEveryMs?: number;
  /** How loudly a failed attempt is logged: a retried email is routine, a failed recompute is not. */
  failedLevel?: 'error' | 'warn';
  /** Called last on close, for the service's own resources (a mail transport). */
  onClose?: () => void;
}

export interface QueueService {
  /** The BullMQ worker; with `local`, only once Redis has answered. */
  readonly worker: Worker | undefined;
  queue: Queue;
  close(): Promise<void>;
}

/**
 * One worker service on one queue: the consumer on either transport, the queue its schedulers
 * live on, and its recurring jobs (timers while Redis is away, BullMQ's schedulers whenever it
 * answers, registered again if Redis comes back without its data). The stats aggregator and the
 * notifier differ only in their handler and their recurring jobs.
 */
export async function startQueueService(options: QueueServiceOptions): Promise<QueueService> {
  const { logger, local, queue: name } = options;
  const queueConnection = createWorkerConnection(options.redisUrl);
  const queue = new Queue(name, { connection: queueConnection, prefix: options.queuePrefix });
  // Without Redis on the embedded default, its reconnect attempts are expected, not errors.
  queue.on('error', (error) =>
    local?.transport.current === 'in-process'
      ? logger.debug({ err: error }, `${name} queue error`)
      : logger.error({ err: error }, `${name} queue error`),
  );
  const consumer = consumeJobs({
    queue: name,
    concurrency: options.concurrency,
    handle: options.handle,
    redisUrl: options.redisUrl,
    prefix: options.queuePrefix,
    logger,
    local,
    onWorker: (worker) => listen(worker, name, logger, options.failedLevel ?? 'error'),
  });
  const stopRecurring = options.recurring
    ? await runRecurringJobs({
        queue,
        connection: queueConnection,
        jobs: options.recurring,
        name,
        logger,
        local,
        checkEveryMs: options.scheduleCheckEveryMs,
      })
    : () => {};

  return {
    get worker() {
      return consumer.worker;
    },
    queue,
    async close() {
      stopRecurring();
      // Finishes the job in hand (or releases it on timeout) before the connections go.
      await consumer.close();
      await queue.close();
      queueConnection.disconnect();
      options.onClose?.();
    },
  };
}

function listen(worker: Worker, name: string, logger: Logger, failedLevel: 'error' | 'warn'): void {
  worker.on('error', (error) => logger.error({ err: error }, `${name} worker error`));
  worker.on('failed', (job, error) =>
    logger[failedLevel](
      { jobId: job?.id, job: job?.name, attempt: job?.attemptsMade, err: error.message },
      `${name} job failed`,
    ),
  );
  worker.on('completed', (job) =>
    logger.debug({ jobId: job.id, job: job.name }, `${name} job done`),
  );
}
