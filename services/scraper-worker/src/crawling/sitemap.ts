import * as cheerio from 'cheerio';

/** Page and child-sitemap addresses listed in a sitemap.xml (or a sitemap index). */
export function readSitemap(xml: string): { pages: string[]; sitemaps: string[] } {
  const $ = cheerio.load(xml, { xml: true });
  const locs = (selector: string) =>
    $(selector)
      .toArray()
      .map((el) => $(el).text().trim())
      .filter(Boolean);
  return { pages: locs('url > loc'), sitemaps: locs('sitemap > loc') };
}
