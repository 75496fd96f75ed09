import { EX_VAT_WORDS } from './checks-pairs';
import { findPrices } from './price-parser';
import type { ExtractedService } from './types';

const INC_TAX =
  /(?<![\p{L}])(?:inc\.?|incl\.?|inclusive|including|inkl\.?|ttc|brutto|gross|you pay|incluid[oa]|inbegrepen|incluso|inclus[ae]?|s dph)(?![\p{L}])|税込/iu;

const ON_REQUEST =
  /(?<![\p{L}])(?:on request|upon request|op aanvraag|auf anfrage|sur demande|a petición|su richiesta|na żądanie|na vyžádání)(?![\p{L}])/iu;

/**
 * The figure is before tax and was not raised by the rate: the words right around its own amount
 * say so ("£820.00 + VAT", "R 1 260,87 excl. VAT"), or the item's notes (the page's own statement,
 * "All charges below are exclusive of GST") do and nothing says the shown prices include it.
 */
export function beforeTax(item: ExtractedService): boolean {
  if (item.evidence.vat === 'derived') return false;
  const says = (words: string) =>
    !ON_REQUEST.test(words) && EX_VAT_WORDS.test(words) && !INC_TAX.test(words);
  const around = aroundOwnAmount(item);
  if (around !== null && says(around)) return true;
  return says(item.priceNotes ?? '');
}

/** The words between the item's own amount and its neighbours in the text it was read from. */
function aroundOwnAmount(item: ExtractedService): string | null {
  const text = item.evidence.text;
  const prices = findPrices(text, { country: null });
  const k = prices.findIndex((p) => Math.abs(p.min - item.priceMin) < 0.005);
  if (k < 0) return null;
  const own = prices[k]!;
  const before = text
    .slice(prices[k - 1]?.end ?? Math.max(0, own.start - 15), own.start)
    .slice(-15);
  const after = text.slice(own.end, prices[k + 1]?.start ?? own.end + 25).slice(0, 25);
  return `${before} ${after}`;
}

const RATE =
  /(\d{1,2}(?:[.,]\d{1,2})?)\s*%\s*(?:vat|gst|hst|mwst|ust|tva|iva|btw|moms|mva|dph)(?![\p{L}])|(?<![\p{L}])(?:vat|gst|hst|mwst|ust|tva|iva|btw|moms|mva|dph)(?![\p{L}])[^.%\d]{0,40}?(\d{1,2}(?:[.,]\d{1,2})?)\s*%/iu;

/** The tax rate the page states ("18% GST will be added", "VAT at 20%"), as a fraction; null when none. */
export function statedTaxRate(pageText: string): number | null {
  const match = RATE.exec(pageText);
  const rate = Number((match?.[1] ?? match?.[2] ?? '').replace(',', '.'));
  return rate > 0 && rate < 30 ? rate / 100 : null;
}

/**
 * What the owner pays for a figure printed before tax, when the page states the rate and prints no
 * figure with tax: the figure raised by the rate (PRICE_VAT_BASES 'derived').
 */
export function withTaxDerived(item: ExtractedService, rate: number): ExtractedService {
  // In whole cents and basis points, so a half cent rounds up as a till does (58.50 at 19 % is
  // 69.615, charged 69.62), which binary fractions would round down.
  const basis = 10_000 + Math.round(rate * 10_000);
  const raise = (v: number) => Math.round((Math.round(v * 100) * basis) / 10_000) / 100;
  return {
    ...item,
    priceMin: raise(item.priceMin),
    priceMax: item.priceMax === null ? null : raise(item.priceMax),
    evidence: { ...item.evidence, vat: 'derived' },
  };
}
