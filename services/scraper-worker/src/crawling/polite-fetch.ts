import type { CrawlDeps } from './crawl-types';
import type { FetchOutcome, HopGate, HopOutcome } from './http-client';
import { loadRobots, parseRobots, type Robots } from './robots';

export type Accept = (contentType: string) => boolean;

export interface PoliteFetcher {
  /** robots.txt of an origin, read once per crawl (through its host's slot). */
  robotsFor(origin: string): Promise<Robots>;
  /**
   * A page or file, every hop of its redirects through robots.txt of the hop's origin and the
   * hop's host slot. With `visited`, each hop's address is added to it, and a redirect to an
   * address already in it is not followed (the page was read already).
   */
  get(url: string, accept: Accept, visited?: Set<string>): Promise<FetchOutcome>;
  /** Runs `work` holding the host's slot, then keeps the host quiet for its delay. */
  withSlot<T>(host: string, work: () => Promise<T>): Promise<T>;
  /** Whether robots.txt allows the address; true when its origin's robots.txt is not read yet. */
  allowedIfKnown(url: string): boolean;
}

/** Politeness for one crawl: robots.txt per origin, and the pause each host asks for. */
export function createPoliteFetcher(
  deps: Pick<CrawlDeps, 'http' | 'slots' | 'limits'>,
  deadline: AbortSignal,
): PoliteFetcher {
  const loading = new Map<string, Promise<Robots>>();
  const known = new Map<string, Robots>();
  const crawlDelay = new Map<string, number>();
  const quiet = (host: string) => Math.max(deps.limits.minDelayMs, crawlDelay.get(host) ?? 0);
  const learn = (host: string, delayMs: number | null) => {
    if (delayMs !== null) crawlDelay.set(host, Math.max(delayMs, crawlDelay.get(host) ?? 0));
  };
  const withSlot = <T>(host: string, work: () => Promise<T>) =>
    deps.slots.withHost(host, () => quiet(host), work, deadline);

  // robots.txt's own hops take their host's slot too. Its Crawl-delay is read before the slot is
  // released, so the pause after this very request is already the one the site asks for.
  const robotsHop: HopGate = (url, fetchHop) => {
    let outcome: HopOutcome | undefined;
    const delay = () => {
      if (outcome?.kind === 'ok')
        learn(url.host, parseRobots(url.href, outcome.page.body).crawlDelayMs);
      return quiet(url.host);
    };
    return deps.slots.withHost(url.host, delay, async () => (outcome = await fetchHop()), deadline);
  };

  function robotsFor(origin: string): Promise<Robots> {
    let robots = loading.get(origin);
    if (!robots) {
      robots = loadRobots(deps.http, origin, deadline, robotsHop).then((loaded) => {
        known.set(origin, loaded);
        learn(new URL(origin).host, loaded.crawlDelayMs);
        return loaded;
      });
      loading.set(origin, robots);
    }
    return robots;
  }

  function get(url: string, accept: Accept, visited?: Set<string>): Promise<FetchOutcome> {
    let hops = 0;
    const skip = (at: URL, reason: string): HopOutcome => ({
      kind: 'skipped',
      url: at.href,
      reason,
    });
    return deps.http.fetchResource(url, accept, deadline, async (hop, fetchHop) => {
      const redirected = hops++ > 0;
      if (redirected && visited?.has(hop.href))
        return skip(hop, `redirect to ${hop.href}, a page already read`);
      const robots = await robotsFor(hop.origin);
      if (!robots.isAllowed(hop.href)) {
        const what = redirected ? `redirect to ${hop.href} is ` : '';
        return skip(hop, `${what}disallowed by robots.txt`);
      }
      visited?.add(hop.href);
      return withSlot(hop.host, fetchHop);
    });
  }

  return {
    robotsFor,
    get,
    withSlot,
    allowedIfKnown: (url) => known.get(new URL(url).origin)?.isAllowed(url) ?? true,
  };
}
