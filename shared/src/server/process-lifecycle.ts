import type { BaseConfig } from './base-config';
import { ConfigError } from './base-config';
import { openDatabase, type DatabaseHandle } from './db/client';
import { createLogger, type Logger } from './logger';
import type { StartWorker } from './worker-runtime';

/** Settings from `load`, or exit 1 with its one clear line per bad value (no stack trace). */
export function configOrExit<T>(load: () => T): T {
  try {
    return load();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Runs `stop` once on SIGTERM or SIGINT, then exits. A second signal exits at once,
 * so an impatient operator is never stuck.
 */
export function onShutdown(stop: () => Promise<void>, logger: Logger): void {
  let stopping = false;
  const handler = (signal: NodeJS.Signals) => {
    if (stopping) {
      logger.warn(`${signal} again: exiting now`);
      process.exit(1);
    }
    stopping = true;
    logger.info(`${signal}: shutting down`);
    stop().then(
      () => process.exit(0),
      (error: unknown) => {
        logger.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', handler);
  process.on('SIGINT', handler);
}

/** A service's database from its settings (DATABASE_URL, else PGlite in DATA_DIR), migrated. */
export function openServiceDatabase(
  config: Pick<BaseConfig, 'DATABASE_URL' | 'DATA_DIR'>,
): Promise<DatabaseHandle> {
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    dataDir: config.DATA_DIR,
    migrate: true,
  });
}

/** Logs a failure nothing else caught as one fatal line, then ends the process. */
function crashWith(logger: Logger, message: string): (error: unknown) => never {
  return (error: unknown) => {
    // Pino's stdout destination writes synchronously, so the line is out before the exit.
    logger.fatal({ err: error }, message);
    process.exit(1);
  };
}

/**
 * Runs a process's async entry. Whatever escapes it - an error it throws, or later a rejection
 * nobody handles or an exception thrown in a callback - is logged as one fatal JSON line under
 * `name` and exits 1, so a crash reads like every other log line rather than a bare stack.
 */
export function runMain(name: string, main: () => Promise<void>): void {
  // Its own logger at a fixed level: a crash is reported even before settings are read.
  const logger = createLogger(name, 'info');
  process.on('unhandledRejection', crashWith(logger, 'unhandled rejection'));
  process.on('uncaughtException', crashWith(logger, 'uncaught exception'));
  main().catch(crashWith(logger, 'start failed'));
}

export interface WorkerProcessOptions {
  /** The logger's name, e.g. 'stats-aggregator'. */
  name: string;
  /** Parses every setting the worker reads (throws ConfigError), so a bad value stops it at once. */
  loadConfig: (env: Record<string, string | undefined>) => BaseConfig;
  startWorker: StartWorker;
}

/**
 * A worker as its own process (docker compose, or npm start with DATABASE_URL): settings,
 * migrated database, logger, the worker, and a clean stop on SIGTERM or SIGINT.
 */
export function runWorkerProcess({ name, loadConfig, startWorker }: WorkerProcessOptions): void {
  runMain(name, async () => {
    const config = configOrExit(() => loadConfig(process.env));
    const logger = createLogger(name, config.LOG_LEVEL);
    const handle = await openServiceDatabase(config);
    const worker = await startWorker({
      db: handle.db,
      redisUrl: config.REDIS_URL,
      queuePrefix: config.QUEUE_PREFIX,
      logger,
      env: process.env,
    });
    onShutdown(async () => {
      await worker.close();
      await handle.close();
    }, logger);
  });
}
