import { Queue, UnrecoverableError, type Worker } from 'bullmq';
import { JOBS, QUEUES } from '@petvet/shared';
import {
  consumeJobs,
  createWorkerConnection,
  pruneDeliveredOutbox,
  runRecurringJobs,
  type Database,
  type JobContext,
  type LocalJobs,
  type Logger,
} from '@petvet/shared/server';
import { completeAppointments } from './processors/complete-appointments.processor';
import { recomputeStats } from './processors/stats-recompute.processor';
import { statsRecurringJobs, type ScheduleEvery } from './schedules';

export interface StatsWorkerOptions {
  db: Database;
  redisUrl: string;
  queuePrefix: string;
  logger: Logger;
  /** Register the recurring jobs (off in tests that count jobs). */
  schedules?: ScheduleEvery | false;
  /** The embedded default: jobs from the database outbox, and timers, while Redis is away. */
  local?: LocalJobs;
  /** How often the schedules are looked for in Redis (tests shorten it). */
  scheduleCheckEveryMs?: number;
}

export interface StatsWorker {
  /** The BullMQ worker; with `local`, only once Redis has answered. */
  readonly worker: Worker | undefined;
  queue: Queue;
  close(): Promise<void>;
}

/** The worker on the 'stats' queue: one job at a time, since a recompute reads the whole directory. */
export async function createStatsWorker(options: StatsWorkerOptions): Promise<StatsWorker> {
  const { db, logger, local } = options;
  const queueConnection = createWorkerConnection(options.redisUrl);
  const queue = new Queue(QUEUES.stats, {
    connection: queueConnection,
    prefix: options.queuePrefix,
  });
  // Without Redis on the embedded default, its reconnect attempts are expected, not errors.
  queue.on('error', (error) =>
    local?.transport.current === 'in-process'
      ? logger.debug({ err: error }, 'stats queue error')
      : logger.error({ err: error }, 'stats queue error'),
  );

  const processJob = async (job: JobContext) => {
    switch (job.name) {
      case JOBS.statsRecompute:
        return recomputeStats(db, logger.child({ jobId: job.id }));
      case JOBS.completeAppointments:
        return completeAppointments(db, logger.child({ jobId: job.id }), new Date());
      case JOBS.outboxPrune:
        return pruneDeliveredOutbox(db, logger.child({ jobId: job.id }), new Date());
      default:
        // Retrying cannot make an unknown job known.
        throw new UnrecoverableError(`unknown job ${job.name}`);
    }
  };
  const consumer = consumeJobs({
    queue: QUEUES.stats,
    concurrency: 1,
    handle: processJob,
    redisUrl: options.redisUrl,
    prefix: options.queuePrefix,
    logger,
    local,
    onWorker: (worker) => listen(worker, logger),
  });

  // Timers while Redis is away (embedded default), BullMQ's schedulers whenever it answers,
  // registered again if Redis comes back without its data.
  const stopRecurring = options.schedules
    ? await runRecurringJobs({
        queue,
        connection: queueConnection,
        jobs: statsRecurringJobs(options.schedules),
        name: 'stats',
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
    },
  };
}

function listen(worker: Worker, logger: Logger): void {
  worker.on('error', (error) => logger.error({ err: error }, 'stats worker error'));
  worker.on('failed', (job, error) =>
    logger.error(
      { jobId: job?.id, job: job?.name, attempt: job?.attemptsMade, err: error },
      'stats job failed',
    ),
  );
  worker.on('completed', (job) => logger.debug({ jobId: job.id, job: job.name }, 'stats job done'));
}
