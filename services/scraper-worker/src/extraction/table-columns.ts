import { EX_TAX_PHRASES, INC_TAX_PHRASES, TAX_NAMES } from './tax-words';
import type { PriceMatch } from './types';
import { latestDated } from './dated-columns';

/** What a price table's column headers say about its columns. */

// A price with and without tax in two columns is one price: the one the owner pays.
const EX_TAX_COLUMN = new RegExp(
  `(?<!\\p{L})(?:ht|hors taxes?|netto|nettó|net|ex(?:c|cl|cluding|kl)?\\.?\\s*(?:${TAX_NAMES}|tax)|(?:before|pre|plus)[- ]tax|zzgl\\.?\\s*(?:mwst|ust)|sans tva|sin iva|senza iva|${EX_TAX_PHRASES})(?!\\p{L})|税抜き?|税別|本体価格`,
  'iu',
);
const INC_TAX_COLUMN = new RegExp(
  `(?<!\\p{L})(?:ttc|brutto|bruttó|gross|in(?:c|cl|cluding|kl)?\\.?\\s*(?:${TAX_NAMES}|tax)|toutes taxes comprises|iva incluido|ivato|tax included|with (?:vat|tax|gst)|${INC_TAX_PHRASES})(?!\\p{L})|税込み?|内税`,
  'iu',
);

