import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  bufferedLinesOf,
  configOrExit,
  requestStatsRecomputeInOutbox,
  warmGazetteerAside,
  type DatabaseHandle,
  type JobTransport,
  type Logger,
} from '@petvet/shared/server';
import { createApp } from './app';
import { loadApiConfig, type ApiConfig } from './config';
import type { AppDeps, JobQueue } from './deps';
import { closeGracefully, trackConnections } from './graceful-close';
import { resolveJwtSecret } from './jwt-secret';
import { answerClientErrors } from './middleware/framework-errors';
import { createQueueBoard, QUEUE_BOARD_PATH, type QueueBoard } from './modules/admin/queue-board';
import { createBullJobQueue } from './modules/queue/job-queue';
import { startOutboxRelay } from './modules/queue/outbox-relay';
import { seedIfEmpty } from './seed/seed';

/** Settings (with the signing secret) or exit 1 with one clear line per bad value. */
export function loadConfigOrExit(
  env: Record<string, string | undefined> = process.env,
): ApiConfig & { JWT_SECRET: string } {
  return configOrExit(() => {
    const config = loadApiConfig(env);
    return { ...config, JWT_SECRET: resolveJwtSecret(config) };
  });
}

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** The built SPA when it exists, so `npm start` serves the whole product on one URL. */
export function defaultWebDistDir(): string | undefined {
  const dist = path.join(repoRoot, 'web', 'dist');
  return existsSync(path.join(dist, 'index.html')) ? dist : undefined;
}

export interface StartApiOptions {
  config: ApiConfig & { JWT_SECRET: string };
  handle: DatabaseHandle;
  logger: Logger;
  /** The embedded default's transport switch: jobs run in-process while Redis is away. */
  transport?: JobTransport;
}

export interface RunningApi {
  server: Server;
  url: string;
  /** Stops accepting, lets in-flight requests finish (up to the timeout), closes queues. */
  close(timeoutMs?: number): Promise<void>;
}

export async function startApi({
  config,
  handle,
  logger,
  transport,
}: StartApiOptions): Promise<RunningApi> {
  const jobs = createBullJobQueue({
    redisUrl: config.REDIS_URL,
    prefix: config.QUEUE_PREFIX,
    logger,
    transport,
  });
  if (config.SEED_ON_START === 'true' && (await seedIfEmpty(handle.db, logger))) {
    // Fresh directory data: ask for the statistics now rather than at the next schedule. Through
    // the outbox, so a Redis that is away never holds up the start.
    await requestStatsRecomputeInOutbox(handle.db, 'seed');
  }
  void reportRedis(jobs, config.REDIS_URL, logger);

  let board: QueueBoard | undefined;
  if (config.ADMIN_CREDENTIALS) {
    board = createQueueBoard({
      redisUrl: config.REDIS_URL,
      prefix: config.QUEUE_PREFIX,
      credentials: config.ADMIN_CREDENTIALS,
    });
  }
  const deps: AppDeps = {
    db: handle.db,
    config: { ...config, WEB_DIST_DIR: config.WEB_DIST_DIR ?? defaultWebDistDir() },
    logger,
    answerLog: bufferedLinesOf(logger),
    jobs,
    now: () => new Date(),
    pingDatabase: handle.ping,
    ...(board ? { queueBoard: board.router } : {}),
  };
  const app = createApp(deps);
  // Delivers queue requests (scrape jobs) that were stored while Redis was away.
  const stopRelay = startOutboxRelay(deps);
  const server = await listen(app, config.PORT, config.HOST);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : config.PORT;
  const url = `http://${config.HOST === '0.0.0.0' ? 'localhost' : config.HOST}:${port}`;
  logger.info(
    {
      url,
      database:
        handle.driver === 'pglite' ? `PGlite in ${path.resolve(config.DATA_DIR)}` : 'PostgreSQL',
      web: deps.config.WEB_DIST_DIR ?? 'not built (API only)',
      docs: `${url}/api/docs`,
      queueBoard: board ? `${url}${QUEUE_BOARD_PATH}` : 'off (set ADMIN_CREDENTIALS)',
    },
    `PetVet is serving on ${url}`,
  );
  // The gazetteer is loaded once the server answers rather than on the first search (tests skip it).
  if (config.NODE_ENV !== 'test')
    void warmGazetteerAside().then(
      (loaded) => logger.info(loaded, 'Gazetteer ready'),
      (error: unknown) => logger.warn({ err: error }, 'Gazetteer not loaded ahead'),
    );

  return {
    server,
    url,
    async close(timeoutMs = 10_000) {
      await closeGracefully(server, timeoutMs);
      await stopRelay();
      await Promise.allSettled([jobs.close(), board?.close()]);
    },
  };
}

function listen(app: ReturnType<typeof createApp>, port: number, host: string): Promise<Server> {
  return new Promise((resolve, reject) => {
    const server = app.listen(port, host);
    // From the first connection on, so a stop knows every connection and what it is doing.
    trackConnections(server);
    // Requests the HTTP parser refuses (oversized headers) are answered as JSON too.
    answerClientErrors(server);
    server.once('listening', () => resolve(server));
    server.once('error', reject);
  });
}

async function reportRedis(
  jobs: Pick<JobQueue, 'isUp' | 'transport'>,
  redisUrl: string,
  logger: Logger,
): Promise<void> {
  const where = redactUrl(redisUrl);
  if (await jobs.isUp()) {
    logger.info(`Redis answers at ${where}: crawl and statistics requests are queued`);
  } else if (jobs.transport() === 'in-process') {
    logger.warn(
      `Redis not reachable at ${where}: the site works; crawls and statistics run in this process until it answers`,
    );
  } else {
    logger.warn(
      `Redis not reachable at ${where}: the site works; crawl requests wait in the database until it answers`,
    );
  }
}

/** Never log a password that may sit in a connection URL. */
export function redactUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString().replace(/\/$/, '');
  } catch {
    return '(invalid URL)';
  }
}
