import type { CrawlDeps } from './crawl-site';
import type { FetchOutcome } from './http-client';
import { renderPage } from './render';
import type { Robots } from './robots';
import { readSitemap } from './sitemap';
import { sameSite } from './links';
import type { GuardOptions } from './ssrf';

export type Getter = (
  url: string,
  accept: (contentType: string) => boolean,
) => Promise<FetchOutcome>;

/** A fetch that first takes the host's politeness slot. */
export function fetchViaSlots(
  deps: Pick<CrawlDeps, 'http' | 'slots'>,
  delayMs: number,
  signal: AbortSignal,
): Getter {
  return (url, accept) =>
    deps.slots.withHost(
      new URL(url).host,
      delayMs,
      () => deps.http.fetchResource(url, accept, signal),
      signal,
    );
}

const MAX_SITEMAPS = 3;
const isXml = (type: string) => type === '' || /xml|text\/plain/.test(type);

/** Page addresses from the site's sitemaps (those robots.txt names, else /sitemap.xml). */
export async function loadSitemapUrls(
  get: Getter,
  robots: Robots,
  site: URL,
  _guard: GuardOptions,
): Promise<string[]> {
  const pending = robots.sitemaps.filter((url) => safeSameSite(url, site)).slice(0, MAX_SITEMAPS);
  if (pending.length === 0) pending.push(new URL('/sitemap.xml', site).href);
  const pages: string[] = [];
  for (let fetchedMaps = 0; pending.length > 0 && fetchedMaps < MAX_SITEMAPS; fetchedMaps++) {
    const url = pending.shift()!;
    if (!robots.isAllowed(url)) continue;
    try {
      const outcome = await get(url, isXml);
      if (outcome.kind !== 'ok') continue;
      const map = readSitemap(outcome.page.body);
      pages.push(...map.pages);
      pending.push(...map.sitemaps.filter((child) => safeSameSite(child, site)));
    } catch {
      // A broken sitemap only means fewer candidate pages.
    }
  }
  return pages;
}

function safeSameSite(url: string, site: URL): boolean {
  try {
    return sameSite(new URL(url), site);
  } catch {
    return false;
  }
}

/** Render a page in Chromium holding its host's slot; its scripts are fetched one by one inside it. */
export async function renderWithSlots(
  deps: CrawlDeps,
  url: string,
  html: string,
  delayMs: number,
  deadline: AbortSignal,
) {
  const browser = await deps.browser!();
  const host = new URL(url).host;
  // The page's host is held for the whole render; its scripts are fetched one by one inside it.
  return deps.slots.withHost(
    host,
    delayMs,
    async () => {
      let chain: Promise<unknown> = Promise.resolve();
      const fetchSub = (subUrl: string) => {
        const run = chain.then(async () => {
          const outcome = await deps.http.fetchResource(subUrl, () => true, deadline);
          return outcome.kind === 'ok'
            ? {
                status: outcome.page.status,
                contentType: outcome.page.contentType,
                body: outcome.page.body,
              }
            : null;
        });
        chain = run.catch(() => undefined);
        return run;
      };
      return renderPage(browser, {
        url,
        html,
        fetchSub,
        timeoutMs: deps.renderTimeoutMs ?? 15_000,
      });
    },
    deadline,
  );
}
