import { z } from 'zod';
import { baseConfigSchema, envFlag, envInt, envValue, parseConfig } from '@petvet/shared/server';
import { DEFAULT_CHROMIUM_PATH } from './crawling/render';
import { canonicalLoopback } from './crawling/ssrf';

// Only loopback addresses may be listed: the setting can never open a private network or the
// cloud metadata address, whatever is written in it.
const loopbackList = envValue(z.string().default('')).transform((value, ctx) => {
  const entries = value
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);
  const addresses: string[] = [];
  for (const entry of entries) {
    const address = canonicalLoopback(entry.replace(/^\[|\]$/g, ''));
    if (!address) {
      ctx.addIssue({
        code: 'custom',
        message: `${entry} is not a loopback address (127.0.0.0/8 or ::1)`,
      });
      return z.NEVER;
    }
    addresses.push(address);
  }
  return addresses;
});

/**
 * The scraper-worker's settings: the shared ones and its own. A bad value stops the process with
 * a clear message.
 */
export const scraperConfigSchema = baseConfigSchema.extend({
  SCRAPER_CONCURRENCY: envInt(1, 32, 2),
  /**
   * Tests only: the exact loopback addresses (comma-separated, e.g. 127.0.0.2) fixture sites listen
   * on. Any other loopback address stays refused. Never set in production.
   */
  SCRAPER_ALLOW_LOOPBACK_HOSTS: loopbackList,
  CHROMIUM_PATH: envValue(z.string().default(DEFAULT_CHROMIUM_PATH)),
  /** Render script-written pages with Chromium. */
  SCRAPER_RENDER: envFlag(true),
  SCRAPER_MAX_PAGES: envInt(1, 20, 20),
  SCRAPER_MAX_DURATION_MS: envInt(1_000, 60_000, 60_000),
  SCRAPER_REQUEST_TIMEOUT_MS: envInt(500, 30_000, 15_000),
  SCRAPER_MAX_PAGE_BYTES: envInt(64 * 1024, 2 * 1024 * 1024, 2 * 1024 * 1024),
  /** How long a job is locked to its worker without a heartbeat before another may take it. */
  SCRAPER_LOCK_DURATION_MS: envInt(1_000, 10 * 60_000, 90_000),
  /** How often crawl jobs quiet past CRAWL_STUCK_AFTER_MS are checked against the queue. */
  SCRAPER_RECONCILE_EVERY_MS: envInt(100, 60 * 60_000, 60_000),
});

export type ScraperConfig = z.infer<typeof scraperConfigSchema>;

export function loadScraperConfig(env: Record<string, string | undefined>): ScraperConfig {
  return parseConfig(scraperConfigSchema, env);
}
