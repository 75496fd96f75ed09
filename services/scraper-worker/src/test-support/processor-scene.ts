import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, inject } from 'vitest';
import {
  createLogger,
  createStatsRequester,
  type Database,
  type DatabaseHandle,
} from '@petvet/shared/server';
import { crawlSite } from '../crawling/crawl-site';
import type { ScrapeDeps } from '../processors/scrape-practice.processor';
import type { testCrawlDeps } from './crawl-deps';
import { openTestDatabase } from './directory-rows';
import { sceneClosedAfterEach, type Scene } from './scene';

export interface ProcessorScene extends Scene {
  /** The queue prefix of this file's jobs and statistics requests. */
  prefix: string;
  /** The test database (open from beforeAll to afterAll). */
  readonly db: Database;
  /** The processor's real dependencies, crawling with `crawl` options. */
  scrapeDeps(crawl?: Parameters<typeof testCrawlDeps>[0]): ScrapeDeps;
}

/** Call once at the top of a test file that runs the scrape-practice processor directly. */
export function processorScene(name: string): ProcessorScene {
  const scene = sceneClosedAfterEach();
  const prefix = `${inject('queuePrefix')}:${name}-${randomUUID().slice(0, 8)}`;
  let stats: ReturnType<typeof createStatsRequester>;
  let handle: DatabaseHandle;
  beforeAll(async () => {
    handle = await openTestDatabase();
    stats = createStatsRequester({ redisUrl: inject('redisUrl'), prefix, db: handle.db });
  });
  afterAll(async () => {
    await stats.close();
    await handle.close();
  });
  return {
    ...scene,
    prefix,
    get db() {
      return handle.db;
    },
    scrapeDeps: (options) => {
      const crawl = scene.crawlDeps(options);
      return {
        db: handle.db,
        logger: createLogger('test', 'silent'),
        crawl: (website, country, onProgress, stop) =>
          crawlSite(website, country, crawl, onProgress, stop),
        requestStats: async (reason) => {
          await stats.request(reason);
        },
        shutdown: new AbortController().signal,
      };
    },
  };
}
