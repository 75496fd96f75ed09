import type {
  CrawlDeps,
  CrawlLimits,
  CrawlProgress,
  CrawlResult,
  FoundService,
} from './crawl-types';
import { CrawlError } from './errors';
import { Frontier, type PlannedPage } from './frontier';
import { candidateUrl, scoreLink } from './links';
import { createPoliteFetcher, type PoliteFetcher } from './polite-fetch';
import { MIN_HOST_DELAY_MS, SlotLostError } from './politeness';
import { pageReader } from './page-reader';
import { loadSitemapUrls } from './site-fetch';
import { assertUrlAllowed } from './ssrf';

// Callers of the crawl name its shapes through it.
export type {
  CrawlDeps,
  CrawlLimits,
  CrawlProgress,
  CrawlResult,
  FoundService,
} from './crawl-types';

export const DEFAULT_LIMITS: CrawlLimits = {
  maxPages: 20,
  maxDurationMs: 60_000,
  minDelayMs: MIN_HOST_DELAY_MS,
  maxRenders: 3,
};

interface CrawlRun {
  deps: CrawlDeps;
  fetcher: PoliteFetcher;
  frontier: Frontier;
  deadline: AbortSignal;
  read: (url: string, html: string, depth: number) => Promise<void>;
  skipped: string[];
}

const isHtml = (type: string) => /text\/html|application\/xhtml\+xml/.test(type);

/**
 * Crawl one practice's site for its prices: robots.txt first, then the start page, the sitemap
 * and links that suggest prices, best first, one polite request at a time (redirect hops too),
 * within the page and time limits. Throws CrawlError when the site itself cannot be read.
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
  const timeLimit = AbortSignal.timeout(deps.limits.maxDurationMs);
  const deadline = stop ? AbortSignal.any([timeLimit, stop]) : timeLimit;
  const start = startUrl(website);
  assertUrlAllowed(start, deps.guard);
  const fetcher = createPoliteFetcher(deps, deadline);
  const robots = await fetcher.robotsFor(start.origin);
  if (!robots.isAllowed(start.href)) {
    throw new CrawlError(
      `robots.txt of ${start.host} does not allow PetVetBot to read ${start.href}`,
      true,
    );
  }
  const frontier = new Frontier(deps.limits.maxPages);
  const first = await fetcher.get(start.href, isHtml, frontier.visited);
  if (first.kind === 'skipped')
    throw new CrawlError(`the website ${start.href} could not be read: ${first.reason}`, true);
  frontier.fetched = 1;
  const site = new URL(first.page.url);
  const services = new Map<string, FoundService>();
  const skipped: string[] = [];
  const read = pageReader(deps, fetcher, frontier, { site, country, services, skipped, deadline });
  const run: CrawlRun = { deps, fetcher, frontier, deadline, read, skipped };

  await read(first.page.url, first.page.body, 0);
  let cutShort: string | null;
  try {
    for (const url of await loadSitemapUrls(fetcher, robots, site)) {
      const candidate = candidateUrl(url, site.href, site);
      if (candidate) frontier.plan(candidate.href, scoreLink(candidate, ''), 1);
    }
    await onProgress(frontier.progress());
    cutShort = await readPlannedPages(run, onProgress);
  } catch (error) {
    if (!(error instanceof SlotLostError)) throw error;
    cutShort = slotLost(frontier);
  }
  stop?.throwIfAborted();
  return {
    services: [...services.values()],
    ...frontier.progress(),
    durationMs: Date.now() - started,
    skipped,
    cutShort,
  };
}

/** Reads the planned pages best first; answers why it stopped early, or null. */
async function readPlannedPages(
  { deps, fetcher, frontier, deadline, read, skipped }: CrawlRun,
  onProgress: (progress: CrawlProgress) => void | Promise<void>,
): Promise<string | null> {
  const unread: string[] = [];
  for (let page = frontier.next(); page; page = frontier.next()) {
    if (deadline.aborted) {
      frontier.putBack(page);
      break;
    }
    try {
      if (!(await fetcher.robotsFor(new URL(page.url).origin)).isAllowed(page.url)) {
        skipped.push(`${page.url}: disallowed by robots.txt`);
        continue;
      }
      await readPlanned(fetcher, frontier, page, read, skipped);
    } catch (error) {
      if (error instanceof SlotLostError) return slotLost(frontier, page);
      if (deadline.aborted) {
        frontier.putBack(page);
        break;
      }
      const message = error instanceof Error ? error.message : String(error);
      skipped.push(`${page.url}: ${message}`);
      if (error instanceof CrawlError && !error.permanent) unread.push(message);
    }
    await onProgress(frontier.progress());
  }
  if (deadline.aborted) {
    const seconds = Number((deps.limits.maxDurationMs / 1000).toFixed(1));
    return `time budget of ${seconds} s reached after ${frontier.fetched} of ${frontier.planned} pages`;
  }
  if (unread.length === 0) return null;
  const tried = frontier.fetched + unread.length;
  return `${unread.length} of ${tried} pages could not be read (${unread[0]})`;
}

async function readPlanned(
  fetcher: PoliteFetcher,
  frontier: Frontier,
  page: PlannedPage,
  read: CrawlRun['read'],
  skipped: string[],
) {
  const outcome = await fetcher.get(page.url, isHtml, frontier.visited);
  frontier.fetched++;
  if (outcome.kind === 'skipped') skipped.push(`${page.url}: ${outcome.reason}`);
  else await read(outcome.page.url, outcome.page.body, page.depth);
}

function slotLost(frontier: Frontier, inHand?: PlannedPage): string {
  if (inHand) frontier.putBack(inHand);
  return `politeness slot lost: Redis unavailable, after ${frontier.fetched} of ${frontier.planned} pages`;
}

function startUrl(website: string): URL {
  const trimmed = website.trim();
  try {
    return new URL(/^[a-z][a-z0-9+.-]*:/i.test(trimmed) ? trimmed : `https://${trimmed}`);
  } catch {
    throw new CrawlError(`the website address "${trimmed.slice(0, 100)}" is not valid`, true);
  }
}
