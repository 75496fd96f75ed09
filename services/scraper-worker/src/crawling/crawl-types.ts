import type { Browser } from 'playwright-core';
import type { ExtractedService } from '../extraction/extract-prices';
import type { HttpClient } from './http-client';
import type { HostSlots } from './politeness';
import type { GuardOptions } from './ssrf';

// The crawl's shapes on their own, so the parts of a crawl (fetching, reading pages, the
// sitemap) can name them without importing the crawl that drives them.

export interface CrawlLimits {
  maxPages: number;
  maxDurationMs: number;
  minDelayMs: number;
  maxRenders: number;
}

export interface CrawlDeps {
  http: HttpClient;
  slots: HostSlots;
  guard: GuardOptions;
  limits: CrawlLimits;
  /** Chromium for pages written by JavaScript; absent: such pages are read as served. */
  browser?: () => Promise<Browser>;
  renderTimeoutMs?: number;
}

export interface CrawlProgress {
  pagesFetched: number;
  pagesPlanned: number;
}

export interface FoundService extends ExtractedService {
  sourceUrl: string;
}

export interface CrawlResult extends CrawlProgress {
  services: FoundService[];
  durationMs: number;
  /** Pages skipped and why (not HTML, robots.txt, errors), for the operator. */
  skipped: string[];
  /**
   * Why the crawl ended before reading every page it planned (its time budget, a lost politeness
   * slot, pages that answered a passing error), or null when it read them all. The page limit is
   * the crawl's configured scope, so reaching it still makes a complete crawl.
   */
  cutShort: string | null;
}
