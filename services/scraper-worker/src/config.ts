import { z } from 'zod';
import { parseConfig } from '@petvet/shared/server';
import { DEFAULT_CHROMIUM_PATH } from './crawling/render';

const emptyToUndefined = (value: unknown) => (value === '' ? undefined : value);
const int = (min: number, max: number, fallback: number) =>
  z.preprocess(emptyToUndefined, z.coerce.number().int().min(min).max(max).default(fallback));
const flag = (fallback: boolean) =>
  z
    .preprocess(emptyToUndefined, z.enum(['true', 'false']).default(fallback ? 'true' : 'false'))
    .transform((v) => v === 'true');

/** The scraper-worker's own settings; a bad value stops the process with a clear message. */
export const scraperConfigSchema = z.object({
  SCRAPER_CONCURRENCY: int(1, 32, 2),
  /** Tests only: lets the crawler reach 127.0.0.0/8 and ::1 (fixture sites). Never set in production. */
  SCRAPER_ALLOW_LOOPBACK: flag(false),
  CHROMIUM_PATH: z.preprocess(emptyToUndefined, z.string().default(DEFAULT_CHROMIUM_PATH)),
  /** Render script-written pages with Chromium. */
  SCRAPER_RENDER: flag(true),
  SCRAPER_MAX_PAGES: int(1, 20, 20),
  SCRAPER_MAX_DURATION_MS: int(1_000, 60_000, 60_000),
  SCRAPER_REQUEST_TIMEOUT_MS: int(500, 30_000, 15_000),
  SCRAPER_MAX_PAGE_BYTES: int(64 * 1024, 2 * 1024 * 1024, 2 * 1024 * 1024),
  /** How long a job is locked to its worker without a heartbeat before another may take it. */
  SCRAPER_LOCK_DURATION_MS: int(1_000, 10 * 60_000, 90_000),
});

export type ScraperConfig = z.infer<typeof scraperConfigSchema>;

export function loadScraperConfig(env: Record<string, string | undefined>): ScraperConfig {
  return parseConfig(scraperConfigSchema, env);
}
