import {
  ConfigError,
  baseConfigSchema,
  createLogger,
  openDatabase,
  parseConfig,
} from '@petvet/shared/server';
import { loadScraperConfig } from './config';
import { startWorker } from './worker';

/** The scraper-worker as its own process (docker compose, or npm start with DATABASE_URL). */
async function main(): Promise<void> {
  let config;
  try {
    config = parseConfig(baseConfigSchema, process.env);
    loadScraperConfig(process.env);
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const logger = createLogger('scraper-worker', config.LOG_LEVEL);
  const handle = await openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    migrate: true,
  });
  const worker = await startWorker({
    db: handle.db,
    redisUrl: config.REDIS_URL,
    queuePrefix: config.QUEUE_PREFIX,
    logger,
    env: process.env,
  });
  let stopping = false;
  const stop = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    logger.info(`${signal}: stopping`);
    void worker
      .close()
      .then(() => handle.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  };
  process.on('SIGTERM', stop);
  process.on('SIGINT', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
