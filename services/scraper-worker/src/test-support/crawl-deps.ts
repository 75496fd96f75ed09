import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import type {} from '../../../../test-support/global-setup';
import { DEFAULT_LIMITS, type CrawlDeps, type CrawlLimits } from '../crawling/crawl-site';
import { createHttpClient } from '../crawling/http-client';
import { createHostSlots, type HostSlots } from '../crawling/politeness';
import { FIXTURE_HOST } from './fixture-site';

export interface TestCrawlDeps extends CrawlDeps {
  close(): Promise<void>;
}

/**
 * Real Redis (a fresh key prefix per call) and the real HTTP client. Only 127.0.0.1 (where fixture
 * sites listen by default) is reachable unless the test lists other loopback addresses.
 */
export function testCrawlDeps(
  options: {
    loopbackAllowed?: string[];
    timeoutMs?: number;
    maxBytes?: number;
    limits?: Partial<CrawlLimits>;
    browser?: () => Promise<Browser>;
    /** Host slots on another Redis (a private server whose outage the test stages). */
    slots?: HostSlots;
  } = {},
): TestCrawlDeps {
  const redis = new Redis(inject('redisUrl'), { maxRetriesPerRequest: 2 });
  const guard = { loopbackAllowed: options.loopbackAllowed ?? [FIXTURE_HOST] };
  const http = createHttpClient({
    ...guard,
    timeoutMs: options.timeoutMs ?? 5_000,
    maxBytes: options.maxBytes ?? 2 * 1024 * 1024,
  });
  return {
    http,
    slots: options.slots ?? createHostSlots(redis, `${inject('queuePrefix')}:${randomUUID()}`),
    guard,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    browser: options.browser,
    async close() {
      await http.close();
      redis.disconnect();
    },
  };
}
