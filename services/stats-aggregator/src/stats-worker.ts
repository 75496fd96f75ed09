import { Queue, UnrecoverableError, Worker, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { JOBS, QUEUES } from '@petvet/shared';
import { createWorkerConnection, type Database, type Logger } from '@petvet/shared/server';
import { completeAppointments } from './processors/complete-appointments.processor';
import { recomputeStats } from './processors/stats-recompute.processor';
import { keepSchedules } from './schedule-keeper';
import { upsertSchedules } from './schedules';

export interface StatsWorkerOptions {
  db: Database;
  redisUrl: string;
  queuePrefix: string;
  logger: Logger;
  /** Register the recurring jobs (off in tests that count jobs). */
  schedules?: { statsMs: number; completeMs: number } | false;
  /** How often the schedules are looked for in Redis (tests shorten it). */
  scheduleCheckEveryMs?: number;
}

export interface StatsWorker {
  worker: Worker;
  queue: Queue;
  close(): Promise<void>;
}

/** The worker on the 'stats' queue: one job at a time, since a recompute reads the whole directory. */
export async function createStatsWorker(options: StatsWorkerOptions): Promise<StatsWorker> {
  const { db, logger } = options;
  const workerConnection = createWorkerConnection(options.redisUrl);
  const queueConnection = createWorkerConnection(options.redisUrl);
  const queue = new Queue(QUEUES.stats, {
    connection: queueConnection,
    prefix: options.queuePrefix,
  });
  queue.on('error', (error) => logger.error({ err: error }, 'stats queue error'));

  const processJob = async (job: Job) => {
    switch (job.name) {
      case JOBS.statsRecompute:
        return recomputeStats(db, logger.child({ jobId: job.id }));
      case JOBS.completeAppointments:
        return completeAppointments(db, logger.child({ jobId: job.id }));
      default:
        // Retrying cannot make an unknown job known.
        throw new UnrecoverableError(`unknown job ${job.name}`);
    }
  };
  const worker = new Worker(QUEUES.stats, processJob, {
    connection: workerConnection,
    prefix: options.queuePrefix,
    concurrency: 1,
  });
  worker.on('error', (error) => logger.error({ err: error }, 'stats worker error'));
  worker.on('failed', (job, error) =>
    logger.error(
      { jobId: job?.id, job: job?.name, attempt: job?.attemptsMade, err: error },
      'stats job failed',
    ),
  );
  worker.on('completed', (job) => logger.debug({ jobId: job.id, job: job.name }, 'stats job done'));

  if (options.schedules) {
    try {
      await upsertSchedules(queue, options.schedules);
    } catch (error) {
      // Redis is away at start: the keeper below registers them once it answers.
      logger.error({ err: error }, 'could not register the stats schedules');
    }
  }

  const keeper = keepScheduled(options, queue, queueConnection);

  return {
    worker,
    queue,
    async close() {
      keeper?.stop();
      // Finishes the job in hand (or releases it on timeout) before the connections go.
      await worker.close();
      await queue.close();
      workerConnection.disconnect();
      queueConnection.disconnect();
    },
  };
}

/** Redis may come back without its data: the schedules are registered again while running. */
function keepScheduled(options: StatsWorkerOptions, queue: Queue, connection: Redis) {
  if (!options.schedules) return undefined;
  return keepSchedules({
    queue,
    connection,
    every: options.schedules,
    logger: options.logger,
    checkEveryMs: options.scheduleCheckEveryMs,
  });
}
