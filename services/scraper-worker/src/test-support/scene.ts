import { afterEach } from 'vitest';
import { testCrawlDeps, type TestCrawlDeps } from './crawl-deps';
import { startFixtureSite, type FixtureSite } from './fixture-site';

/** What a test starts through the scene is closed after it, the last started first. */
export interface Scene {
  /** Runs `close` after the current test. */
  defer(close: () => Promise<void>): void;
  /** A fixture site (on 127.0.0.1 unless `host` says otherwise). */
  site(routes: Parameters<typeof startFixtureSite>[0], host?: string): Promise<FixtureSite>;
  /** Crawl deps with real Redis and the real HTTP client. */
  crawlDeps(options?: Parameters<typeof testCrawlDeps>[0]): TestCrawlDeps;
}

/** Call once at the top of a test file: it closes each test's leftovers after that test. */
export function sceneClosedAfterEach(): Scene {
  const cleanups: Array<() => Promise<void>> = [];
  afterEach(async () => {
    while (cleanups.length) await cleanups.pop()!();
  });
  const defer = (close: () => Promise<void>) => void cleanups.push(close);
  return {
    defer,
    site: async (routes, host) => {
      const site = await startFixtureSite(routes, host);
      defer(site.close);
      return site;
    },
    crawlDeps: (options) => {
      const deps = testCrawlDeps(options);
      defer(deps.close);
      return deps;
    },
  };
}
