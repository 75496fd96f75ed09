import type { CheerioAPI } from 'cheerio';

/**
 * Prices a paragraph introduces as for trade accounts only ("Registered breeders and rescues with a
 * trade account are invoiced at account rates. These are not available to the public ..."): not
 * the practice's price list. The list or table right after such a lead leaves the page.
 */
const TRADE_ONLY =
  /(?<!\p{L})(?:not (?:available|offered|open) to (?:the |members of the )?(?:general )?public|(?:trade|breeder|rescue|business) accounts? (?:only|holders only|rates?)|account rates|trade prices?)(?!\p{L})/iu;

export function removeTradeOnly($: CheerioAPI): void {
  $('p, h2, h3, h4, h5, h6').each((_, el) => {
    if (!TRADE_ONLY.test($(el).text())) return;
    const next = $(el).next();
    if (next.is('ul, ol, table, dl')) next.remove();
  });
}
