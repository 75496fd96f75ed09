import { Queue, type Job } from 'bullmq';
import type { Redis } from 'ioredis';
import { CATALOGUE, JOBS, QUEUES, scrapePracticeJobSchema } from '@petvet/shared';
import {
  createProducerConnection,
  handOverToBull,
  type Database,
  withTimeout,
  type Logger,
} from '@petvet/shared/server';
import type { ScraperConfig } from '../config';
import { startCrawlReconcile, type CrawlQueueView } from './crawl-reconcile';
import { createCrawlReconcileRepository } from './crawl-reconcile.repository';

/** The options every crawl job gets, from the job catalogue: a re-queued one is retried the same way. */
export const CRAWL_JOB_OPTIONS = CATALOGUE.scrapePractice.options;

// BullMQ's default: a job may stall once and run again; the second stall fails it.
const MAX_STALLED_COUNT = 1;

/**
 * The longest a crawl can honestly stay queued or running in BullMQ with these settings: every
 * attempt runs its full time budget and stalls as often as allowed (each stall costs a lock
 * duration), with the backoff between attempts.
 */
export function crawlDeadlineFloorMs(
  config: Pick<ScraperConfig, 'SCRAPER_LOCK_DURATION_MS' | 'SCRAPER_MAX_DURATION_MS'>,
): number {
  const { attempts = 1, backoff } = CRAWL_JOB_OPTIONS;
  const backoffMs = typeof backoff === 'number' ? backoff : (backoff?.delay ?? 0);
  const perAttempt =
    config.SCRAPER_MAX_DURATION_MS + (MAX_STALLED_COUNT + 1) * config.SCRAPER_LOCK_DURATION_MS;
  return attempts * perAttempt + backoffMs * (2 ** (attempts - 1) - 1);
}

/** BullMQ waits for a connection that never came up: a pass must end instead (and stop() too). */
const QUEUE_ANSWER_MS = 3_000;

/** The sweep's view of the BullMQ 'scrape' queue. */
export function bullCrawlQueueView(queue: Queue): CrawlQueueView {
  return {
    stateOf: (queueJobId) => withTimeout(queue.getJobState(queueJobId), QUEUE_ANSWER_MS),
    async enqueue(queueJobId, payload) {
      // The row is already in the outbox (enqueue() wrote it with the re-queue): this hands it on.
      const message = { jobName: JOBS.scrapePractice, jobId: queueJobId, payload };
      await withTimeout(handOverToBull(queue, message), QUEUE_ANSWER_MS);
    },
  };
}

export interface BullCrawlReconcileOptions {
  db: Database;
  redisUrl: string;
  queuePrefix: string;
  logger: Logger;
  config: Pick<
    ScraperConfig,
    | 'CRAWL_STUCK_AFTER_MS'
    | 'SCRAPER_RECONCILE_EVERY_MS'
    | 'SCRAPER_LOCK_DURATION_MS'
    | 'SCRAPER_MAX_DURATION_MS'
  >;
  now?: () => Date;
  /** False while another transport carries the crawls (the embedded default without Redis). */
  active?: () => boolean;
}

/**
 * Calls `restarted` when the connection comes back to a Redis that is not the one it left: its
 * run_id changed, so it was restarted or replaced and its queues may be empty (without
 * persistence, or after a failover to a replica that had not caught up). Waiting for the sweep's
 * deadline would leave lost crawls queued for all of it.
 */
function watchForRestart(connection: Redis, restarted: () => void): void {
  let runId: string | null = null;
  connection.on('ready', () => {
    connection
      .info('server')
      .then((info) => {
        const seen = /run_id:(\w+)/.exec(info)?.[1] ?? null;
        if (seen && runId && seen !== runId) restarted();
        runId = seen ?? runId;
      })
      // Unanswered: the next reconnect asks again, and the periodic sweep still runs.
      .catch(() => undefined);
  });
}

/** The periodic sweep (one pass at start) against BullMQ. stop() ends it and its connection. */
export function startBullCrawlReconcile(options: BullCrawlReconcileOptions): {
  stop(): Promise<void>;
} {
  const { config, logger } = options;
  // Fails fast while Redis is down: a pass then ends instead of reading silence as a lost job.
  const connection = createProducerConnection(options.redisUrl);
  const queue = new Queue(QUEUES.scrape, { connection, prefix: options.queuePrefix });
  queue.on('error', (error) => logger.debug({ err: error }, 'crawl sweep queue error'));
  const floorMs = crawlDeadlineFloorMs(config);
  if (config.CRAWL_STUCK_AFTER_MS < floorMs)
    logger.warn(
      { CRAWL_STUCK_AFTER_MS: config.CRAWL_STUCK_AFTER_MS, longestCrawlMs: floorMs },
      'CRAWL_STUCK_AFTER_MS is shorter than a crawl may take: new requests may replace live crawls',
    );
  const sweep = startCrawlReconcile({
    db: options.db,
    queue: bullCrawlQueueView(queue),
    now: options.now ?? (() => new Date()),
    logger,
    deadlineMs: config.CRAWL_STUCK_AFTER_MS,
    everyMs: config.SCRAPER_RECONCILE_EVERY_MS,
    active: options.active,
  });
  watchForRestart(connection, () => {
    logger.warn('Redis restarted: its queued crawls are checked now');
    sweep.queueLost();
  });
  return {
    async stop() {
      await sweep.stop();
      await queue.close();
      connection.disconnect();
    },
  };
}

/**
 * A listener for the worker's 'failed' event. BullMQ fails some jobs without running the
 * processor (a job that stalled more than allowed, when its worker was killed twice), so the
 * processor never records them: this does, once the failure is final. Recording is guarded by
 * the job id, so a failure the processor already recorded, or a report repeated, changes nothing.
 */
export function recordFinalFailures(db: Database, logger: Logger) {
  return (job: Job | undefined, error: Error): void => {
    // Without finishedOn the job waits for its next attempt.
    if (!job?.finishedOn || job.id === undefined) return;
    const parsed = scrapePracticeJobSchema.safeParse(job.data);
    if (!parsed.success) return;
    const { practiceId, crawlJobId } = parsed.data;
    const reason = `Crawl lost: ${error.message}`;
    const settled = crawlJobId
      ? createCrawlReconcileRepository(db).settleLostCrawl(
          { id: crawlJobId, practiceId, queueJobId: job.id },
          reason,
        )
      : createCrawlReconcileRepository(db).settleLostPractice(practiceId, reason);
    settled.catch((failure: unknown) =>
      // The periodic sweep settles it later.
      logger.error({ err: failure, jobId: job.id }, 'could not record a final crawl failure'),
    );
  };
}
