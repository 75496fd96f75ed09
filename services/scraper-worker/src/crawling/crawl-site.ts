import type { Browser } from 'playwright-core';
import { extractServices, type ExtractedService } from '../extraction/extract-prices';
import { CrawlError } from './errors';
import type { HttpClient } from './http-client';
import { candidateUrl, discoverLinks, sameSite, scoreLink } from './links';
import { MIN_HOST_DELAY_MS, type HostSlots } from './politeness';
import { fetchViaSlots, loadSitemapUrls, renderWithSlots } from './site-fetch';
import { needsRendering } from './render-hint';
import { loadRobots, type Robots } from './robots';
import { assertUrlAllowed, type GuardOptions } from './ssrf';

export interface CrawlLimits {
  maxPages: number;
  maxDurationMs: number;
  minDelayMs: number;
  maxRenders: number;
}

export const DEFAULT_LIMITS: CrawlLimits = {
  maxPages: 20,
  maxDurationMs: 60_000,
  minDelayMs: MIN_HOST_DELAY_MS,
  maxRenders: 3,
};

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
}

const isHtml = (type: string) => /text\/html|application\/xhtml\+xml/.test(type);
const MAX_DEPTH = 2;

/**
 * Crawl one practice's site for its prices: robots.txt first, then the start page, the sitemap
 * and links that suggest prices, best first, one polite request at a time, within the page and
 * time limits. Throws CrawlError when the site itself cannot be read.
 */
export async function crawlSite(
  website: string,
  country: string | null,
  deps: CrawlDeps,
  onProgress: (progress: CrawlProgress) => void | Promise<void> = () => undefined,
  /** Stops the crawl early (the worker is shutting down). */
  stop?: AbortSignal,
): Promise<CrawlResult> {
  const started = Date.now();
  const { limits } = deps;
  const timeLimit = AbortSignal.timeout(limits.maxDurationMs);
  const deadline = stop ? AbortSignal.any([timeLimit, stop]) : timeLimit;
  const start = startUrl(website);
  assertUrlAllowed(start, deps.guard);
  let robots: Robots | null = null;
  const quiet = () => Math.max(limits.minDelayMs, robots?.crawlDelayMs ?? 0);
  robots = await deps.slots.withHost(
    start.host,
    quiet,
    async () => (robots = await loadRobots(deps.http, start.origin, deadline)),
    deadline,
  );
  if (!robots.isAllowed(start.href)) {
    throw new CrawlError(
      `robots.txt of ${start.host} does not allow PetVetBot to read ${start.href}`,
      true,
    );
  }
  const delayMs = quiet();
  const get = fetchViaSlots(deps, delayMs, deadline);

  const first = await get(start.href, isHtml);
  if (first.kind === 'skipped')
    throw new CrawlError(`the website ${start.href} could not be read: ${first.reason}`, true);
  const site = new URL(first.page.url);
  const services = new Map<string, FoundService>();
  const skipped: string[] = [];
  const visited = new Set<string>([start.href, first.page.url]);
  const queue = new Map<string, { score: number; depth: number }>();
  let fetched = 1;
  let renders = 0;

  const plan = (url: string, score: number, depth: number) => {
    if (visited.has(url) || score <= 0 || depth > MAX_DEPTH) return;
    const known = queue.get(url);
    if (!known || known.score < score) queue.set(url, { score, depth });
  };
  const planned = () => Math.min(limits.maxPages, fetched + queue.size);
  const readPage = async (url: string, html: string, depth: number) => {
    let found = extractServices(html, { url, country: country ?? undefined });
    if (
      found.length === 0 &&
      deps.browser &&
      renders < limits.maxRenders &&
      needsRendering(html) &&
      !deadline.aborted
    ) {
      renders++;
      html = await renderWithSlots(deps, url, html, delayMs, deadline).catch((error: unknown) => {
        skipped.push(
          `${url}: rendering failed (${error instanceof Error ? error.message : String(error)})`,
        );
        return html;
      });
      found = extractServices(html, { url, country: country ?? undefined });
    }
    for (const service of found) keep(services, { ...service, sourceUrl: url });
    for (const link of discoverLinks(html, url, site)) plan(link.url, link.score, depth + 1);
  };

  await readPage(first.page.url, first.page.body, 0);
  for (const url of await loadSitemapUrls(get, robots, site, deps.guard)) {
    const candidate = candidateUrl(url, site.href, site);
    if (candidate) plan(candidate.href, scoreLink(candidate, ''), 1);
  }
  await onProgress({ pagesFetched: fetched, pagesPlanned: planned() });

  while (queue.size > 0 && fetched < limits.maxPages && !deadline.aborted) {
    const [url, { depth }] = [...queue.entries()].sort((a, b) => b[1].score - a[1].score)[0]!;
    queue.delete(url);
    visited.add(url);
    if (!robots.isAllowed(url)) {
      skipped.push(`${url}: disallowed by robots.txt`);
      continue;
    }
    try {
      const outcome = await get(url, isHtml);
      fetched++;
      if (outcome.kind === 'skipped') skipped.push(`${url}: ${outcome.reason}`);
      else if (sameSite(new URL(outcome.page.url), site))
        await readPage(outcome.page.url, outcome.page.body, depth);
    } catch (error) {
      if (deadline.aborted) break;
      skipped.push(`${url}: ${error instanceof Error ? error.message : String(error)}`);
    }
    await onProgress({ pagesFetched: fetched, pagesPlanned: planned() });
  }
  stop?.throwIfAborted();
  return {
    services: [...services.values()],
    pagesFetched: fetched,
    pagesPlanned: planned(),
    durationMs: Date.now() - started,
    skipped,
  };
}

function startUrl(website: string): URL {
  const trimmed = website.trim();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    throw new CrawlError(`the website address "${trimmed.slice(0, 100)}" is not valid`, true);
  }
}

// The same service found on two pages is one service: keep the more confident reading.
function keep(services: Map<string, FoundService>, service: FoundService) {
  const key = [
    service.name.toLowerCase(),
    service.species,
    service.priceMin,
    service.priceMax,
    service.currency,
  ].join('|');
  const known = services.get(key);
  if (!known || known.confidence < service.confidence) services.set(key, service);
}
