import { spawn, type ChildProcess } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Queue } from 'bullmq';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, inject } from 'vitest';
import { QUEUES } from '@petvet/shared';
import { createLogger, type Database, type DatabaseHandle } from '@petvet/shared/server';
import { loadScraperConfig } from '../config';
import { createScrapeWorker } from '../scrape-worker';
import { openTestDatabase } from './directory-rows';
import { sceneClosedAfterEach, type Scene } from './scene';

const here = path.dirname(fileURLToPath(import.meta.url));

/**
 * Fixture sites on 127.0.0.1, no browser, and a short lock, so a killed worker's job is seen as
 * stalled within seconds.
 */
export const workerTestEnv = (extra: Record<string, string> = {}): Record<string, string> => ({
  SCRAPER_ALLOW_LOOPBACK_HOSTS: '127.0.0.1',
  SCRAPER_RENDER: 'false',
  SCRAPER_LOCK_DURATION_MS: '2000',
  SCRAPER_REQUEST_TIMEOUT_MS: '3000',
  ...extra,
});

export interface WorkerScene extends Scene {
  /** The test database (open from beforeAll to afterAll). */
  readonly db: Database;
  /** A scrape queue under a prefix of its own. */
  freshQueue(name: string): { prefix: string; queue: Queue };
  /** A scrape worker in this process, configured from `env`. */
  worker(prefix: string, env: Record<string, string>): ReturnType<typeof createScrapeWorker>;
  /** A scrape worker in a process of its own, returned once it says it takes jobs. */
  childWorker(prefix: string, env: Record<string, string>): Promise<ChildProcess>;
}

/** Call once at the top of a test file that runs scrape workers against real Redis. */
export function workerScene(): WorkerScene {
  const scene = sceneClosedAfterEach();
  let handle: DatabaseHandle;
  let redis: Redis;
  beforeAll(async () => {
    handle = await openTestDatabase();
    redis = new Redis(inject('redisUrl'), { maxRetriesPerRequest: null });
  });
  afterAll(async () => {
    redis.disconnect();
    await handle.close();
  });
  return {
    ...scene,
    get db() {
      return handle.db;
    },
    freshQueue: (name) => {
      const prefix = `${inject('queuePrefix')}:${name}-${randomUUID().slice(0, 8)}`;
      const queue = new Queue(QUEUES.scrape, { connection: redis, prefix });
      scene.defer(() => queue.close());
      return { prefix, queue };
    },
    worker: (prefix, env) => {
      const worker = createScrapeWorker({
        db: handle.db,
        redisUrl: inject('redisUrl'),
        queuePrefix: prefix,
        logger: createLogger('test', 'silent'),
        config: loadScraperConfig(env),
      });
      scene.defer(worker.close);
      return worker;
    },
    childWorker: (prefix, env) => childWorker(scene, prefix, env),
  };
}

async function childWorker(
  scene: Scene,
  prefix: string,
  env: Record<string, string>,
): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', path.join(here, 'run-worker.ts')], {
    cwd: path.resolve(here, '../..'),
    env: {
      ...process.env,
      ...env,
      DATABASE_URL: inject('databaseUrl'),
      REDIS_URL: inject('redisUrl'),
      QUEUE_PREFIX: prefix,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  scene.defer(async () => void child.kill('SIGKILL'));
  await new Promise<void>((resolve) =>
    child.stdout!.on('data', (d: Buffer) => d.toString().includes('ready') && resolve()),
  );
  return child;
}
