/**
 * The embedded default (no DATABASE_URL): PGlite lets only one process open the data folder,
 * so this one process opens it once and runs the API and the three workers on it. Jobs go through
 * BullMQ while Redis answers; without Redis this process runs them from the database outbox.
 */
import {
  createLogger,
  createOutboxRunner,
  createProducerConnection,
  onShutdown,
  openServiceDatabase,
  runMain,
  watchRedisTransport,
  type RunningWorker,
} from '@petvet/shared/server';
import { loadConfigOrExit, startApi, type RunningApi } from '../services/api/src/server';
import { startWorker as startScraper } from '../services/scraper-worker/src/worker';
import { startWorker as startStats } from '../services/stats-aggregator/src/worker';
import { startWorker as startNotifier } from '../services/notifier/src/worker';

runMain('petvet', async () => {
  const config = loadConfigOrExit();
  const logger = createLogger('petvet', config.LOG_LEVEL);
  const handle = await openServiceDatabase(config);
  const redis = createProducerConnection(config.REDIS_URL);
  const transport = watchRedisTransport(redis, logger.child({ service: 'jobs' }));
  const runner = createOutboxRunner({
    db: handle.db,
    logger: logger.child({ service: 'jobs' }),
    transport,
  });
  // Filled in once started; the stop handler is installed before, so an early stop is clean.
  const running: { api?: RunningApi } = {};
  const workers: RunningWorker[] = [];
  onShutdown(async () => {
    await running.api?.close(config.SHUTDOWN_TIMEOUT_MS);
    await Promise.allSettled(workers.map((worker) => worker.close()));
    await runner.close();
    transport.close();
    redis.disconnect();
    await handle.close();
  }, logger);

  running.api = await startApi({
    config,
    handle,
    logger: logger.child({ service: 'api' }),
    transport,
  });
  // Which transport to start on: Redis's first answer (or refusal) comes within moments.
  await transport.settled();

  // The site is up; a worker that cannot start costs crawling, statistics or mail, not the site.
  for (const [name, start] of [
    ['scraper-worker', startScraper],
    ['stats-aggregator', startStats],
    ['notifier', startNotifier],
  ] as const) {
    try {
      workers.push(
        await start({
          db: handle.db,
          redisUrl: config.REDIS_URL,
          queuePrefix: config.QUEUE_PREFIX,
          logger: logger.child({ service: name }),
          // Links in emails name the address this process serves on (unless PUBLIC_URL says
          // otherwise) and are signed with the API's secret, which may live in DATA_DIR.
          env: {
            ...process.env,
            PUBLIC_URL: config.PUBLIC_URL ?? running.api.url,
            JWT_SECRET: config.JWT_SECRET,
          },
          local: { transport, runner },
        }),
      );
    } catch (error) {
      logger.error({ err: error }, `${name} did not start; the site keeps serving`);
    }
  }
});
