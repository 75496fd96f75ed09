import { extractServices } from '../extraction/extract-prices';
import type { CrawlDeps, FoundService } from './crawl-types';
import { discoverLinks } from './links';
import type { Frontier } from './frontier';
import type { PoliteFetcher } from './polite-fetch';
import { SlotLostError } from './politeness';
import { needsRendering } from './render-hint';
import { renderWithSlots } from './site-fetch';

export interface ReadContext {
  site: URL;
  country: string | null;
  services: Map<string, FoundService>;
  skipped: string[];
  deadline: AbortSignal;
}

/** Extracts a page's prices (rendering it when its scripts write them) and plans its links. */
export function pageReader(
  deps: CrawlDeps,
  fetcher: PoliteFetcher,
  frontier: Frontier,
  ctx: ReadContext,
) {
  let renders = 0;
  const extract = (html: string, url: string) =>
    extractServices(html, { url, country: ctx.country ?? undefined });
  return async (url: string, html: string, depth: number) => {
    let found = extract(html, url);
    const render =
      found.length === 0 &&
      deps.browser &&
      renders < deps.limits.maxRenders &&
      needsRendering(html);
    if (render && !ctx.deadline.aborted) {
      renders++;
      html = await renderWithSlots(deps, fetcher, url, html, ctx.deadline).catch(
        (error: unknown) => {
          if (error instanceof SlotLostError) throw error;
          const message = error instanceof Error ? error.message : String(error);
          ctx.skipped.push(`${url}: rendering failed (${message})`);
          return html;
        },
      );
      found = extract(html, url);
    }
    for (const service of found) keep(ctx.services, { ...service, sourceUrl: url });
    for (const link of discoverLinks(html, url, ctx.site))
      frontier.plan(link.url, link.score, depth + 1);
  };
}

// The same service found on two pages is one service: keep the reading sure enough to publish,
// else the more confident one.
function keep(services: Map<string, FoundService>, service: FoundService) {
  const key = [
    service.name.toLowerCase(),
    service.species,
    service.band,
    service.priceMin,
    service.priceMax,
    service.currency,
  ].join('|');
  const known = services.get(key);
  const better =
    !known ||
    (service.published && !known.published) ||
    (service.published === known.published && known.confidence < service.confidence);
  if (better) services.set(key, service);
}
