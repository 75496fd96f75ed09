import { EX_VAT_WORDS, VAT_RATES } from './checks-pairs';
import { findPrices } from './price-parser';
import { INC_TAX_PHRASES, TAX_NAMES } from './tax-words';
import type { ExtractedService } from './types';

const INC_TAX = new RegExp(`(?<![\\p{L}])(?:${INC_TAX_PHRASES})(?![\\p{L}])|税込`, 'iu');

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
  // "£108.00 £90.00 + VAT" in one cell: the figure a tax rate above its ex-VAT twin holds the tax,
  // whatever the page says about the other figure ("underneath we show the price before VAT").
  const around = aroundOwnAmount(item);
  // "£283.33 + VAT | £340.00 + VAT" across a row: the tax words right after its own amount win.
  if (around !== null && says(around.slice(around.indexOf('\u0000') + 1))) return true;
  if (hasNetTwin(item)) return false;
  if (around !== null && says(around)) return true;
  const notes = withoutHedged((item.priceNotes ?? '').replace(MARKED_EXCEPTIONS, ' '));
  return says(notes) || (TAX_ADDED.test(notes) && !INC_TAX.test(notes));
}

// "Prices include VAT unless marked + VAT": the page's rule is inclusive; the marked prices say
// "+ VAT" beside their own amount, which is read above.
const MARKED_EXCEPTIONS =
  /(?<![\p{L}])(?:unless|except(?:\s+where)?)\s+(?:otherwise\s+)?(?:marked|stated|shown|noted|indicated|specified)(?![\p{L}])[^.;]*/giu;

// "18% GST extra where applicable": the page does not say its prices are before tax, only that
// some may be (Indian veterinary care is mostly exempt), so such a sentence raises no price.
const HEDGE =
  /(?<![\p{L}])(?:where(?:ver)? applicable|if applicable|when applicable|as applicable|may apply|if any|le cas échéant|si applicable|falls zutreffend|wo zutreffend|soweit zutreffend|cuando (?:corresponda|aplique)|si (?:corresponde|aplica)|ove applicabile|se applicabile|(?:indien|waar) van toepassing)(?![\p{L}])/iu;
const withoutHedged = (notes: string) =>
  notes
    .split(/(?<=[.!?;])\s+/u)
    .filter((sentence) => !HEDGE.test(sentence))
    .join(' ');

// The page's own statement that tax comes on top of every price ("HST (13%) is added to all fees",
// "GST will be added to all prices", "VAT extra"): every price on it is before tax.
const TAX_ADDED = new RegExp(
  [
    `(?<![\\p{L}])(?:${TAX_NAMES}|tax)(?![\\p{L}])[^.]{0,40}(?:is|are|will be|gets|to be)\\s+(?:added|charged)\\s+(?:to|on)(?![\\p{L}])`,
    `(?<![\\p{L}])(?:${TAX_NAMES}|tax)\\s+(?:is\\s+)?(?:extra|additional|on top)(?![\\p{L}])`,
    `(?<![\\p{L}])(?:prices?|fees?|charges?|costs?)[^.]{0,40}\\s+(?:do not|don't|does not)\\s+include\\s+(?:the\\s+)?(?:${TAX_NAMES}|tax)(?![\\p{L}])(?!\\s+on\\s+(?:products|retail|goods|merchandise|food|medications?|medicines?|drugs))`,
  ].join('|'),
  'iu',
);

function hasNetTwin(item: ExtractedService): boolean {
  return findPrices(item.evidence.text, { country: null }).some(
    (p) =>
      p.min < item.priceMin &&
      VAT_RATES.some((r) => Math.abs(Math.round(p.min * r * 100) / 100 - item.priceMin) < 0.006),
  );
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
  return `${before}\u0000${after}`;
}

// "VAT at 20%", "20% GST", "lisätään arvonlisävero 25,5 %", Turkish "%20 KDV": the rate and the tax's name.
const RATE_NUMBER = '(\\d{1,2}(?:[.,]\\d{1,2})?)';
const RATE = new RegExp(
  [
    `${RATE_NUMBER}\\s*%\\s*(?:${TAX_NAMES})(?![\\p{L}])`,
    `%\\s*${RATE_NUMBER}\\s*(?:${TAX_NAMES})(?![\\p{L}])`,
    `(?<![\\p{L}])(?:${TAX_NAMES})(?![\\p{L}])[^.%\\d]{0,60}?${RATE_NUMBER}\\s*%`,
  ].join('|'),
  'giu',
);

/** The tax rate the page states ("18% GST will be added", "VAT at 20%"), as a fraction; null when none. */
export function statedTaxRate(pageText: string): number | null {
  // The first rate above nought: "alv 0 %" says the prices hold no tax, the rate comes after it.
  for (const match of pageText.matchAll(RATE)) {
    const rate = Number((match[1] ?? match[2] ?? match[3] ?? '').replace(',', '.'));
    if (rate > 0 && rate < 30) return rate / 100;
  }
  return null;
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

/**
 * A figure the page calls net ("Nettó ár" beside "Bruttó ár (27% áfa)") whose figure with the
 * stated rate is printed too, though read apart from it (a grid of loose cells): the printed
 * figure with tax is what the owner pays, so it replaces the net one. Only at the page's stated
 * rate, so two real prices that merely differ by some tax rate are never taken for a pair.
 */
export function withPrintedTax(
  item: ExtractedService,
  printed: { min: number; max: number | null; currency: string }[],
  rate: number,
  /** Every price read as an item's: a printed figure that is one is no net figure's twin. */
  read: number[],
): ExtractedService | null {
  if (item.evidence.vat === 'derived') return null;
  // Read alone: a row or line that held the twin too was read with its columns already.
  if (findPrices(item.evidence.text, { country: null }).length !== 1) return null;
  if (!EX_VAT_WORDS.test(`${item.name} ${item.evidence.text} ${item.priceNotes ?? ''}`))
    return null;
  // To the cent, or to a whole unit on large amounts (9 843 Ft at 27 % is printed 12 500 Ft):
  // £12.50 at 20 % is £15.00, never a £14.99 printed for something else.
  const near = (a: number, b: number) => Math.abs(a - b) <= Math.max(0.006, b * 0.0001);
  const gross = (v: number) =>
    printed.find(
      (p) =>
        p.currency === item.currency &&
        near(v * (1 + rate), p.min) &&
        !read.some((r) => Math.abs(r - p.min) < 0.005),
    )?.min;
  const min = gross(item.priceMin);
  if (min === undefined || item.priceMin === 0) return null;
  const max =
    item.priceMax === null || item.priceMax === item.priceMin
      ? item.priceMax === null
        ? null
        : min
      : (printed.find(
          (p) =>
            p.currency === item.currency &&
            near(p.min, min) &&
            p.max !== null &&
            near(item.priceMax! * (1 + rate), p.max),
        )?.max ?? null);
  if (item.priceMax !== null && max === null) return null;
  return { ...item, priceMin: min, priceMax: max };
}
