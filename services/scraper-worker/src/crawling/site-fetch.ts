import type { CrawlDeps } from './crawl-site';
import type { FetchOutcome } from './http-client';
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
