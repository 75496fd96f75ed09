import type { CrawlDeps } from './crawl-types';
import { sameSite } from './links';
import type { Accept, PoliteFetcher } from './polite-fetch';
import { SlotLostError } from './politeness';
import { renderPage } from './render';
import type { Robots } from './robots';
import { readSitemap } from './sitemap';

const MAX_SITEMAPS = 3;
const isXml: Accept = (type) => type === '' || /xml|text\/plain/.test(type);

/** Page addresses from the site's sitemaps (those robots.txt names, else /sitemap.xml). */
export async function loadSitemapUrls(
  fetcher: PoliteFetcher,
  robots: Robots,
  site: URL,
): Promise<string[]> {
  const pending = robots.sitemaps.filter((url) => safeSameSite(url, site)).slice(0, MAX_SITEMAPS);
  if (pending.length === 0) pending.push(new URL('/sitemap.xml', site).href);
  const pages: string[] = [];
  for (let fetchedMaps = 0; pending.length > 0 && fetchedMaps < MAX_SITEMAPS; fetchedMaps++) {
    const url = pending.shift()!;
    try {
      const outcome = await fetcher.get(url, isXml);
      if (outcome.kind !== 'ok') continue;
      const map = readSitemap(outcome.page.body);
      pages.push(...map.pages);
      pending.push(...map.sitemaps.filter((child) => safeSameSite(child, site)));
    } catch (error) {
      // A broken sitemap only means fewer candidate pages; a lost slot ends the crawl.
      if (error instanceof SlotLostError) throw error;
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

/**
 * Render a page in Chromium holding its host's slot; its scripts are fetched one by one inside
 * it, and nothing robots.txt forbids is fetched or used.
 */
export async function renderWithSlots(
  deps: CrawlDeps,
  fetcher: PoliteFetcher,
  url: string,
  html: string,
  deadline: AbortSignal,
) {
  const browser = await deps.browser!();
  return fetcher.withSlot(new URL(url).host, async () => {
    let chain: Promise<unknown> = Promise.resolve();
    const fetchSub = (subUrl: string) => {
      const run = chain.then(async () => {
        const outcome = await deps.http.fetchResource(
          subUrl,
          () => true,
          deadline,
          (hop, fetchHop) =>
            fetcher.allowedIfKnown(hop.href)
              ? fetchHop()
              : Promise.resolve({
                  kind: 'skipped',
                  url: hop.href,
                  reason: 'disallowed by robots.txt',
                }),
        );
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
      allowed: (address) => fetcher.allowedIfKnown(address),
      timeoutMs: deps.renderTimeoutMs ?? 15_000,
    });
  });
}
