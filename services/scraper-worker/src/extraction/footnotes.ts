import type { CheerioAPI } from 'cheerio';
import { findPrices } from './price-parser';
import type { ExtractedService } from './types';

const SUPERSCRIPT: Record<string, string> = {
  '0': '⁰',
  '1': '¹',
  '2': '²',
  '3': '³',
  '4': '⁴',
  '5': '⁵',
  '6': '⁶',
  '7': '⁷',
  '8': '⁸',
  '9': '⁹',
};

/**
 * Footnote marks in <sup> after a price ("£32.00<sup>1</sup>", "£45.00<sup>†‡</sup>") are
 * written as superscript characters, so "£32.00" and "1" are never read as £32,001, and the
 * mark stays beside its price for the check below.
 */
export function markFootnotes($: CheerioAPI): void {
  $('sup').each((_, el) => {
    const text = $(el).text().trim();
    // "950<sup>,00</sup> TL": the decimals of the amount before, set small; no footnote.
    const prev = el.prev;
    const before = prev?.type === 'text' ? prev.data : prev?.type === 'tag' ? $(prev).text() : '';
    if (/^[.,]\d{1,2}$/.test(text) && /\d\s*$/.test(before)) {
      $(el).replaceWith(text);
      return;
    }
    if (!/^[\d,\s*†‡§¶#]+$/.test(text)) return;
    $(el).replaceWith(text.replace(/\d/g, (d) => SUPERSCRIPT[d]!).replace(/\s+/g, ''));
  });
}

const MARK = /^\s*([*†‡§¶#⁰¹²³⁴⁵⁶⁷⁸⁹][*†‡§¶#⁰¹²³⁴⁵⁶⁷⁸⁹,]*)/u;

/** The footnote mark right after the item's own amount, if any. */
export function footnoteMark(item: ExtractedService): string | null {
  const text = item.evidence.text;
  const own = findPrices(text, { country: null }).find(
    (p) => Math.abs(p.min - item.priceMin) < 0.005,
  );
  if (!own) return null;
  return MARK.exec(text.slice(own.end))?.[1] ?? null;
}

/**
 * Items whose band rests on a footnote legend the reader did not understand: the page marks its
 * prices with two or more different footnote marks (* cats, † dogs under 10 kg ...), so the mark
 * after a price names its band, and a band read from anything else is a guess.
 */
export function footnoteBanded(
  items: ExtractedService[],
  /** Marks whose footnote was read and names no pet ("* includes VAT"): they name no band. */
  plain: Set<string> = new Set(),
): Set<ExtractedService> {
  const banding = (mark: string | null | undefined) =>
    Boolean(mark) && [...mark!.replace(/,/g, '')].some((c) => !plain.has(c));
  const distinct = new Set<string>();
  for (const text of new Set(items.map((i) => i.evidence.text)))
    for (const p of findPrices(text, { country: null })) {
      const mark = MARK.exec(text.slice(p.end))?.[1];
      if (banding(mark)) distinct.add(mark!);
    }
  if (distinct.size < 2) return new Set();
  return new Set(items.filter((i) => banding(footnoteMark(i))));
}

/** The item's own footnote mark, when its note was not understood (or the page has none). */
export function unreadMark(item: ExtractedService, understood: Set<string>): string | null {
  const mark = footnoteMark(item);
  if (!mark) return null;
  return [...mark.replace(/,/g, '')].some((c) => !understood.has(c)) ? mark : null;
}
