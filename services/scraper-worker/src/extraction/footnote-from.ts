import type { CheerioAPI } from 'cheerio';
import { bandsIn, singleSpecies } from '@petvet/shared';
import { normalizeSpace } from './dom-blocks';
import { footnoteMark } from './footnotes';
import type { ExtractedService } from './types';

/**
 * Footnotes that make a marked price a starting price ("† Starting price: the final fee depends
 * on ...", "‡ Prices from", "§ Minimum fee"): a price carrying that mark is a from price.
 */

const NOTE = /^([*†‡§¶#⁰¹²³⁴⁵⁶⁷⁸⁹]+)\s*(.+)$/u;
const STARTING =
  /^(?:(?:this is )?(?:a |the )?(?:starting|minimum|from)[- ](?:price|fee|charge)s?|prices? (?:start|starting|from)|fees? (?:start|starting|from)|(?:from|starting at|minimum)(?=\W))/iu;

/** The page's footnotes: each mark with the words of its note. */
function footnotes($: CheerioAPI): Map<string, string> {
  const notes = new Map<string, string>();
  $('p, li, small, div, span, dd').each((_, el) => {
    if ($(el).children('p, div, li').length) return;
    const m = NOTE.exec(normalizeSpace($(el).text()));
    if (m && !notes.has(m[1]!)) notes.set(m[1]!, m[2]!);
  });
  return notes;
}

/** The marks whose footnote says the price is a starting price. */
export function startingMarks($: CheerioAPI): Set<string> {
  return new Set([...footnotes($)].filter(([, note]) => STARTING.test(note)).map(([m]) => m));
}

/** The marks whose footnote was read and names no pet or size ("* Price includes VAT"). */
export function plainMarks($: CheerioAPI): Set<string> {
  return new Set(
    [...footnotes($)]
      .filter(([, note]) => bandsIn(note) === null && !singleSpecies(note))
      .map(([m]) => m),
  );
}

/** Items whose own amount carries a starting-price mark become from prices. */
export function applyStartingMarks(items: ExtractedService[], marks: Set<string>): void {
  if (!marks.size) return;
  for (const item of items) {
    if (item.priceMax === null || Math.abs(item.priceMax - item.priceMin) >= 0.005) continue;
    const mark = footnoteMark(item);
    if (!mark) continue;
    if ([...marks].some((m) => mark.includes(m))) item.priceMax = null;
  }
}

// Notes whose words we read: tax, what the price includes, a starting price, a validity date.
const UNDERSTOOD =
  /(?<!\p{L})(?:vat|tax|gst|hst|mwst|ust|tva|iva|btw|moms|alv|inc(?:l|lude[sd]?|luding)?\.?|exc(?:l|lude[sd]?|luding)?\.?|starting|from|minimum|valid|correct|subject to change|inkl|enthalten|compris|incluid[oa]s?|inclus[eo]?|inbegrepen)(?!\p{L})/iu;

/**
 * The marks whose note we read and understood (or that name its pet or size, which the band
 * checks judge): any other mark after a price says something about it we did not read.
 */
export function understoodMarks($: CheerioAPI): Set<string> {
  const marks = new Set<string>();
  for (const [mark, note] of footnotes($))
    if (UNDERSTOOD.test(note) || bandsIn(note) !== null || singleSpecies(note))
      for (const c of mark) marks.add(c);
  return marks;
}
