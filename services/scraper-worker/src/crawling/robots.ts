import robotsParser from 'robots-parser';
import type { HopGate, HttpClient } from './http-client';

/** The product token robots.txt groups are matched against. */
export const ROBOTS_AGENT = 'PetVetBot';

export interface Robots {
  isAllowed(url: string): boolean;
  /** Crawl-delay in milliseconds, when the site sets one for us or for everyone. */
  crawlDelayMs: number | null;
  sitemaps: string[];
}

/**
 * robots.txt of a site. A missing file (4xx) allows everything; a server error or no answer
 * throws, so the crawl is retried later rather than run without knowing the rules.
 */
export async function loadRobots(
  http: HttpClient,
  origin: string,
  signal?: AbortSignal,
  gate?: HopGate,
): Promise<Robots> {
  const robotsUrl = new URL('/robots.txt', origin).href;
  const outcome = await http.fetchResource(robotsUrl, isRobotsType, signal, gate);
  return parseRobots(robotsUrl, outcome.kind === 'ok' ? outcome.page.body : '');
}

const isRobotsType = (type: string) =>
  type === '' || /text\/plain|text\/html|octet-stream/.test(type);

export function parseRobots(robotsUrl: string, text: string): Robots {
  const parsed = robotsParser(robotsUrl, text);
  const delay = parsed.getCrawlDelay(ROBOTS_AGENT);
  return {
    isAllowed: (url) => parsed.isAllowed(url, ROBOTS_AGENT) !== false,
    crawlDelayMs: typeof delay === 'number' && delay > 0 ? delay * 1000 : null,
    sitemaps: parsed.getSitemaps(),
  };
}
