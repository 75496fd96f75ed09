import { UnrecoverableError } from 'bullmq';
import { JOBS, QUEUES } from '@petvet/shared';
import {
  pruneDeliveredOutbox,
  startQueueService,
  type Database,
  type JobContext,
  type LocalJobs,
  type Logger,
  type QueueService,
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

/** The stats queue's service: its worker (once Redis answers), its queue, and close. */
export type StatsWorker = QueueService;

/** The worker on the 'stats' queue: one job at a time, since a recompute reads the whole directory. */
export async function createStatsWorker(options: StatsWorkerOptions): Promise<StatsWorker> {
  const { db, logger, local } = options;
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
  return startQueueService({
    queue: QUEUES.stats,
    // One job at a time, since a recompute reads the whole directory.
    concurrency: 1,
    handle: processJob,
    redisUrl: options.redisUrl,
    queuePrefix: options.queuePrefix,
    logger,
    local,
    recurring: options.schedules ? statsRecurringJobs(options.schedules) : false,
    scheduleCheckEveryMs: options.scheduleCheckEveryMs,
  });
}