// Item numbers, codes and references ("Nr.", "GOT-Nr.", "Code", "#") are never prices.
export const ID_COLUMN =
  /^(?:[\p{L}]+[-\s])?(?:nr|no|n°|nº|num(?:ber|éro|ero)?|#|code|codes?|pos|ziffer|ref|réf|item|id)\.?$/iu;

// A column before the service's that files it ("Category", "Kategorie", "Rubrik") or numbers it.
const FILING_COLUMN =
  /^(?:categor(?:y|ies|ía|ia)|catégorie|kategorie|kategori|rubri(?:k|que|ca)|bereich|gruppe|group|section|secci[oó]n|type|typ|tipo|art)$/iu;
// An item code in a cell: capitals and digits, no word ("CON-002", "VX 10", "A12").
const CODE_CELL = /^[\p{Lu}]{1,5}[-./ ]?\d{1,5}[\p{Lu}]?$/u;

/**
 * The column naming the service among a row's worded cells: the first, unless its header or its
 * text says it holds codes or categories and a later worded cell is there to name the service.
 */
export function nameColumnOf(texts: string[], headers: string[], worded: number[]): number {
  const filing = (col: number) => {
    const header = (headers[col] ?? '').trim();
    return ID_COLUMN.test(header) || FILING_COLUMN.test(header) || CODE_CELL.test(texts[col] ?? '');
  };
  return worded.find((col) => !filing(col)) ?? worded[0] ?? -1;
}

// Columns giving the lowest and highest charge ("Min" / "Max", "von" / "bis", the German fee
// schedule's "1-facher Satz" / "3-facher Satz"): one price range, not two services.
// Words for "from": a column of them with nothing above it gives a from price.
const FROM_WORDS = 'min(?:imum)?|from|von|de|desde|od|low(?:est)?';
const OPEN_ABOVE = new RegExp(`(?<![\\p{L}\\p{N}])(?:${FROM_WORDS})(?![\\p{L}])`, 'iu');
const LOWER_COLUMN = new RegExp(
  `(?<![\\p{L}\\p{N}])(?:${FROM_WORDS}|1[-\\s]?fach\\p{L}*|einfach\\p{L}*)(?![\\p{L}])`,
  'iu',
);
const UPPER_COLUMN =
  /(?<![\p{L}\p{N}])(?:max(?:imum)?|to|bis|à|hasta|do|high(?:est)?|[2-4][-\s]?fach\p{L}*|(?:zwei|drei|vier)fach\p{L}*)(?![\p{L}])/iu;

/**
 * A row's lowest and highest charge, from a lower-bound column and the upper-bound column right
 * after it, as one price (a range, or exact when both say the same); a column beside them ("Typical
 * bill", "Average") is an estimate, not a price of its own.
 */
export function boundsOf(
  columns: { p: PriceMatch[]; col: number }[],
  headers: string[],
): { p: PriceMatch[]; col: number } | null {
  if (columns.length === 0) return null;
  const header = (c: { col: number }) => headers[c.col] ?? '';
  const at = columns.findIndex(
    (c) => LOWER_COLUMN.test(header(c)) && !UPPER_COLUMN.test(header(c)),
  );
  const low = columns[at];
  if (!low) return null;
  const high = columns[at + 1];
  const upper = (h: string) => UPPER_COLUMN.test(h) && !LOWER_COLUMN.test(h);
  // "Cena od 280 | Cena do —": nothing above the lowest charge, a from price ("od", "von", "min"
  // words only; a fee schedule's "3-facher Satz" left empty means the one rate).
  if ((!high || high.col !== low.col + 1) && upper(headers[low.col + 1] ?? '') && low.p[0]) {
    if (!OPEN_ABOVE.test(header(low))) return null;
    return { col: low.col, p: [{ ...low.p[0], max: null, isFrom: true }] };
  }
  if (!high || !upper(header(high))) return null;
  const lowPrice = low.p[0];
  const highPrice = high.p[0];
  if (!lowPrice || !highPrice || lowPrice.currency !== highPrice.currency) return null;
  if (highPrice.min < lowPrice.min) return null;
  return { col: low.col, p: [{ ...lowPrice, max: highPrice.max ?? highPrice.min, isFrom: false }] };
}

// The tax itself in a column of its own ("VAT @ 20%", "GST", "MwSt."): part of a price, never one.
const TAX_AMOUNT_COLUMN =
  /^\s*(?:the\s+)?(?:vat|gst|hst|pst|tax|mwst|ust|tva|iva|btw|moms|消費税)(?:\s*(?:@|at|amount|\(|\d|[:.]).*)?$/iu;

// The column of what the owner pays in a net / tax / total layout.
const TOTAL_COLUMN =
  /(?<!\p{L})(?:total|gross|you pay|to pay|amount payable|final price|gesamt|totale?)(?!\p{L})/iu;

export function withoutTaxExclusive<T extends { col: number }>(
  columns: T[],
  headers: string[],
): T[] {
  // "Price | VAT | Total": with the tax in a column of its own, the price is the total.
  if (columns.length > 2 && columns.some(({ col }) => TAX_AMOUNT_COLUMN.test(headers[col] ?? ''))) {
    const totals = columns.filter(
      ({ col }) => TOTAL_COLUMN.test(headers[col] ?? '') || INC_TAX_COLUMN.test(headers[col] ?? ''),
    );
    return totals.length ? totals.slice(-1) : columns.slice(-1);
  }
  const inclusive = columns.filter(({ col }) => INC_TAX_COLUMN.test(headers[col] ?? ''));
  if (inclusive.length === 0 || inclusive.length === columns.length) return columns;
  return columns.filter(
    ({ col }) =>
      !EX_TAX_COLUMN.test(headers[col] ?? '') && !TAX_AMOUNT_COLUMN.test(headers[col] ?? ''),
  );
}

// What other practices charge ("UK average*", "Average elsewhere", "RRP", "Typical high-street
// price"): a comparison, not this practice's price.
const COMPARISON_COLUMN =
  /(?<!\p{L})(?:average|avg|national|elsewhere|other (?:vets?|practices?|clinics?)|competitors?|high[- ]street|rrp|was|previous(?:ly)?|old price|durchschnitt\p{L}*|moyenne|media|promedio|gemiddeld\p{L}*|genomsnitt\p{L}*|gjennomsnitt\p{L}*)(?!\p{L})|平均/iu;

export function isComparisonColumn(header: string): boolean {
  return COMPARISON_COLUMN.test(header);
}

/** The price columns less those comparing with others, when a column of the practice's own is left. */
export function withoutComparisons<T extends { col: number }>(
  columns: T[],
  headers: string[],
): T[] {
  const own = columns.filter(({ col }) => !COMPARISON_COLUMN.test(headers[col] ?? ''));
  // This year's and next year's prices side by side: next year's is the price.
  return latestDated(own.length ? own : columns, headers);
}

// "Gross", "Net", "Price inc VAT", "Total": words of the tax basis only, naming no pet or size.
const TAX_BASIS_WORD =
  /(?<!\p{L})(?:gross|net+|netto|brutto|total|price|prices|fee|fees|cost|you pay|(?:inc|incl|including|ex|exc|excl|excluding|plus)\.?\s*(?:vat|gst|hst|tax)|vat|gst|hst|tax)(?!\p{L})/giu;

/** A column header that only says which tax basis its prices are on reads as no header for bands. */
export function withoutTaxBasis(header: string): string {
  return header.replace(TAX_BASIS_WORD, '').replace(/[\s()[\]/|.,:–—-]+/gu, '') === ''
    ? ''
    : header;
}
