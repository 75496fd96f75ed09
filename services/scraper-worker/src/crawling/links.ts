import * as cheerio from 'cheerio';

/**
 * Which links of a practice's site lead to prices. Words in the address or the link text, in
 * English, German, French, Spanish, Italian, Dutch and Japanese; price words weigh more than
 * service words.
 */
const PRICE_WORDS =
  /price|pricing|fee|cost|charges|tariff|rates|preis|kosten|gebühr|gebuehr|honorar|tarif|prix|honoraires|precio|tarifa|coste|costo|prezz|tariff|prijs|prijz|tarie|kosten|料金|価格|費用/iu;
const SERVICE_WORDS =
  /service|treatment|vaccin|neuter|spay|castrat|dental|dentist|teeth|surgery|consult|microchip|wellness|leistung|behandlung|impf|kastration|zahn|prestation|soins|vaccin|stérilis|sterilis|servicio|tratamiento|vacuna|esteriliz|servizi|trattament|vaccinaz|diensten|behandeling|inenting|診療|サービス|予防/iu;
const NOT_A_PAGE =
  /\.(?:pdf|jpe?g|png|gif|webp|svg|ico|zip|docx?|xlsx?|pptx?|mp[34]|mov|avi|css|js|json|xml|rss|ics|txt)(?:$|\?)/i;
const NOT_RELEVANT =
  /\/(?:wp-admin|wp-login|cart|checkout|login|account|feed|tag|author|careers?|jobs?|privacy|cookie|terms|impressum|datenschutz|mentions-legales|legal)(?:\/|$)/i;

/** Same site: the same host, or one is the other with "www." (http and https alike). */
export function sameSite(a: URL, b: URL): boolean {
  const bare = (host: string) => host.toLowerCase().replace(/^www\./, '');
  return bare(a.hostname) === bare(b.hostname) && (a.port || '') === (b.port || '');
}

export function scoreLink(url: URL, text: string): number {
  const path = decodeURIComponentSafe(url.pathname + url.search);
  let score = 0;
  if (PRICE_WORDS.test(path)) score += 4;
  if (PRICE_WORDS.test(text)) score += 3;
  if (SERVICE_WORDS.test(path)) score += 2;
  if (SERVICE_WORDS.test(text)) score += 1;
  return score;
}

export interface Link {
  url: string;
  score: number;
}

/** Same-site links that may lead to prices, best first, without fragments, files or admin pages. */
export function discoverLinks(html: string, pageUrl: string, site: URL): Link[] {
  const $ = cheerio.load(html);
  const found = new Map<string, number>();
  $('a[href]').each((_, el) => {
    const href = $(el).attr('href')?.trim();
    if (!href || /^(?:mailto|tel|javascript|data):/i.test(href)) return;
    const url = candidateUrl(href, pageUrl, site);
    if (!url) return;
    const score = scoreLink(url, $(el).text().replace(/\s+/g, ' ').trim());
    if (score > 0) found.set(url.href, Math.max(score, found.get(url.href) ?? 0));
  });
  return [...found.entries()]
    .map(([url, score]) => ({ url, score }))
    .sort((a, b) => b.score - a.score);
}

export function candidateUrl(href: string, base: string, site: URL): URL | null {
  let url: URL;
  try {
    url = new URL(href, base);
  } catch {
    return null;
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return null;
  if (!sameSite(url, site) || NOT_A_PAGE.test(url.pathname) || NOT_RELEVANT.test(url.pathname))
    return null;
  url.hash = '';
  return url;
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}
