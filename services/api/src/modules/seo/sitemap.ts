import { PRIVATE_PAGE_PATTERNS, PRIVATE_PAGE_PREFIXES } from '@petvet/shared';

/** Sitemap XML (sitemaps.org 0.9): a file lists at most 50,000 addresses. */
export const SITEMAP_MAX_URLS = 50_000;

const escapeXml = (text: string) =>
  text.replace(
    /[&<>"']/g,
    (c) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": 'apos' }[c]};`,
  );

export function sitemapIndexXml(sitemapUrls: string[]): string {
  const entries = sitemapUrls.map((url) => `<sitemap><loc>${escapeXml(url)}</loc></sitemap>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</sitemapindex>\n`;
}

export function urlSetXml(urls: string[]): string {
  const entries = urls.map((url) => `<url><loc>${escapeXml(url)}</loc></url>`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join('\n')}\n</urlset>\n`;
}

export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    // Signed-in screens and the API are not pages to index.
    'Disallow: /api/',
    ...PRIVATE_PAGE_PREFIXES.map((prefix) => `Disallow: ${prefix}`),
    ...PRIVATE_PAGE_PATTERNS.map((pattern) => `Disallow: ${pattern.replace(/:\w+/g, '*')}`),
    'Allow: /',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
