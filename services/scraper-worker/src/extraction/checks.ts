import {
  PUBLISH_CONFIDENCE,
  REFUSING_PRICE_CHECKS,
  type PriceCheck,
  type PriceCheckResult,
} from '@petvet/shared';
import { bandConflicts, exVat, sizeOrder, summaries, type Finding } from './checks-pairs';
import { notAPriceLine, notAPriceReason } from './checks-not-a-price';
import { beforeTax, withPrintedTax, withTaxDerived } from './checks-tax';
import { UNKNOWN_DOLLAR, unknownDollar } from './checks-markers';
import { footnoteBanded, unreadMark } from './footnotes';
import { restatedRegular } from './checks-offers';
import { findPrices } from './price-parser';
import { looksLikeService } from './taxonomy';
import { onlyPetOrSize, onlyPriceTerms } from './checks-names';

export { onlyPetOrSize } from './checks-names';
import type { ExtractedService } from './types';
import { coverageGap, type PrintedPrice } from './checks-coverage';

export { coverageGap, type PrintedPrice } from './checks-coverage';

/**
 * How far each finding lowers an item's confidence: the item keeps at most this much. Refusing
 * checks and a band given two prices keep it under PUBLISH_CONFIDENCE whatever else it has;
 * the figures are the share of such items that were right on the development sets.
 */
const CEILING: Record<PriceCheck, number> = {
  not_a_price: 0.1,
  ex_vat: 0.1,
  summary: 0.15,
  band_conflict: 0.45,
  size_order: 0.7,
  coverage: 1,
  band_unstated: 0.6,
  weak_pairing: 1,
  // Set by the crawl, which knows the practice's address (processors/surgery-choice.ts): the price
  // may be right, for another surgery; it only keeps the item unpublished.
  other_surgery: 1,
};
/** A page whose printed prices are this share unexplained loses as much of each item's confidence. */
const COVERAGE_WEIGHT = 0.3;
const QUALIFIER_ONLY = 0.1;
// A footnote mark after the price whose note we did not read may make it a starting price, a
// member's price or another pet's (blind-13's first score): kept unconfirmed.
const UNREAD_MARK = 0.7;
/**
 * A price raised by the page's stated rate is what the owner pays, so it is published like a
 * printed one, a little below it: the stated rate is a sentence away from the figure it applies to.
 */
const DERIVED = 0.85;

/**
 * The consistency checks over one page's items: each finding is recorded in the item's evidence
 * and lowers its confidence; an item is published only at or above PUBLISH_CONFIDENCE with no
 * refusing check (the rest are kept as unconfirmed, for the practice to confirm).
 */
