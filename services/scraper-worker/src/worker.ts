import type { StartWorker } from '@petvet/shared/server';
import { loadScraperConfig } from './config';
import { createScrapeWorker } from './scrape-worker';

/**
 * The scraper-worker: crawls practice websites for 'scrape-practice' jobs and stores their prices.
 * Used by main.ts and by the embedded single-process default.
 */
export const startWorker: StartWorker = async ({
  db,
  redisUrl,
  queuePrefix,
  logger,
  env,
  local,
}) => {
  const config = loadScraperConfig(env);
  const scraper = createScrapeWorker({ db, redisUrl, queuePrefix, logger, config, local });
  logger.info({ concurrency: config.SCRAPER_CONCURRENCY }, 'scraper-worker started');
  return { close: scraper.close };
};
