/**
 * A scraper-worker in its own process, for the test that kills a worker mid-crawl.
 * Reads DATABASE_URL, REDIS_URL, QUEUE_PREFIX and the SCRAPER_* settings from its environment.
 */
import { createLogger, openDatabase } from '@petvet/shared/server';
import { startWorker } from '../worker';

const handle = await openDatabase({ databaseUrl: process.env.DATABASE_URL, migrate: false });
await startWorker({
  db: handle.db,
  redisUrl: process.env.REDIS_URL ?? 'redis://127.0.0.1:6379',
  queuePrefix: process.env.QUEUE_PREFIX ?? 'petvet',
  logger: createLogger('scraper-worker-child', 'silent'),
  env: process.env,
});
process.stdout.write('ready\n');