export function checkPage(
  read: ExtractedService[],
  printed: PrintedPrice[],
  taxRate: number | null = null,
  /** Nothing gave the practice's country (no explicit one, domain, address or language). */
  countryUnknown = false,
  /** Footnote marks whose notes were read and name no pet. */
  plainMarks: Set<string> = new Set(),
  /** Footnote marks whose notes were read and understood; null: marks are not judged. */
  understoodMarks: Set<string> | null = null,
): ExtractedService[] {
  const findings: Finding[] = [];
  // A figure before tax on a page that states the rate: what the owner pays is derived from it.
  // A net figure whose figure with tax is printed beside it: the printed one is what the owner pays.
  const readPrices = read.flatMap((i) => [i.priceMin, i.priceMax ?? i.priceMin]);
  const items = read.map((i) => {
    if (taxRate === null) return i;
    const printedGross = withPrintedTax(i, printed, taxRate, readPrices);
    if (printedGross) return printedGross;
    return beforeTax(i) ? withTaxDerived(i, taxRate) : i;
  });
  for (const [k, item] of items.entries()) {
    // Judged on the figure as printed: a figure raised by the rate is found nowhere in the text.
    const reason = notAPrice(read[k] ?? item);
    if (reason) findings.push({ item, check: 'not_a_price', detail: reason });
    else if (beforeTax(item))
      findings.push({
        item,
        check: 'ex_vat',
        detail: 'printed before tax, and no figure with tax was read for it',
      });
    if (BAND_CODES.test(item.name) && !item.evidence.bandSource)
      findings.push({
        item,
        check: 'band_unstated',
        detail: `"${item.name}" names band codes that no legend gave`,
      });
    if (reason) continue;
    if (countryUnknown && unknownDollar(item))
      findings.push({
        item,
        check: 'weak_pairing',
        detail: 'a bare "$" on a page that names no country: which dollar it is is not known',
      });
    const mark = understoodMarks && unreadMark(item, understoodMarks);
    if (mark)
      findings.push({
        item,
        check: 'weak_pairing',
        detail: `the price carries the footnote mark "${mark}", whose note was not read`,
      });
    if (onlyPriceTerms(item.name))
      findings.push({
        item,
        check: 'weak_pairing',
        detail: `"${item.name}" names how the price is charged, not a service`,
      });
    else if (onlyPetOrSize(item.name))
      findings.push({
        item,
        check: 'weak_pairing',
        detail: `"${item.name}" names a pet or a size, not a service`,
      });
    else if (!looksLikeService(item.name))
      findings.push({
        item,
        check: 'weak_pairing',
        detail: `"${item.name}" does not read as a veterinary service`,
      });
  }
  // Prices marked with band footnotes (* cats, † small dogs ...) whose legend was not read.
  for (const item of footnoteBanded(items, plainMarks))
    if (!item.evidence.bandSource)
      findings.push({
        item,
        check: 'band_unstated',
        detail:
          'the price carries a footnote mark that names its pet, and the footnote was not read',
      });
  findings.push(...restatedRegular(items));
  const refused = (i: ExtractedService) =>
    findings.some((f) => f.item === i && REFUSING_PRICE_CHECKS.includes(f.check));
  findings.push(...exVat(items.filter((i) => !refused(i))));
  findings.push(...summaries(items.filter((i) => !refused(i))));
  const kept = items.filter((i) => !refused(i));
  findings.push(...bandConflicts(kept), ...sizeOrder(kept));
  const unexplained = coverageGap(items, printed, taxRate);
  return items.map((item) => {
    const own = findings.filter((f) => f.item === item);
    const checks: PriceCheckResult[] = [
      ...item.evidence.checks,
      ...own.map(({ check, detail }) => ({ check, detail })),
    ];
    let confidence = item.confidence;
    if (item.evidence.vat === 'derived') confidence = Math.min(confidence, DERIVED);
    for (const { check } of checks) confidence = Math.min(confidence, CEILING[check]);
    // A name that is only a pet or a size ("Dog 10–25 kg") was never right on the development sets.
    if (onlyPetOrSize(item.name) || onlyPriceTerms(item.name))
      confidence = Math.min(confidence, QUALIFIER_ONLY);
    if (understoodMarks && unreadMark(item, understoodMarks))
      confidence = Math.min(confidence, UNREAD_MARK);
    if (countryUnknown && unknownDollar(item)) confidence = Math.min(confidence, UNKNOWN_DOLLAR);
    if (unexplained.share > 0) {
      confidence *= 1 - COVERAGE_WEIGHT * unexplained.share;
      checks.push({ check: 'coverage', detail: unexplained.detail });
    }
    confidence = Math.round(confidence * 100) / 100;
    const refusedNow = checks.some((c) => REFUSING_PRICE_CHECKS.includes(c.check));
    return {
      ...item,
      confidence,
      evidence: { ...item.evidence, checks },
      published: !refusedNow && confidence >= PUBLISH_CONFIDENCE,
    };
  });
}

// "C (S/M)", "X (G)", "S to G": size codes that only a legend on the page explains.
const CODE = '(?:XXS|XS|XXL|XL|GG|[SMLXGCP])';
const BAND_CODES = new RegExp(
  `(?<![\\p{L}-])${CODE}(?:\\s*\\/\\s*${CODE})+(?![\\p{L}-])|\\s${CODE}$|\\(${CODE}\\)|(?<![\\p{L}])${CODE} to ${CODE}(?![\\p{L}])`,
  'u',
);

/** The words around the item's own amount in the text it was read from, or its name, say it is no price. */
function notAPrice(item: ExtractedService): string | null {
  const text = item.evidence.text;
  const line = notAPriceLine(`${item.name} ${text}`);
  if (line) return line;
  const own = findPrices(text, { country: null }).filter(
    (p) => Math.abs(p.min - item.priceMin) < 0.005,
  );
  // Only when the text holds this amount once: a line of several prices is judged price by price.
  if (own.length === 1) return notAPriceReason(text, own[0]!.start, own[0]!.end);
  return null;
}
