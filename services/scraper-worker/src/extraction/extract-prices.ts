import * as cheerio from 'cheerio';
import type { PageContext } from './context';
import {
  countryFromText,
  countryFromUrl,
  currencyOfCountry,
  type CurrencyContext,
} from './currencies';
import { applyLegend, legendOf } from './band-legend';
import { checkPage } from './checks';
import { statedTaxRate } from './checks-tax';
import { standardTaxRate } from './standard-tax-rates';
import { printedPrices } from './printed-prices';
import { readBlocks } from './dom-blocks';
import { inclusionsFor, readInclusions } from './inclusions';
import { readJsonLd } from './json-ld';
import { readLines } from './lines';
import { mergeCandidates, toServices } from './merge';
import { pageNotes } from './page-notes';
import { markFootnotes } from './footnotes';
import { applyStartingMarks, plainMarks, startingMarks, understoodMarks } from './footnote-from';
import { removeTradeOnly } from './trade-only';
import { ariaTablesAsTables } from './aria-tables';
import { positionedTextAsTables } from './positioned-text';
import { pipeParagraphsAsTables } from './pipe-tables';
import { selectsAsLists } from './select-lists';
import { removeStruck } from './struck';
import { readTable } from './tables';
import type { Candidate, ExtractedService, ExtractOptions } from './types';

export type { ExtractedService, ExtractOptions } from './types';
export { MIN_CONFIDENCE } from './merge';

/**
 * A practice page's price list. Pure: no network, no clock; the same HTML gives the same result.
 */
export function extractServices(html: string, options: ExtractOptions = {}): ExtractedService[] {
  const $ = cheerio.load(html);
  removeStruck($);
  removeTradeOnly($);
  ariaTablesAsTables($);
  positionedTextAsTables($);
  pipeParagraphsAsTables($);
  selectsAsLists($);
  markFootnotes($);
  const currency: CurrencyContext = {
    country:
      options.country?.toUpperCase() ??
      countryFromUrl(options.url) ??
      countryFromText($('body').text()) ??
      countryFromLang($('html').attr('lang')),
  };
  const page: PageContext = { currency, legend: legendOf($) };
  const structured = readJsonLd($, currency);
  const blocks = readBlocks($);
  const visible: Candidate[] = [];
  for (const block of blocks) {
    if (block.kind === 'table') visible.push(...readTable($, block, page));
  }
  // Lines name bands by the codes a legend defined ("Castration C (S/M)"); tables read it themselves.
  const lines = readLines(blocks, page);
  applyLegend(lines, page.legend!);
  visible.push(...lines);
  const merged = mergeCandidates(visible, structured);
  fillFreeCurrency(merged, currency);
  const notes = pageNotes(blocks);
  for (const c of merged) if (notes) c.notes.push(notes);
  const inclusions = readInclusions($);
  const services = toServices(merged, options.minConfidence, (service, band) =>
    inclusionsFor(inclusions, service, band),
  );
  applyStartingMarks(services, startingMarks($));
  // Text nodes joined with spaces: "Net fee" and "VAT (20%)" in two cells stay two words.
  const words = $('body')
    .find('*')
    .contents()
    .toArray()
    .map((n) => (n.type === 'text' ? n.data : ''))
    .join(' ');
  return checkPage(
    services,
    printedPrices($, blocks, page),
    statedTaxRate(words) ?? standardTaxRate(currency.country),
    currency.country === null,
    plainMarks($),
    understoodMarks($),
  );
}

function countryFromLang(lang: string | undefined): string | null {
  const region = lang?.split(/[-_]/)[1];
  return region && /^[a-z]{2}$/i.test(region) ? region.toUpperCase() : null;
}

// "Free" carries no currency: use the one the page's other prices are in, else the country's.
function fillFreeCurrency(candidates: Candidate[], ctx: CurrencyContext) {
  const counts = new Map<string, number>();
  for (const c of candidates)
    if (c.currency) counts.set(c.currency, (counts.get(c.currency) ?? 0) + 1);
  const dominant = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
  const fallback = dominant ?? currencyOfCountry(ctx.country) ?? '';
  for (const c of candidates) if (!c.currency) c.currency = fallback;
}
