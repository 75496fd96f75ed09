import type { Worker } from 'bullmq';
import type { Browser } from 'playwright-core';
import { JOBS, QUEUES } from '@petvet/shared';
import {
  consumeJobs,
  createStatsRequester,
  createWorkerConnection,
  type Database,
  type LocalJobs,
  type Logger,
} from '@petvet/shared/server';
import type { ScraperConfig } from './config';
import { crawlSite } from './crawling/crawl-site';
import { createHttpClient } from './crawling/http-client';
import { createHostSlots } from './crawling/politeness';
import { launchBrowser } from './crawling/render';
import { createLocalHostSlots } from './local-host-slots';
import { processPracticeClaim } from './processors/practice-claim.processor';
import { processScrapePractice } from './processors/scrape-practice.processor';
import { recordFinalFailures, startBullCrawlReconcile } from './reconcile/bull-crawl-reconcile';

export interface ScrapeWorkerOptions {
  db: Database;
  redisUrl: string;
  queuePrefix: string;
  logger: Logger;
  config: ScraperConfig;
  /** The embedded default: crawls from the database outbox while Redis is away. */
  local?: LocalJobs;
}

/**
 * The consumer of the 'scrape' queue (BullMQ, and with `local` the outbox while Redis is away).
 * Closing it stops the crawls in hand and puts their jobs back in the queue (another worker, or
 * this one after a restart, takes them up).
 */
export function createScrapeWorker({
  db,
  redisUrl,
  queuePrefix,
  logger,
  config,
  local,
}: ScrapeWorkerOptions) {
  const slotConnection = createWorkerConnection(redisUrl);
  const guard = { loopbackAllowed: config.SCRAPER_ALLOW_LOOPBACK_HOSTS };
  const http = createHttpClient({
    ...guard,
    timeoutMs: config.SCRAPER_REQUEST_TIMEOUT_MS,
    maxBytes: config.SCRAPER_MAX_PAGE_BYTES,
  });
  // A host's slot outlives the longest request or render held in it, and no more: a worker that
  // dies holding it frees the host by itself soon after.
  const slots = createHostSlots(
    slotConnection,
    queuePrefix,
    2 * config.SCRAPER_REQUEST_TIMEOUT_MS + 5_000,
  );
  // The in-process transport has no Redis to share host slots through: it is the only crawler.
  const localSlots = createLocalHostSlots();
  const slotsNow = () => (local?.transport.current === 'in-process' ? localSlots : slots);
  const stats = createStatsRequester({
    redisUrl,
    prefix: queuePrefix,
    db,
    ...(local ? { transport: local.transport } : {}),
  });
  const shutdown = new AbortController();
  let browser: Promise<Browser> | null = null;
  // One Chromium per worker process, started on the first page that needs it, restarted if it died.
  const getBrowser = async () => {
    const current = await browser?.catch(() => null);
    if (!current || !current.isConnected()) browser = launchBrowser(config.CHROMIUM_PATH);
    return browser!;
  };
  const limits = {
    maxPages: config.SCRAPER_MAX_PAGES,
    maxDurationMs: config.SCRAPER_MAX_DURATION_MS,
    minDelayMs: 1_000,
    maxRenders: 3,
  };
  if (guard.loopbackAllowed.length > 0)
    logger.warn(
      { loopbackAllowed: guard.loopbackAllowed },
      'SCRAPER_ALLOW_LOOPBACK_HOSTS is set: these loopback addresses can be crawled (tests only)',
    );

  const consumer = consumeJobs({
    queue: QUEUES.scrape,
    concurrency: config.SCRAPER_CONCURRENCY,
    redisUrl,
    prefix: queuePrefix,
    logger,
    local,
    handle: (job) =>
      job.name === JOBS.checkPracticeClaim
        ? processPracticeClaim(job, {
            db,
            logger: logger.child({ jobId: job.id }),
            site: { http, slots: slotsNow(), limits },
            // robots.txt and the file (each with a redirect or two) at the site's pace.
            timeLimitMs: 4 * config.SCRAPER_REQUEST_TIMEOUT_MS + 10_000,
            now: () => new Date(),
            shutdown: shutdown.signal,
          })
        : processScrapePractice(job, {
            db,
            logger: logger.child({ jobId: job.id }),
            crawl: (website, country, onProgress, stop) =>
              crawlSite(
                website,
                country,
                {
                  http,
                  slots: slotsNow(),
                  guard,
                  limits,
                  browser: config.SCRAPER_RENDER ? getBrowser : undefined,
                  renderTimeoutMs: config.SCRAPER_REQUEST_TIMEOUT_MS,
                },
                onProgress,
                stop,
              ),
            requestStats: async (reason) => {
              await stats.request(reason);
            },
            shutdown: shutdown.signal,
          }),
    workerOptions: {
      lockDuration: config.SCRAPER_LOCK_DURATION_MS,
      stalledInterval: Math.min(30_000, config.SCRAPER_LOCK_DURATION_MS),
      removeOnComplete: { age: 24 * 3600, count: 1000 },
      removeOnFail: { age: 7 * 24 * 3600 },
    },
    onWorker: (worker) => listen(worker, db, logger),
  });
  // Crawl jobs the queue lost (Redis back without its data, a missed failure) are found again.
  const reconcile = startBullCrawlReconcile({
    db,
    redisUrl,
    queuePrefix,
    logger,
    config,
    active: () => local?.transport.current !== 'in-process',
  });

  let closing: Promise<void> | null = null;
  return {
    /** The BullMQ worker; with `local`, only once Redis has answered. */
    get worker() {
      return consumer.worker;
    },
    close: () => (closing ??= closeAll()),
  };

  async function closeAll() {
    shutdown.abort(new Error('the worker is shutting down'));
    await reconcile.stop();
    await consumer.close();
    const running = await browser?.catch(() => null);
    await running?.close().catch(() => undefined);
    await http.close();
    await stats.close();
    slotConnection.disconnect();
  }
}

function listen(worker: Worker, db: Database, logger: Logger): void {
  worker.on('error', (error) => logger.error({ err: error }, 'scrape worker error'));
  worker.on('failed', (job, error) =>
    logger.warn(
      { jobId: job?.id, job: job?.name, attempt: job?.attemptsMade, err: error.message },
      'crawl failed',
    ),
  );
  worker.on('failed', recordFinalFailures(db, logger));
  worker.on('completed', (job, outcome: { servicesFound?: number }) => {
    // A practice claim's check logs its own outcome.
    if (job.name === JOBS.checkPracticeClaim) return;
    logger.info({ jobId: job.id, services: outcome?.servicesFound }, 'crawl done');
  });
}
