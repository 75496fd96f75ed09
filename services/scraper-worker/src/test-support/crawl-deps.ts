import { randomUUID } from 'node:crypto';
import { Redis } from 'ioredis';
import type { Browser } from 'playwright-core';
import { inject } from 'vitest';
import type {} from '../../../../test-support/global-setup';
import { DEFAULT_LIMITS, type CrawlDeps, type CrawlLimits } from '../crawling/crawl-site';
import { createHttpClient } from '../crawling/http-client';
import { createHostSlots } from '../crawling/politeness';

export interface TestCrawlDeps extends CrawlDeps {
  close(): Promise<void>;
}

/** Real Redis (a fresh key prefix per call) and the real HTTP client, loopback allowed unless said. */
export function testCrawlDeps(
  options: {
    allowLoopback?: boolean;
    timeoutMs?: number;
    maxBytes?: number;
    limits?: Partial<CrawlLimits>;
    browser?: () => Promise<Browser>;
  } = {},
): TestCrawlDeps {
  const redis = new Redis(inject('redisUrl'), { maxRetriesPerRequest: 2 });
  const guard = { allowLoopback: options.allowLoopback ?? true };
  const http = createHttpClient({
    ...guard,
    timeoutMs: options.timeoutMs ?? 5_000,
    maxBytes: options.maxBytes ?? 2 * 1024 * 1024,
  });
  return {
    http,
    slots: createHostSlots(redis, `${inject('queuePrefix')}:${randomUUID()}`),
    guard,
    limits: { ...DEFAULT_LIMITS, ...options.limits },
    browser: options.browser,
    async close() {
      await http.close();
      redis.disconnect();
    },
  };
}
